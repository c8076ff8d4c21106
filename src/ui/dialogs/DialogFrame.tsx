/**
 * The frame of every titled dialog: Modal, the one header (title and the × 'Close'), then the
 * body. With `onSubmit` the body is one form: Enter or a submit button calls it (the browser's own
 * validation is off: the form shows its own errors), and its submit never reaches a form of the
 * dialog it was opened from (React passes events up through portals).
 */
import type { ReactNode } from 'react'
import { DialogHeader } from './DialogHeader.tsx'
import { Modal } from './Modal.tsx'

interface DialogFrameProps {
  title: ReactNode
  /** A line under the title. */
  subtitle?: ReactNode
  width: number
  onClose: () => void
  onSubmit?: () => void
  /** The body's stable data- attributes (the tests' hooks). */
  hooks?: Readonly<Record<`data-${string}`, string | boolean>>
  /** In the dialog after the body: a nested dialog, outside the body's form. */
  after?: ReactNode
  children: ReactNode
}

export function DialogFrame(props: DialogFrameProps) {
  const { title, subtitle, width, onClose, onSubmit, hooks, after, children } = props
  const header = <DialogHeader title={title} subtitle={subtitle} onClose={onClose} />
  return (
    <Modal open onClose={onClose} width={width}>
      {onSubmit ? (
        <form
          className="px-6 pt-5 pb-5"
          {...hooks}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            event.stopPropagation()
            onSubmit()
          }}
        >
          {header}
          {children}
        </form>
      ) : (
        <div className="px-6 pt-5 pb-5" {...hooks}>
          {header}
          {children}
        </div>
      )}
      {after}
    </Modal>
  )
}
