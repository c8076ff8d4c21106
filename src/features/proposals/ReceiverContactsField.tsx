/**
 * Receiver client: several contacts of the deal's client, from the local contacts table, in the
 * app's one multi-select; Add new contact opens the Add Contact dialog, whose new contacts (temp
 * ids offline) are chosen at once.
 */
import { useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import { Button } from '../../ui/Button.tsx'
import { MultiSelectField } from '../../ui/MultiSelectField.tsx'
import { AddContactDialog, CompanyContactsOnDevice, useClientContacts } from '../clients/index.ts'

/** The client's contacts held here, the ones the deal names, then chosen ones known by id only. */
const receiverOptions = (
  held: readonly { id: number; name: string }[],
  known: readonly IdText[],
  selected: readonly number[],
): IdText[] => {
  const options = held.map((contact) => ({ id: contact.id, text: contact.name }))
  const ids = new Set(options.map((option) => option.id))
  for (const contact of known) {
    if (ids.has(contact.id)) continue
    ids.add(contact.id)
    options.push(contact)
  }
  for (const id of selected) if (!ids.has(id)) options.push({ id, text: `Contact ${id}` })
  return options
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
  const [adding, setAdding] = useState(false)
  return (
    <div>
      <MultiSelectField
        label="Receiver client"
        options={receiverOptions(held ?? [], known, selected)}
        value={selected}
        disabled={disabled}
        placeholder={held === undefined ? 'Loading contacts...' : 'Select'}
        onChange={onChange}
      />
      <CompanyContactsOnDevice clientId={clientId} />
      {!disabled && (
        <Button variant="ghost" className="mt-1 h-7 px-2 text-xs" onClick={() => setAdding(true)}>
          Add new contact
        </Button>
      )}
      <AddContactDialog
        open={adding}
        clientId={clientId}
        onClose={() => setAdding(false)}
        onSave={(_contacts, contactIds) => onChange([...selected, ...contactIds])}
      />
    </div>
  )
}
