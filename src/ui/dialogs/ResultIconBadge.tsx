import {
  CheckCircleIcon,
  CloudOffIcon,
  ErrorCircleIcon,
  LockIcon,
  QuestionCircleIcon,
  WarningIcon,
} from '../icons.tsx'
import type { DialogIcon } from './dialogStore.ts'

const LOOK: Record<DialogIcon, { label: string; className: string; Icon: typeof LockIcon }> = {
  error: { label: 'Error', className: 'bg-red-50 text-red-600', Icon: ErrorCircleIcon },
  authorisation: {
    label: 'Not authorised',
    className: 'bg-amber-50 text-amber-600',
    Icon: LockIcon,
  },
  success: { label: 'Success', className: 'bg-emerald-50 text-emerald-600', Icon: CheckCircleIcon },
  waiting: {
    label: 'Saved on this device',
    className: 'bg-sky-50 text-sky-600',
    Icon: CloudOffIcon,
  },
  warning: { label: 'Warning', className: 'bg-amber-50 text-amber-600', Icon: WarningIcon },
  question: {
    label: 'Question',
    className: 'bg-brand-50 text-brand-700',
    Icon: QuestionCircleIcon,
  },
}

/** The round icon on top of a message dialog (result, alert, confirm), by its kind. */
export function ResultIconBadge({ icon }: { icon: DialogIcon }) {
  const { label, className, Icon } = LOOK[icon]
  return (
    <div
      role="img"
      aria-label={label}
      data-icon={icon}
      className={`mx-auto flex size-14 items-center justify-center rounded-full ${className}`}
    >
      <Icon className="size-8" />
    </div>
  )
}
