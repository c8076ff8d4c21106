import { CloseIcon } from '../icons.tsx'

/** The × in a dialog's top right corner (its parent is `relative`). */
export function CloseButton({ onClick, label = 'Close' }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute top-3 right-3 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
    >
      <CloseIcon className="size-5" />
    </button>
  )
}
