/**
 * A dialog that is one form: the close button in its corner, and Enter or the submit button
 * calls `onSubmit` (the browser's own validation is off: the form shows its own errors).
 */
import type { ReactNode } from 'react'
import { CloseButton } from './CloseButton.tsx'
import { Modal } from './Modal.tsx'

interface FormModalProps {
  width: number
  onClose: () => void
  onSubmit: () => void
  /** The form's stable data- attributes. */
  hooks?: Readonly<Record<`data-${string}`, string>>
  /** In the dialog after the form: a nested dialog, whose submit would bubble into this form. */
  after?: ReactNode
  children: ReactNode
}

export function FormModal({ width, onClose, onSubmit, hooks, after, children }: FormModalProps) {
  return (
    <Modal open onClose={onClose} width={width}>
      <form
        className="relative px-6 pt-6 pb-5"
        {...hooks}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <CloseButton onClick={onClose} />
        {children}
      </form>
      {after}
    </Modal>
  )
}
