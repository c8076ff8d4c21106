/**
 * One icon button of a table's Action column (view, edit, delete, export): named by its action
 * and the row ('Edit PT Maju'), with a tooltip, and a red hover for destructive ones.
 */
import type { ComponentType, ReactNode } from 'react'
import { DownloadIcon, EditIcon, TrashIcon, ViewIcon } from './actionIcons.tsx'

const ACTIONS = {
  View: { Icon: ViewIcon, title: 'View', danger: false },
  Edit: { Icon: EditIcon, title: 'Edit', danger: false },
  Delete: { Icon: TrashIcon, title: 'Delete', danger: true },
  Export: { Icon: DownloadIcon, title: 'Export to excel', danger: false },
} satisfies Record<
  string,
  { Icon: ComponentType<{ className?: string }>; title: string; danger: boolean }
>

interface RowActionButtonProps {
  action: keyof typeof ACTIONS
  /** What the row is ('PT Maju', 'sales visit PT Maju'). */
  name: string
  onClick: () => void
  disabled?: boolean
  /** The tooltip, when it should say more than the action (why it is disabled). */
  title?: string
}

const BUTTON =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40'

export function RowActionButton({ action, name, onClick, disabled, title }: RowActionButtonProps) {
  const { Icon, title: actionTitle, danger } = ACTIONS[action]
  return (
    <button
      type="button"
      className={danger ? `${BUTTON} hover:text-red-700` : BUTTON}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${action} ${name}`}
      title={title ?? actionTitle}
    >
      <Icon className="size-4.5" />
    </button>
  )
}

/** The row of action buttons. */
export function RowActionGroup({ children }: { children: ReactNode }) {
  return <div className="flex items-center gap-0.5">{children}</div>
}
