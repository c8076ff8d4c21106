import { Button } from '../Button.tsx'

interface CancelSaveProps {
  onCancel: () => void
  /** Without it, Save submits the dialog's form. */
  onSave?: () => void
  saveDisabled?: boolean
  saving?: boolean
}

/** A dialog's Cancel and Save buttons, at its bottom right. */
export function CancelSave({ onCancel, onSave, saveDisabled, saving }: CancelSaveProps) {
  return (
    <div className="mt-5 flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onSave ? 'button' : 'submit'}
        onClick={onSave}
        disabled={saveDisabled}
        loading={saving}
      >
        Save
      </Button>
    </div>
  )
}
