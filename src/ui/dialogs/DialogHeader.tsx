import { DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { CloseButton } from './CloseButton.tsx'

/** The title style of every dialog (DialogHeader's and MessageDialog's). */
export const DIALOG_TITLE_CLASS = 'text-lg font-semibold text-slate-900'

interface DialogHeaderProps {
  /** The dialog's title: its accessible name. */
  title: ReactNode
  /** A line under the title (e.g. the deal the dialog is about). */
  subtitle?: ReactNode
  onClose: () => void
}

/** The one header of a titled dialog: the title (DialogTitle) and the × ('Close') at its right. */
export function DialogHeader({ title, subtitle, onClose }: DialogHeaderProps) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1 pt-0.5">
        <DialogTitle className={DIALOG_TITLE_CLASS}>{title}</DialogTitle>
        {subtitle && <div className="mt-0.5 text-sm text-slate-500">{subtitle}</div>}
      </div>
      <CloseButton onClick={onClose} className="-mt-1 -mr-2" />
    </div>
  )
}
