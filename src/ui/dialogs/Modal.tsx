import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
import type { ReactNode } from 'react'
import { dialogWidth } from './dialogStore.ts'

interface ModalProps {
  open: boolean
  onClose: () => void
  /** In px, kept within 300..1100 (and the viewport). */
  width?: number
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
  className?: string
}

/** The frame of every dialog: focus trap, Escape and outside click close, scroll lock. */
export function Modal({ open, onClose, width = 400, role, children, className = '' }: ModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={role}
      className="fixed inset-0 z-50 overflow-y-auto"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/45 transition-opacity duration-150 ease-out data-closed:opacity-0"
      />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel
          transition
          style={{ width: `min(${dialogWidth(width)}px, 100%)` }}
          className={`rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/5 transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0 ${className}`}
        >
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
