import { DialogTitle } from '@headlessui/react'
import { CONFIRM } from '../../domain/messages.ts'
import { Button } from '../Button.tsx'
import type { ConfirmOptions } from './dialogStore.ts'
import { Modal } from './Modal.tsx'

interface ConfirmDialogProps {
  options: ConfirmOptions
  onClose: (confirmed: boolean) => void
}

export function ConfirmDialog({ options, onClose }: ConfirmDialogProps) {
  return (
    <Modal open onClose={() => onClose(false)} width={options.width ?? 400} role="alertdialog">
      <div className="px-6 pt-6 pb-5">
        <DialogTitle className="text-lg font-semibold text-slate-900">{options.title}</DialogTitle>
        {options.text && (
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{options.text}</p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onClose(false)}>
            {options.no ?? CONFIRM.cancel}
          </Button>
          <Button onClick={() => onClose(true)}>{options.yes}</Button>
        </div>
      </div>
    </Modal>
  )
}
