/**
 * The filter of the report tables (Individual Sales Report, and the leader's and mentor's
 * tables): a period of months and tribes (none chosen: all). Reset filter goes back to the
 * default period and all tribes.
 */
import { useState } from 'react'
import { ALL_TRIBE_LABEL } from '../../domain/filters.ts'
import { useMasterList } from '../../entities/master/useMasterData.ts'
import { FilterDialogFrame } from '../../ui/dialogs/FilterDialogFrame.tsx'
import { MultiSelectField } from '../../ui/MultiSelectField.tsx'
import { ReportRangeField } from './ReportPeriodField.tsx'
import type { IndividualTableFilter } from '../../entities/reports/salesReportViews.ts'

interface PeriodTribesFilterDialogProps {
  value: IndividualTableFilter
  fallback: IndividualTableFilter
  onSave: (filter: IndividualTableFilter) => void
  onClose: () => void
}

export function PeriodTribesFilterDialog(props: PeriodTribesFilterDialogProps) {
  const { value, fallback, onSave, onClose } = props
  const [draft, setDraft] = useState(value)
  const tribes = useMasterList('tribes') ?? []
  return (
    <FilterDialogFrame
      onClose={onClose}
      onReset={() => setDraft(fallback)}
      onSave={() => {
        onSave(draft)
        onClose()
      }}
    >
      <ReportRangeField
        value={draft.period}
        fallback={fallback.period}
        onChange={(period) => setDraft({ ...draft, period })}
      />
      <MultiSelectField
        label="Tribes"
        placeholder={ALL_TRIBE_LABEL}
        options={tribes}
        value={draft.tribeIds}
        onChange={(tribeIds) => setDraft({ ...draft, tribeIds })}
      />
    </FilterDialogFrame>
  )
}
