/**
 * The frame of every filter dialog (300 px): title 'Filter', the fields, then Reset filter (puts
 * the draft back to "all", nothing applied yet) and Save (applies it).
 */
import { DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { Button } from '../Button.tsx'
import { Modal } from './Modal.tsx'

export const FILTER_DIALOG_WIDTH = 300

interface FilterDialogFrameProps {
  onSave: () => void
  onReset: () => void
  onClose: () => void
  children: ReactNode
}

export function FilterDialogFrame({ onSave, onReset, onClose, children }: FilterDialogFrameProps) {
  return (
    <Modal open onClose={onClose} width={FILTER_DIALOG_WIDTH}>
      <form
        className="px-5 pt-5 pb-4"
        onSubmit={(event) => {
          event.preventDefault()
          onSave()
        }}
      >
        <DialogTitle className="text-base font-semibold text-slate-900">Filter</DialogTitle>
        <div className="mt-4 space-y-4">{children}</div>
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="ghost" onClick={onReset}>
            Reset filter
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Modal>
  )
}
