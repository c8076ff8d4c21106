/**
 * The Add Contact dialog (sales-activity-spec "Add Contact dialog", core-spec "Contact editor"),
 * 1100 px wide, reused by the client form, the add deal form, the visit and the proposal dialogs.
 * Adding: rows of contacts, with an extra blank row when the last row's position field is focused;
 * editing: one contact. Blank rows are ignored; a row missing a required field (valid, salutation,
 * name, phone, department) or with a bad email stops the save and is marked.
 *
 * With `clientId` the dialog saves itself through the outbox (works offline, also for a company
 * created offline) and answers the new contacts' ids; without it, `onSave` receives the rows.
 * Someone who may not edit clients (permissions.ts canEditClient) sees the rows disabled, with no
 * Add row and no Save.
 */
import { useState } from 'react'
import {
  contactRowsForSave,
  newContactRow,
  type ContactRow,
  type ContactRowErrors,
} from '../../domain/contacts.ts'
import { SUCCESS } from '../../domain/messages.ts'
import { canEditClient, ROLE } from '../../domain/permissions.ts'
import { useSession } from '../../entities/session/useSession.ts'
import type { ContactFields } from '../../entities/contacts/contactOps.ts'
import { Button } from '../../ui/Button.tsx'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { addContacts, updateContact } from './clientCommands.ts'
import { contactFieldsOf, contactRowOf, rowsAfterPositionFocus } from './contactEditor.ts'
import { ContactEditorRow } from './ContactEditorRow.tsx'
import { beginSave } from '../sync/index.ts'

export const ADD_CONTACT_DIALOG_WIDTH = 1100

export interface AddContactDialogProps {
  open: boolean
  onClose: () => void
  /** The company the contacts belong to (a temp id too); omit to receive the rows in onSave. */
  clientId?: number | null
  /** Edit one existing contact (its id) instead of adding. */
  editing?: { contactId: number; contact: ContactFields } | null
  /** Called after a save: the rows saved, and their ids when the dialog saved them itself. */
  onSave?: (contacts: ContactFields[], contactIds: number[]) => void
  /** The company's name, shown in the title. */
  company?: string
}

const HEADERS = [
  'Valid',
  'Salutation',
  'Name',
  'Email',
  'Phone',
  'Department',
  'Position',
  '',
] as const
const COLUMN_WIDTHS = ['w-20', 'w-24', '', '', 'w-44', '', '', 'w-20'] as const
const REQUIRED = new Set(['Valid', 'Salutation', 'Name', 'Phone', 'Department'])

export function AddContactDialog(props: AddContactDialogProps) {
  if (!props.open) return null
  return <ContactDialogBody {...props} />
}

function ContactDialogBody({
  onClose,
  clientId = null,
  editing = null,
  onSave,
  company,
}: AddContactDialogProps) {
  const profile = useSession()?.profile
  const userId = profile?.id ?? 0
  const mayWrite = canEditClient({ roleId: profile?.roleId ?? ROLE.readOnly })
  const adding = editing === null
  const [rows, setRows] = useState<ContactRow[]>(() =>
    editing ? [contactRowOf(editing.contact)] : [newContactRow()],
  )
  const [errors, setErrors] = useState<Map<number, ContactRowErrors>>(new Map())
  const [saving, setSaving] = useState(false)

  const save = async () => {
    if (!mayWrite) return
    const check = contactRowsForSave(rows)
    if (!check.ok) {
      setErrors(new Map(check.errors.map(({ index, errors: rowErrors }) => [index, rowErrors])))
      return
    }
    setErrors(new Map())
    const contacts = check.contacts.map(contactFieldsOf)
    if (contacts.length === 0) return
    setSaving(true)
    const announce = await beginSave()
    try {
      let ids: number[] = []
      if (clientId !== null && editing) {
        await updateContact(editing.contactId, clientId, contacts[0]!, userId)
        ids = [editing.contactId]
        void announce({ icon: 'success', title: SUCCESS.contactUpdated, button: 'Close' })
      } else if (clientId !== null) {
        ids = await addContacts(clientId, contacts, userId)
      }
      onSave?.(contacts, ids)
      onClose()
    } finally {
      setSaving(false)
    }
  }

  return (
    <DialogFrame
      title={
        <>
          {adding ? 'Add Contact' : 'Edit Contact'}
          {company && <span className="ml-2 font-normal text-slate-500">· {company}</span>}
        </>
      }
      width={ADD_CONTACT_DIALOG_WIDTH}
      onClose={onClose}
      onSubmit={() => void save()}
      hooks={{ 'data-testid': 'add-contact-dialog' }}
    >
      <p className="mt-1 text-sm text-slate-500">
        Fields marked <span className="text-red-600">*</span> are required; empty rows are ignored.
      </p>
      <fieldset disabled={!mayWrite} className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[1000px] table-fixed text-left text-sm">
          <colgroup>
            {COLUMN_WIDTHS.map((width, index) => (
              <col key={index} className={width} />
            ))}
          </colgroup>
          <thead className="text-xs font-semibold text-slate-500">
            <tr>
              {HEADERS.map((header, index) => (
                <th key={index} scope="col" className="pr-2 pb-1.5 font-semibold">
                  {header}
                  {REQUIRED.has(header) && <span className="text-red-600"> *</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <ContactEditorRow
                key={index}
                index={index}
                row={row}
                errors={errors.get(index)}
                onChange={(next) =>
                  setRows((current) => current.map((old, i) => (i === index ? next : old)))
                }
                onRemove={
                  adding && rows.length > 1
                    ? () => setRows((current) => current.filter((_, i) => i !== index))
                    : null
                }
                onPositionFocus={() =>
                  setRows((current) => rowsAfterPositionFocus(current, index, adding))
                }
              />
            ))}
          </tbody>
        </table>
      </fieldset>
      {errors.size > 0 && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          Fill in the marked fields of{' '}
          {errors.size === 1 ? 'the contact' : `${errors.size} contacts`}.
        </p>
      )}
      <div className="mt-5 flex items-center justify-between gap-2">
        {adding && mayWrite ? (
          <Button
            variant="ghost"
            onClick={() => setRows((current) => [...current, newContactRow()])}
          >
            Add row
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {mayWrite && (
            <Button type="submit" loading={saving}>
              Save
            </Button>
          )}
        </div>
      </div>
    </DialogFrame>
  )
}
