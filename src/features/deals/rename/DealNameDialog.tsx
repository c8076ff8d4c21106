/** The deal name edit modal: the name, then Save ('Deal successfully updated'). */
import { DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { DEAL_NAME_MAX } from '../../../contract/deals.ts'
import { SUCCESS } from '../../../domain/messages.ts'
import { Modal } from '../../../ui/dialogs/Modal.tsx'
import { TextField } from '../../../ui/TextField.tsx'
import { CancelSave } from '../../../ui/dialogs/CancelSave.tsx'
import type { DealSectionProps } from '../dealSectionProps.ts'
import { renameArgsOf, renameDeal } from './renameCommands.ts'
import { beginSave } from '../../sync/announceSave.ts'

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
    <Modal open onClose={onClose} width={DEAL_NAME_DIALOG_WIDTH}>
      <form
        className="px-6 pt-6 pb-5"
        onSubmit={(event) => {
          event.preventDefault()
          if (changed) void save()
        }}
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">Deal name</DialogTitle>
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
      </form>
    </Modal>
  )
}
