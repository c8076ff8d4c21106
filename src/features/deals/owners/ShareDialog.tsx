/**
 * The inner dialog of the Owners dialog: adds or edits one tribe or RM share. The options leave
 * out what the list already holds (except the row being edited); the amount is entered in the
 * list's mode and the other side is shown converted against the proposal value. Save is disabled
 * until a tribe or RM is chosen.
 */
import { useState } from 'react'
import type { IdText } from '../../../contract/common.ts'
import { formatTypedMoney, parseMoney } from '../../../domain/money.ts'
import { availableShareOptions, canSaveShare } from '../../../domain/shares.ts'
import { DialogFrame } from '../../../ui/dialogs/DialogFrame.tsx'
import { SelectField } from '../../../ui/SelectField.tsx'
import { TextField } from '../../../ui/TextField.tsx'
import { CancelSave } from '../../../ui/dialogs/CancelSave.tsx'
import { enteredShare, type ShareRow } from './ownersModel.ts'
import { nominalText, percentText } from './shareText.ts'

export const SHARE_DIALOG_WIDTH = 420

interface ShareDialogProps {
  /** 'Tribe' or 'RM': the dialog's title and field. */
  kind: 'Tribe' | 'RM'
  options: readonly IdText[]
  rows: readonly ShareRow[]
  editing: ShareRow | null
  usePercent: boolean
  value: number
  onSave: (row: ShareRow) => void
  onClose: () => void
}

const amountText = (row: ShareRow | null, usePercent: boolean): string => {
  if (!row) return ''
  return usePercent ? String(row.percent) : formatTypedMoney(String(row.nominal))
}

export function ShareDialog(props: ShareDialogProps) {
  const { kind, rows, editing, usePercent, value } = props
  const [chosenId, setChosenId] = useState(editing?.id ?? 0)
  const [amount, setAmount] = useState(amountText(editing, usePercent))
  const options = availableShareOptions(
    props.options,
    (option) => option.id,
    rows.map((row) => row.id),
    editing?.id ?? null,
  )
  const chosen = options.find((option) => option.id === chosenId) ?? null
  const entered = enteredShare(chosen ?? { id: 0, text: '' }, parseMoney(amount), usePercent, value)
  const fieldLabel = kind === 'Tribe' ? 'Tribe' : 'Relationship Manager'
  return (
    <DialogFrame
      title={editing ? `Edit ${kind}` : `Add ${kind}`}
      width={SHARE_DIALOG_WIDTH}
      onClose={props.onClose}
      onSubmit={() => {
        if (!chosen || !canSaveShare(chosen.id)) return
        props.onSave(entered)
      }}
    >
      <div className="mt-4 space-y-4">
        <SelectField
          label={fieldLabel}
          value={chosenId}
          allLabel={`Choose ${kind === 'Tribe' ? 'tribe' : 'relationship manager'}`}
          options={options.map((option) => ({ value: option.id, label: option.text }))}
          onChange={setChosenId}
        />
        <TextField
          label={usePercent ? 'Percentage (%)' : 'Nominal (IDR)'}
          inputMode="decimal"
          value={amount}
          onChange={(event) =>
            setAmount(
              usePercent
                ? event.target.value.replace(/[^0-9.]/g, '')
                : formatTypedMoney(event.target.value),
            )
          }
        />
        <p className="text-sm text-slate-600" data-share-converted>
          {usePercent ? nominalText(entered) : percentText(entered)}
        </p>
      </div>
      <CancelSave onCancel={props.onClose} saveDisabled={!canSaveShare(chosen?.id)} />
    </DialogFrame>
  )
}
