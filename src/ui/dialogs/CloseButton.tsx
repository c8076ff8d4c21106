import { CloseIcon } from '../icons.tsx'

/** The × of a dialog (DialogHeader puts it at the title's right): the one close button, 'Close'. */
export function CloseButton({
  onClick,
  className = '',
}: {
  onClick: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Close"
      title="Close"
      data-dialog-close
      className={`shrink-0 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      <CloseIcon className="size-5" />
    </button>
  )
}
