import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
import type { ReactNode } from 'react'
import { dialogWidth } from './dialogStore.ts'

interface ModalProps {
  open: boolean
  onClose: () => void
  /** In px, kept within 300..1100 (and the viewport). */
  width?: number
  role?: 'dialog' | 'alertdialog'
  /** The dialog's accessible name when it has no DialogTitle (a screen's form shown in it). */
  label?: string
  children: ReactNode
  className?: string
}

/**
 * The frame of every dialog: focus trap, Escape and outside click close, scroll lock, and the one
 * backdrop (the page behind dims and blurs clearly). Titled dialogs put DialogFrame (or
 * MessageDialog) in it rather than using it directly.
 */
export function Modal(props: ModalProps) {
  const { open, onClose, width = 400, role, label, children, className = '' } = props
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={role}
      aria-label={label}
      className="fixed inset-0 z-50 overflow-y-auto"
    >
      <DialogBackdrop
        transition
        data-dialog-backdrop
        className="fixed inset-0 bg-slate-900/60 backdrop-blur-[2px] transition duration-150 ease-out data-closed:opacity-0"
      />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel
          transition
          style={{ width: `min(${dialogWidth(width)}px, 100%)` }}
          className={`rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0 ${className}`}
        >
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
