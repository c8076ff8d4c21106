/**
 * The contact list's Filter (sales-activity-spec "Other filter dialogs"): Period (month and year,
 * empty for all) and Industry ('All Industry'). Reset filter clears both.
 */
import { DialogTitle } from '@headlessui/react'
import { useId, useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import { ALL_INDUSTRY_LABEL } from '../../domain/filters.ts'
import { Button } from '../../ui/Button.tsx'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { inputClass } from '../../ui/TextField.tsx'
import { FILTER_DIALOG_WIDTH } from './ClientFilterDialog.tsx'

export interface ContactFilter {
  /** YYYYMM, 0 for all. */
  period: number
  industry: number
}

/** '2026-03' <-> 202603. */
export const periodOfMonthInput = (value: string): number =>
  value ? Number(value.replace('-', '')) : 0
export const monthInputOfPeriod = (period: number): string =>
  period === 0 ? '' : `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}`

interface ContactFilterDialogProps {
  filter: ContactFilter
  industries: readonly IdText[]
  onSave: (filter: ContactFilter) => void
  onClose: () => void
}

export function ContactFilterDialog({
  filter,
  industries,
  onSave,
  onClose,
}: ContactFilterDialogProps) {
  const [draft, setDraft] = useState(filter)
  const periodId = useId()
  return (
    <Modal open onClose={onClose} width={FILTER_DIALOG_WIDTH}>
      <form
        className="px-5 pt-5 pb-4"
        onSubmit={(event) => {
          event.preventDefault()
          onSave(draft)
        }}
      >
        <DialogTitle className="text-base font-semibold text-slate-900">Filter</DialogTitle>
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor={periodId} className="mb-1.5 block text-sm font-medium text-slate-700">
              Period
            </label>
            <input
              id={periodId}
              type="month"
              value={monthInputOfPeriod(draft.period)}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  period: periodOfMonthInput(event.target.value),
                }))
              }
              className={inputClass}
            />
          </div>
          <SelectField
            label="Industry"
            allLabel={ALL_INDUSTRY_LABEL}
            value={draft.industry}
            options={industries.map((industry) => ({ value: industry.id, label: industry.text }))}
            onChange={(industry) => setDraft((current) => ({ ...current, industry }))}
          />
        </div>
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="ghost" onClick={() => setDraft({ period: 0, industry: 0 })}>
            Reset filter
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Modal>
  )
}
