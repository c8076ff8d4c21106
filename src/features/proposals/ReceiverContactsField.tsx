/**
 * Receiver client: several contacts of the deal's client, from the local contacts table; Add new
 * contact opens the Add Contact dialog, whose new contacts (temp ids offline) are chosen at once.
 */
import { useId, useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import { Button } from '../../ui/Button.tsx'
import { AddContactDialog } from '../clients/AddContactDialog.tsx'
import { useClientContacts } from '../clients/useClientsData.ts'

const withKnown = (held: readonly { id: number; name: string }[], known: readonly IdText[]) => {
  const ids = new Set(held.map((contact) => contact.id))
  const extra = known.filter((contact) => !ids.has(contact.id))
  return [...held, ...extra.map((contact) => ({ id: contact.id, name: contact.text }))]
}

interface ReceiverContactsFieldProps {
  clientId: number
  /** Contacts the deal names, offered while this device does not hold the client's list. */
  known: readonly IdText[]
  selected: readonly number[]
  disabled: boolean
  onChange: (contactIds: number[]) => void
}

export function ReceiverContactsField({
  clientId,
  known,
  selected,
  disabled,
  onChange,
}: ReceiverContactsFieldProps) {
  const held = useClientContacts(clientId)
  const contacts = held && withKnown(held, known)
  const [adding, setAdding] = useState(false)
  const labelId = useId()
  const shown = new Set((contacts ?? []).map((contact) => contact.id))
  const unknown = selected.filter((id) => !shown.has(id))
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((each) => each !== id))
  return (
    <div role="group" aria-labelledby={labelId}>
      <div className="mb-1.5 flex items-center justify-between">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          Receiver client
        </span>
        {!disabled && (
          <Button variant="ghost" className="h-7 px-2 text-xs" onClick={() => setAdding(true)}>
            Add new contact
          </Button>
        )}
      </div>
      <div className="max-h-32 overflow-y-auto rounded-lg px-3 py-2 ring-1 ring-slate-300 ring-inset">
        {contacts === undefined ? (
          <p className="text-sm text-slate-500">Loading contacts...</p>
        ) : contacts.length === 0 && unknown.length === 0 ? (
          <p className="text-sm text-slate-500">No options</p>
        ) : (
          <>
            {contacts.map((contact) => (
              <label
                key={contact.id}
                className="flex items-center gap-2 py-0.5 text-sm text-slate-700"
              >
                <input
                  type="checkbox"
                  className="accent-brand-700"
                  disabled={disabled}
                  checked={selected.includes(contact.id)}
                  onChange={(event) => toggle(contact.id, event.target.checked)}
                />
                {contact.name}
              </label>
            ))}
            {unknown.map((id) => (
              <label key={id} className="flex items-center gap-2 py-0.5 text-sm text-slate-500">
                <input
                  type="checkbox"
                  className="accent-brand-700"
                  disabled={disabled}
                  checked
                  onChange={() => toggle(id, false)}
                />
                Contact {id}
              </label>
            ))}
          </>
        )}
      </div>
      <AddContactDialog
        open={adding}
        clientId={clientId}
        onClose={() => setAdding(false)}
        onSave={(_contacts, contactIds) => onChange([...selected, ...contactIds])}
      />
    </div>
  )
}
