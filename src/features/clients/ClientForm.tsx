/**
 * The add_client tab (core-spec "Client screens", section 4 "Client form modes"): titled 'Add new
 * client company', 'Client company detail' or 'Edit client company'; Back, Delete, Save (Edit in
 * see mode, which switches to edit mode); company information, relationship managers, contacts.
 * Saving writes IndexedDB and the outbox (works offline). A new company's contacts are saved with
 * it; an existing company's contacts are saved one by one as they are added, edited or removed.
 * The form shows the company's sync state (pending, not saved with the reason, conflict).
 * Edit, Save and the contact Add and edit show only to those who may edit clients, Delete (and a
 * contact's remove) only to those who may delete this company (useClientRights, the server's
 * rules): a read-only person sees the company in see mode, every field disabled, no Save.
 */
import { useMemo, useState } from 'react'
import {
  CLIENT_FORM_TITLE,
  clientFieldsDisabled,
  clientFormButtons,
  clientModeAfterEdit,
  shownClientFormErrors,
  validateClientForm,
  type ClientFormMode,
} from '../../domain/clientForm.ts'
import { deleteConfirmText, SUCCESS } from '../../domain/messages.ts'
import { useMasterList } from '../../entities/master/useMasterData.ts'
import { useSession } from '../../entities/session/useSession.ts'
import type { ContactFields } from '../../entities/contacts/contactOps.ts'
import { entityStateOf, type EntityOps } from '../../sync/syncState.ts'
import { Button } from '../../ui/Button.tsx'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import {
  addClient,
  addContacts,
  deleteClient,
  deleteContact,
  updateClient,
  updateContact,
} from './clientCommands.ts'
import {
  clientDraftOf,
  clientFieldsOf,
  contactFieldsOfRow,
  emptyClientDraft,
  type ClientDraft,
} from './clientDraft.ts'
import { ClientSyncMark } from './ClientSyncMark.tsx'
import { ClientFormFrame as FormFrame } from './ClientFormFrame.tsx'
import { CompanyInfoSection } from './CompanyInfoSection.tsx'
import { CompanyContactsNote, useCompanyContacts } from './CompanyContactsOnDevice.tsx'
import { ContactSection, type FormContact } from './ContactSection.tsx'
import { EntitySyncDialog } from './EntitySyncDialog.tsx'
import { RelManagerSection } from './RelManagerSection.tsx'
import { useClientRights } from './useClientRights.ts'
import { useClient, useClientContacts } from './useClientsData.ts'
import { beginSave, type SaveAnnouncer } from '../sync/index.ts'

export interface ClientSaved {
  clientId: number
  company: string
  added: boolean
  /** Tells what became of the save (the success text once the server took it). */
  announce: SaveAnnouncer
}

interface ClientFormProps {
  mode: ClientFormMode
  clientId: number | null
  states: ReadonlyMap<string, EntityOps>
  onModeChange: (mode: ClientFormMode) => void
  onBack: () => void
  onSaved: (saved: ClientSaved) => void
  onDeleted: () => void
}

