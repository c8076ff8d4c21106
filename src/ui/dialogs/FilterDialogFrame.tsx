/**
 * The frame of every filter dialog (300 px): title 'Filter', the fields, then Reset filter (puts
 * the draft back to "all", nothing applied yet) and Save (applies it).
 */
import type { ReactNode } from 'react'
import { Button } from '../Button.tsx'
import { DialogFrame } from './DialogFrame.tsx'

export const FILTER_DIALOG_WIDTH = 300

interface FilterDialogFrameProps {
  onSave: () => void
  onReset: () => void
  onClose: () => void
  children: ReactNode
}

export function FilterDialogFrame({ onSave, onReset, onClose, children }: FilterDialogFrameProps) {
  return (
    <DialogFrame title="Filter" width={FILTER_DIALOG_WIDTH} onClose={onClose} onSubmit={onSave}>
      <div className="mt-4 space-y-4">{children}</div>
      <div className="mt-6 flex justify-between gap-2">
        <Button variant="ghost" onClick={onReset}>
          Reset filter
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </DialogFrame>
  )
}
