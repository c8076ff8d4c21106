/**
 * The Action column of the Relationship Manager List: view, edit, delete and export (Excel), each
 * with a label. Edit and delete are disabled for a role that may not manage RMs.
 */
import { DownloadIcon, EditIcon, TrashIcon, ViewIcon } from '../../ui/actionIcons.tsx'

interface RmRowActionsProps {
  name: string
  mayManage: boolean
  onView: () => void
  onEdit: () => void
  onDelete: () => void
  onExport: () => void
}

const button =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40'

export function RmRowActions(props: RmRowActionsProps) {
  const { name, mayManage, onView, onEdit, onDelete, onExport } = props
  return (
    <div className="flex items-center gap-0.5">
      <button
        type="button"
        className={button}
        onClick={onView}
        aria-label={`View ${name}`}
        title="View"
      >
        <ViewIcon className="size-4.5" />
      </button>
      <button
        type="button"
        className={button}
        onClick={onEdit}
        disabled={!mayManage}
        aria-label={`Edit ${name}`}
        title="Edit"
      >
        <EditIcon className="size-4.5" />
      </button>
      <button
        type="button"
        className={`${button} hover:text-red-700`}
        onClick={onDelete}
        disabled={!mayManage}
        aria-label={`Delete ${name}`}
        title="Delete"
      >
        <TrashIcon className="size-4.5" />
      </button>
      <button
        type="button"
        className={button}
        onClick={onExport}
        aria-label={`Export ${name}`}
        title="Export to excel"
      >
        <DownloadIcon className="size-4.5" />
      </button>
    </div>
  )
}
