/**
 * A visit opened from the global search, over the current screen: the Sales visit dialog on its
 * whole visit (as the deal journal's Edit opens it), or read only (as the Sales visit table's
 * view icon shows it). Loaded with its first use.
 */
import { useState } from 'react'
import { VisitViewDialog } from '../account/index.ts'
import { VisitDialog } from '../visits/index.ts'
import type { VisitOpening } from './visitOpening.ts'

interface SearchVisitDialogProps {
  opening: VisitOpening
  userId: number
  onClose: () => void
}

export function SearchVisitDialog({ opening, userId, onClose }: SearchVisitDialogProps) {
  const [form, setForm] = useState(opening.mode === 'edit' ? opening.source.form : null)
  if (opening.mode === 'view' || form === null) {
    return <VisitViewDialog row={opening.row} onClose={onClose} />
  }
  return (
    <VisitDialog
      target={opening.source.target}
      visitId={opening.row.visitId}
      form={form}
      onFormChange={setForm}
      userId={userId}
      onClose={onClose}
      onSaved={onClose}
      knownContacts={opening.source.knownContacts}
    />
  )
}
