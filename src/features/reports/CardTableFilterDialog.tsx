/**
 * The filter of a summary card's table: report filter A (unit and a period of months, for the
 * invoices of the year) or B (unit and one month of a year, for projected revenue and the
 * invoices of a month). Reset filter goes back to the card's default.
 */
import { useState } from 'react'
import { FilterDialogFrame } from '../../ui/dialogs/FilterDialogFrame.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { ReportMonthFields, ReportRangeField } from './ReportPeriodField.tsx'
import {
  defaultCardFilter,
  usesMonthFilter,
  type CardTableFilter,
  type SummaryCardKind,
} from '../../entities/reports/salesReportViews.ts'
import { UNIT_OPTIONS, unitAt, unitIndex } from './unitOptions.ts'

interface CardTableFilterDialogProps {
  kind: SummaryCardKind
  value: CardTableFilter
  onSave: (filter: CardTableFilter) => void
  onClose: () => void
}

export function CardTableFilterDialog({ kind, value, onSave, onClose }: CardTableFilterDialogProps) {
  const [draft, setDraft] = useState(value)
  const fallback = defaultCardFilter(kind, new Date())
  return (
    <FilterDialogFrame
      onClose={onClose}
      onReset={() => setDraft(fallback)}
      onSave={() => {
        onSave(draft)
        onClose()
      }}
    >
      <SelectField
        label="Unit"
        value={unitIndex(draft.unit)}
        options={UNIT_OPTIONS}
        onChange={(index) => setDraft({ ...draft, unit: unitAt(index) })}
      />
      {usesMonthFilter(kind) ? (
        <ReportMonthFields
          value={draft.period}
          onChange={(period) => setDraft({ ...draft, period })}
        />
      ) : (
        <ReportRangeField
          value={draft.period}
          fallback={fallback.period}
          onChange={(period) => setDraft({ ...draft, period })}
        />
      )}
    </FilterDialogFrame>
  )
}
