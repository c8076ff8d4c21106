import { CONFIRM } from '../../domain/messages.ts'
import { Button } from '../Button.tsx'
import type { ConfirmOptions } from './dialogStore.ts'
import { MessageDialog } from './MessageDialog.tsx'

interface ConfirmDialogProps {
  options: ConfirmOptions
  onClose: (confirmed: boolean) => void
}

export function ConfirmDialog({ options, onClose }: ConfirmDialogProps) {
  return (
    <MessageDialog
      icon="question"
      title={options.title}
      message={options.text && <p>{options.text}</p>}
      width={options.width}
      role="alertdialog"
      onClose={() => onClose(false)}
    >
      <Button variant="secondary" onClick={() => onClose(false)}>
        {options.no ?? CONFIRM.cancel}
      </Button>
      <Button onClick={() => onClose(true)}>{options.yes}</Button>
    </MessageDialog>
  )
}
