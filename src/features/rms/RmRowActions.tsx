/**
 * The Action column of the Relationship Manager List: view, edit, delete and export (Excel), each
 * with a label. Edit and delete are disabled for a role that may not manage RMs.
 */
import { RowActionButton, RowActionGroup } from '../../ui/RowActionButton.tsx'

interface RmRowActionsProps {
  name: string
  mayManage: boolean
  onView: () => void
  onEdit: () => void
  onDelete: () => void
  onExport: () => void
}

export function RmRowActions(props: RmRowActionsProps) {
  const { name, mayManage, onView, onEdit, onDelete, onExport } = props
  return (
    <RowActionGroup>
      <RowActionButton action="View" name={name} onClick={onView} />
      <RowActionButton action="Edit" name={name} onClick={onEdit} disabled={!mayManage} />
      <RowActionButton action="Delete" name={name} onClick={onDelete} disabled={!mayManage} />
      <RowActionButton action="Export" name={name} onClick={onExport} />
    </RowActionGroup>
  )
}
