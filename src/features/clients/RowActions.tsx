/**
 * The Action column of the client tables: view (or see), edit and delete, each with a label.
 * Edit and Delete are left out for those who may not make them (permissions.ts canEditClient,
 * canDeleteClient): a read-only person sees View alone.
 */
import { RowActionButton, RowActionGroup } from '../../ui/RowActionButton.tsx'

interface RowActionsProps {
  name: string
  onView: () => void
  onEdit: () => void
  onDelete: () => void
  disabled?: boolean
  /** Whether the person may edit the row (Edit shown); true unless told. */
  canEdit?: boolean
  /** Whether the person may delete the row (Delete shown); true unless told. */
  canDelete?: boolean
}

export function RowActions(props: RowActionsProps) {
  const { name, onView, onEdit, onDelete, disabled = false } = props
  const { canEdit = true, canDelete = true } = props
  return (
    <RowActionGroup>
      <RowActionButton action="View" name={name} onClick={onView} />
      {canEdit && (
        <RowActionButton action="Edit" name={name} onClick={onEdit} disabled={disabled} />
      )}
      {canDelete && (
        <RowActionButton action="Delete" name={name} onClick={onDelete} disabled={disabled} />
      )}
    </RowActionGroup>
  )
}