export function ClientForm(props: ClientFormProps) {
  const { clientId, states, onModeChange, onBack, onSaved, onDeleted } = props
  const userId = useSession()?.profile.id ?? 0
  const rights = useClientRights()
  // Someone who may not edit clients sees a company, whatever mode the form was opened in.
  const mode: ClientFormMode = rights.canEdit ? props.mode : 'see_client'
  const industries = useMasterList('industries') ?? []
  const row = useClient(clientId)
  const storedContacts = useClientContacts(clientId)
  const contactsStatus = useCompanyContacts(props.mode === 'add_client' ? null : clientId)
  const [draftContacts, setDraftContacts] = useState<FormContact[]>([])
  // Errors show from the first Save on, and follow the values: a field's clears once it is valid.
  const [saveTried, setSaveTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const [syncOf, setSyncOf] = useState<{ key: string; name: string } | null>(null)

  const adding = clientId === null
  // What the person typed; until then (and always in see mode) the stored company's values.
  const [edited, setEdited] = useState<ClientDraft | null>(null)
  const stored = adding ? emptyClientDraft() : row ? clientDraftOf(row) : null
  const draft = mode === 'see_client' ? stored : (edited ?? stored)
  const setDraft = (change: (current: ClientDraft) => ClientDraft) => {
    if (draft) setEdited(change(draft))
  }
  const disabled = clientFieldsDisabled(mode)
  const clientState = clientId === null ? 'synced' : entityStateOf(states, 'clients', clientId)
  const contacts: FormContact[] = useMemo(
    () =>
      adding
        ? draftContacts
        : (storedContacts ?? []).map((contact) => ({
            key: contact.id,
            fields: contactFieldsOfRow(contact),
            sync: entityStateOf(states, 'contacts', contact.id),
          })),
    [adding, draftContacts, storedContacts, states],
  )

  if (clientId !== null && row === null) {
    return (
      <FormFrame title={CLIENT_FORM_TITLE[mode]} onBack={onBack}>
        <p className="py-10 text-center text-sm text-slate-600">
          This client is no longer on this device.
        </p>
      </FormFrame>
    )
  }
  if (draft === null) {
    return (
      <FormFrame title={CLIENT_FORM_TITLE[mode]} onBack={onBack}>
        <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading client…
        </p>
      </FormFrame>
    )
  }

  const industryName = industries.find((industry) => industry.id === draft.industryId)?.text ?? ''
  const errors = shownClientFormErrors(draft, saveTried)

  const save = async () => {
    setSaveTried(true)
    if (Object.keys(validateClientForm(draft)).length > 0) return
    setSaving(true)
    const announce = await beginSave()
    try {
      const fields = clientFieldsOf(draft, industryName)
      if (adding) {
        const id = await addClient(
          fields,
          draftContacts.map((contact) => contact.fields),
          userId,
        )
        onSaved({ clientId: id, company: fields.company, added: true, announce })
      } else {
        await updateClient(clientId, fields, userId)
        setEdited(null)
        await announce({ icon: 'success', title: SUCCESS.clientUpdated, button: 'Close' })
        onSaved({ clientId, company: fields.company, added: false, announce })
      }
    } finally {
      setSaving(false)
    }
  }

  const remove = async () => {
    if (clientId === null) return
    const sure = await showConfirm({ title: deleteConfirmText(draft.company), yes: 'Yes, Delete' })
    if (!sure) return
    const announce = await beginSave()
    await deleteClient(clientId, draft.company, userId)
    await announce({ icon: 'success', title: SUCCESS.clientDeleted, button: 'See client list' })
    onDeleted()
  }

  const addFormContacts = async (added: ContactFields[]) => {
    if (adding) {
      setDraftContacts((current) => [
        ...current,
        ...added.map((fields, index) => ({
          key: -(current.length + index + 1),
          fields,
          sync: 'synced' as const,
        })),
      ])
    } else {
      await addContacts(clientId, added, userId)
    }
  }

  const editFormContact = async (key: number, fields: ContactFields) => {
    if (adding) {
      setDraftContacts((current) =>
        current.map((contact) => (contact.key === key ? { ...contact, fields } : contact)),
      )
    } else {
      const announce = await beginSave()
      await updateContact(key, clientId, fields, userId)
      void announce({ icon: 'success', title: SUCCESS.contactUpdated, button: 'Close' })
    }
  }

  const removeFormContact = async (key: number) => {
    if (adding) setDraftContacts((current) => current.filter((contact) => contact.key !== key))
    else await deleteContact(key, clientId, userId)
  }

  const mayDelete = !adding && rights.canDelete(row?.relManagers)
  const buttons = clientFormButtons(mode).filter((button) =>
    button === 'delete' ? mayDelete : button === 'back' || rights.canEdit,
  )
  return (
    <FormFrame
      title={CLIENT_FORM_TITLE[mode]}
      onBack={onBack}
      mark={
        clientId !== null && (
          <ClientSyncMark
            state={clientState}
            name={draft.company}
            onOpen={() => setSyncOf({ key: `clients:${clientId}`, name: draft.company })}
          />
        )
      }
      actions={
        <>
          {buttons.includes('delete') && (
            <Button variant="danger" onClick={() => void remove()}>
              Delete
            </Button>
          )}
          {buttons.includes('edit') && (
            <Button
              onClick={() => {
                setEdited(null)
                onModeChange(clientModeAfterEdit(mode))
              }}
            >
              Edit
            </Button>
          )}
          {buttons.includes('save') && (
            <Button onClick={() => void save()} loading={saving}>
              Save
            </Button>
          )}
        </>
      }
    >
      {clientState === 'conflict' && (
        <div
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          role="status"
          data-testid="client-conflict"
        >
          Someone changed this client on the server while you edited it.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => setSyncOf({ key: `clients:${clientId}`, name: draft.company })}
          >
            Compare and choose a version
          </button>
        </div>
      )}
      <CompanyInfoSection
        draft={draft}
        errors={errors}
        disabled={disabled}
        industries={industries}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      />
      <RelManagerSection
        relManagers={draft.relManagers}
        disabled={disabled}
        canEdit={rights.canEdit}
        onChange={(relManagers) => setDraft((current) => ({ ...current, relManagers }))}
      />
      <ContactSection
        contacts={contacts}
        disabled={disabled}
        canEdit={rights.canEdit}
        canRemove={adding || mayDelete}
        company={draft.company}
        onAdd={(added) => void addFormContacts(added)}
        onEdit={(key, fields) => void editFormContact(key, fields)}
        onRemove={(key) => void removeFormContact(key)}
        notice={
          contactsStatus === 'here' ? undefined : <CompanyContactsNote status={contactsStatus} />
        }
        onOpenSync={(key) =>
          setSyncOf({
            key: `contacts:${key}`,
            name: contacts.find((contact) => contact.key === key)?.fields.name ?? '',
          })
        }
      />
      {syncOf && (
        <EntitySyncDialog
          name={syncOf.name}
          entity={states.get(syncOf.key)}
          onClose={() => setSyncOf(null)}
        />
      )}
    </FormFrame>
  )
}
