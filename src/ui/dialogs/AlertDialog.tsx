import { DialogTitle } from '@headlessui/react'
import { Button } from '../Button.tsx'
import type { AlertOptions } from './dialogStore.ts'
import { Modal } from './Modal.tsx'

interface AlertDialogProps {
  options: AlertOptions
  onClose: () => void
}

export function AlertDialog({ options, onClose }: AlertDialogProps) {
  return (
    <Modal open onClose={onClose} width={options.width ?? 400} role="alertdialog">
      <div className="px-6 pt-6 pb-5">
        <DialogTitle className="text-lg font-semibold text-slate-900">{options.title}</DialogTitle>
        {options.message && (
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{options.message}</p>
        )}
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{options.button ?? 'Close'}</Button>
        </div>
      </div>
    </Modal>
  )
}
