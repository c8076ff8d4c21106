/**
 * The Action column of the client tables: view (or see), edit and delete, each with a label.
 * Edit and Delete are left out for those who may not make them (permissions.ts canEditClient,
 * canDeleteClient): a read-only person sees View alone.
 */
import { EditIcon, TrashIcon, ViewIcon } from '../../ui/actionIcons.tsx'

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

const button =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40'

export function RowActions(props: RowActionsProps) {
  const { name, onView, onEdit, onDelete, disabled = false } = props
  const { canEdit = true, canDelete = true } = props
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
      {canEdit && (
        <button
          type="button"
          className={button}
          onClick={onEdit}
          disabled={disabled}
          aria-label={`Edit ${name}`}
          title="Edit"
        >
          <EditIcon className="size-4.5" />
        </button>
      )}
      {canDelete && (
        <button
          type="button"
          className={`${button} hover:text-red-700`}
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Delete ${name}`}
          title="Delete"
        >
          <TrashIcon className="size-4.5" />
        </button>
      )}
    </div>
  )
}
