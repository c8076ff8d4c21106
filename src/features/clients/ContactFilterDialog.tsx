/**
 * The contact list's Filter (sales-activity-spec "Other filter dialogs"): Period (month and year,
 * empty for all) and Industry ('All Industry'). Reset filter clears both.
 */
import { useId, useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import { ALL_INDUSTRY_LABEL } from '../../domain/filters.ts'
import { FilterDialogFrame } from '../../ui/dialogs/FilterDialogFrame.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { inputClass } from '../../ui/TextField.tsx'

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
    <FilterDialogFrame
      onSave={() => onSave(draft)}
      onReset={() => setDraft({ period: 0, industry: 0 })}
      onClose={onClose}
    >
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
    </FilterDialogFrame>
  )
}
