/**
 * The Action column of the account tables: a view icon (always) and an edit icon, disabled with
 * its reason when the user may not edit the row.
 */
import { RowActionButton, RowActionGroup } from '../../ui/RowActionButton.tsx'

interface ViewEditActionsProps {
  /** What the row is, for the buttons' names ('sales visit PT Maju'). */
  name: string
  onView: () => void
  onEdit: () => void
  /** Why the row cannot be edited; undefined when it can (or it is not known yet). */
  editRefused?: string
}

export function ViewEditActions({ name, onView, onEdit, editRefused }: ViewEditActionsProps) {
  return (
    <RowActionGroup>
      <RowActionButton action="View" name={name} onClick={onView} />
      <RowActionButton
        action="Edit"
        name={name}
        onClick={onEdit}
        disabled={editRefused !== undefined}
        title={editRefused}
      />
    </RowActionGroup>
  )
}
