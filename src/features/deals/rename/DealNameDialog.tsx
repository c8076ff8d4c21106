/** The deal name edit modal: the name, then Save ('Deal successfully updated'). */
import { useState } from 'react'
import { DEAL_NAME_MAX } from '../../../contract/deals.ts'
import { SUCCESS } from '../../../domain/messages.ts'
import { DialogFrame } from '../../../ui/dialogs/DialogFrame.tsx'
import { TextField } from '../../../ui/TextField.tsx'
import { CancelSave } from '../../../ui/dialogs/CancelSave.tsx'
import type { DealSectionProps } from '../../../entities/deals/dealSectionProps.ts'
import { renameArgsOf, renameDeal } from './renameCommands.ts'
import { beginSave } from '../../sync/index.ts'

export const DEAL_NAME_DIALOG_WIDTH = 500

interface DealNameDialogProps extends DealSectionProps {
  onClose: () => void
}

export function DealNameDialog({ detail, card, header, profile, onClose }: DealNameDialogProps) {
  const [name, setName] = useState(header.name)
  const [saving, setSaving] = useState(false)
  const changed = name.trim() !== '' && name.trim() !== header.name
  const save = async () => {
    setSaving(true)
    const announce = await beginSave()
    try {
      await renameDeal(renameArgsOf(detail, card, name), profile.id)
    } finally {
      setSaving(false)
    }
    onClose()
    await announce({ icon: 'success', title: SUCCESS.dealUpdated, button: 'Close' })
  }
  return (
    <DialogFrame
      title="Deal name"
      width={DEAL_NAME_DIALOG_WIDTH}
      onClose={onClose}
      onSubmit={() => {
        if (changed && !saving) void save()
      }}
    >
      <TextField
        className="mt-4"
        label="Deal name"
        required
        maxLength={DEAL_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <CancelSave onCancel={onClose} saveDisabled={!changed} saving={saving} />
    </DialogFrame>
  )
}
