import { Button } from '../Button.tsx'
import type { AlertOptions } from './dialogStore.ts'
import { MessageDialog } from './MessageDialog.tsx'

interface AlertDialogProps {
  options: AlertOptions
  onClose: () => void
}

export function AlertDialog({ options, onClose }: AlertDialogProps) {
  return (
    <MessageDialog
      icon={options.icon ?? 'warning'}
      title={options.title}
      message={options.message && <p>{options.message}</p>}
      width={options.width}
      role="alertdialog"
      onClose={onClose}
    >
      <Button onClick={onClose}>{options.button ?? 'Close'}</Button>
    </MessageDialog>
  )
}
