/**
 * The client form's List contact table: Name, Email, Phone No., Valid (Yes/No), Departement,
 * Position; search by name; Add, edit, remove (with the delete confirmation). Add and edit are left
 * out for those who may not edit clients, remove for those who may not delete the company's
 * contacts (permissions.ts canEditClient, canDeleteContact).
 */
import { useMemo, useState, type ReactNode } from 'react'
import { contactMatchesSearch, validLabel } from '../../domain/contacts.ts'
import { deleteConfirmText } from '../../domain/messages.ts'
import { formatPhone } from '../../domain/phone.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import type { ContactFields } from '../../entities/contacts/contactOps.ts'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { AddContactDialog } from './AddContactDialog.tsx'
import { ClientSyncMark } from './ClientSyncMark.tsx'
import { EditIcon, TrashIcon } from '../../ui/actionIcons.tsx'

export interface FormContact {
  /** The contact's id (a temp id too), or a negative draft key while the company is being added. */
  key: number
  fields: ContactFields
  sync: EntitySyncState
}

interface ContactSectionProps {
  contacts: readonly FormContact[]
  disabled: boolean
  /** May add and edit contacts (Add and the edit buttons shown). */
  canEdit: boolean
  /** May remove contacts (the remove buttons shown). */
  canRemove: boolean
  company: string
  onAdd: (contacts: ContactFields[]) => void
  onEdit: (key: number, contact: ContactFields) => void
  onRemove: (key: number) => void
  onOpenSync: (key: number) => void
  /** What it says of contacts not on this device (CompanyContactsNote), when it says anything. */
  notice?: ReactNode
}

export function ContactSection(props: ContactSectionProps) {
  const { contacts, disabled, canEdit, canRemove, company, onAdd, onEdit, onRemove, onOpenSync } =
    props
  const { notice } = props
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<FormContact | null>(null)
  const shown = useMemo(
    () => contacts.filter((contact) => contactMatchesSearch(contact.fields, search)),
    [contacts, search],
  )
  const iconButton =
    'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <section aria-labelledby="contacts-title" className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="contacts-title" className="text-sm font-semibold text-slate-900">
          List contact
        </h3>
        <div className="flex items-center gap-2">
          <input
            type="search"
            aria-label="Search contact name"
            placeholder="Search name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="block h-8 w-48 rounded-lg border-0 px-3 text-sm shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
          {canEdit && (
            <Button
              variant="secondary"
              className="h-8 px-3"
              disabled={disabled}
              onClick={() => setAdding(true)}
            >
              <PlusIcon className="size-4" />
              Add
            </Button>
          )}
        </div>
      </div>
      {notice && <div className="mt-2">{notice}</div>}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm" data-testid="form-contact-table">
          <thead className="text-xs text-slate-500">
            <tr>
              {['Name', 'Email', 'Phone No.', 'Valid', 'Departement', 'Position', 'Action'].map(
                (header) => (
                  <th key={header} scope="col" className="pr-3 pb-1.5 font-semibold">
                    {header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.length === 0 ? (
              <tr>
                <td colSpan={7} className="py-4 text-center text-slate-500">
                  {contacts.length > 0
                    ? 'No contact matches this name'
                    : notice
                      ? 'No contact on this device'
                      : 'No contact yet'}
                </td>
              </tr>
            ) : (
              shown.map((contact) => (
                <tr key={contact.key} data-testid="form-contact-row">
                  <td className="py-2 pr-3 text-slate-900">
                    <span className="flex items-center gap-2">
                      {contact.fields.salutation !== '-' && `${contact.fields.salutation} `}
                      {contact.fields.name}
                      <ClientSyncMark
                        state={contact.sync}
                        name={contact.fields.name}
                        onOpen={() => onOpenSync(contact.key)}
                      />
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-slate-700">{contact.fields.email || '-'}</td>
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-700">
                    {formatPhone(contact.fields.phone) || '-'}
                  </td>
                  <td className="py-2 pr-3 text-slate-700">{validLabel(contact.fields.valid)}</td>
                  <td className="py-2 pr-3 text-slate-700">{contact.fields.department}</td>
                  <td className="py-2 pr-3 text-slate-700">{contact.fields.position || '-'}</td>
                  <td className="py-1">
                    {canEdit && (
                      <button
                        type="button"
                        className={iconButton}
                        disabled={disabled}
                        onClick={() => setEditing(contact)}
                        aria-label={`Edit ${contact.fields.name}`}
                      >
                        <EditIcon className="size-4" />
                      </button>
                    )}
                    {canRemove && (
                      <button
                        type="button"
                        className={iconButton}
                        disabled={disabled}
                        aria-label={`Remove ${contact.fields.name}`}
                        onClick={async () => {
                          const sure = await showConfirm({
                            title: deleteConfirmText(contact.fields.name),
                            yes: 'Yes, Delete',
                          })
                          if (sure) onRemove(contact.key)
                        }}
                      >
                        <TrashIcon className="size-4" />
                      </button>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <AddContactDialog
        open={adding && canEdit}
        company={company}
        onClose={() => setAdding(false)}
        onSave={(added) => onAdd(added)}
      />
      <AddContactDialog
        open={editing !== null && canEdit}
        company={company}
        editing={editing ? { contactId: editing.key, contact: editing.fields } : null}
        onClose={() => setEditing(null)}
        onSave={([changed]) => {
          if (editing && changed) onEdit(editing.key, changed)
        }}
      />
    </section>
  )
}
