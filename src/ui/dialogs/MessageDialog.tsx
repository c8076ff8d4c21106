/**
 * The one frame of the message dialogs (result, alert, confirm): the icon of its kind, the title,
 * the message, then its buttons. They close with their buttons or Escape (no ×: the footer button
 * is the answer).
 */
import { DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { DIALOG_TITLE_CLASS } from './DialogHeader.tsx'
import type { DialogIcon } from './dialogStore.ts'
import { Modal } from './Modal.tsx'
import { ResultIconBadge } from './ResultIconBadge.tsx'

interface MessageDialogProps {
  icon: DialogIcon
  title: string
  /** Under the title. */
  message?: ReactNode
  width?: number
  role?: 'dialog' | 'alertdialog'
  onClose: () => void
  /** The footer buttons. */
  children: ReactNode
}

export function MessageDialog(props: MessageDialogProps) {
  const { icon, title, message, width = 400, role, onClose, children } = props
  return (
    <Modal open onClose={onClose} width={width} role={role}>
      <div className="px-6 pt-7 pb-6 text-center">
        <ResultIconBadge icon={icon} />
        <DialogTitle className={`mt-4 ${DIALOG_TITLE_CLASS}`}>{title}</DialogTitle>
        {message && <div className="mt-2 text-sm leading-relaxed text-slate-600">{message}</div>}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row [&>*]:flex-1">{children}</div>
      </div>
    </Modal>
  )
}
