/**
 * The Filter of the Individual Sales Report's year picker: the month (and year) the summary cards
 * show, each compared with the month before. Reset filter goes back to the current month.
 */
import { useState } from 'react'
import { FilterDialogFrame } from '../../ui/dialogs/FilterDialogFrame.tsx'
import { ReportMonthFields } from '../reports/index.ts'
import { defaultSummaryMonth, type SummaryMonth } from '../../entities/reports/accountViews.ts'

interface SummaryMonthFilterDialogProps {
  value: SummaryMonth
  onSave: (value: SummaryMonth) => void
  onClose: () => void
}

export function SummaryMonthFilterDialog({
  value,
  onSave,
  onClose,
}: SummaryMonthFilterDialogProps) {
  const [draft, setDraft] = useState(value)
  return (
    <FilterDialogFrame
      onClose={onClose}
      onReset={() => setDraft(defaultSummaryMonth(new Date()))}
      onSave={() => {
        onSave(draft)
        onClose()
      }}
    >
      <ReportMonthFields
        value={{ year: draft.year, fromMonth: draft.month, toMonth: draft.month }}
        onChange={(period) => setDraft({ year: period.year, month: period.toMonth })}
      />
    </FilterDialogFrame>
  )
}
