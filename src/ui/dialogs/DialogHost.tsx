import { AlertDialog } from './AlertDialog.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { ResultModal } from './ResultModal.tsx'
import { useOpenDialogs } from './useDialogs.ts'

/** Renders the dialogs opened through the imperative API, newest on top. */
export function DialogHost() {
  const dialogs = useOpenDialogs()
  return dialogs.map((dialog) => {
    switch (dialog.kind) {
      case 'result':
        return <ResultModal key={dialog.id} options={dialog.options} onClose={dialog.settle} />
      case 'confirm':
        return <ConfirmDialog key={dialog.id} options={dialog.options} onClose={dialog.settle} />
      case 'alert':
        return (
          <AlertDialog key={dialog.id} options={dialog.options} onClose={() => dialog.settle()} />
        )
    }
  })
}
