/** The Probability dialog of the deal detail: the levels 10 to 80 with their labels, then Save. */
import { useState } from 'react'
import { SUCCESS } from '../../domain/messages.ts'
import { PROBABILITY_LEVELS, probabilityOptionText } from '../../domain/probability.ts'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { CancelSave } from '../../ui/dialogs/CancelSave.tsx'
import { setDealProbability } from './dealCommands.ts'
import { beginSave } from '../sync/index.ts'

interface ProbabilityDialogProps {
  dealId: number
  probability: number
  userId: number
  onClose: () => void
}

export function ProbabilityDialog({
  dealId,
  probability,
  userId,
  onClose,
}: ProbabilityDialogProps) {
  const [chosen, setChosen] = useState(probability)
  const save = async () => {
    const announce = await beginSave()
    await setDealProbability(dealId, chosen, userId)
    onClose()
    await announce({ icon: 'success', title: SUCCESS.probabilityUpdated, button: 'Close' })
  }
  return (
    <DialogFrame title="Probability" width={420} onClose={onClose}>
      <fieldset className="mt-4 space-y-1.5">
        <legend className="sr-only">Probability</legend>
        {PROBABILITY_LEVELS.map((level) => (
          <label
            key={level.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
          >
            <input
              type="radio"
              name="probability"
              value={level.value}
              checked={chosen === level.value}
              onChange={() => setChosen(level.value)}
              className="accent-brand-700"
            />
            {probabilityOptionText(level)}
          </label>
        ))}
      </fieldset>
      <CancelSave
        onCancel={onClose}
        onSave={() => void save()}
        saveDisabled={chosen === probability}
      />
    </DialogFrame>
  )
}
