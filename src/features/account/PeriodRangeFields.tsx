/**
 * A table's period range picker: From and To dates (shown DD MMM YYYY, typed or picked from the
 * browser's calendar; either may be left empty for an open end). A start after the end is said
 * under the fields; the table keeps its last range until it is put right.
 */
import { useId } from 'react'
import { DateField } from '../../ui/DateField.tsx'
import { rangeInOrder, type DateRange } from '../../entities/reports/accountViews.ts'

export const RANGE_ORDER_ERROR = 'The start date must not be after the end date.'

interface PeriodRangeFieldsProps {
  value: DateRange
  onChange: (range: DateRange) => void
}

export function PeriodRangeFields({ value, onChange }: PeriodRangeFieldsProps) {
  const errorId = useId()
  const wrong = !rangeInOrder(value)
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Period</legend>
      <div className="flex items-end gap-2">
        <DateField
          className="w-40"
          label="From"
          value={value.fromDate}
          invalid={wrong}
          {...(wrong ? { describedBy: errorId } : {})}
          onChange={(fromDate) => onChange({ ...value, fromDate })}
        />
        <DateField
          className="w-40"
          label="To"
          value={value.toDate}
          invalid={wrong}
          {...(wrong ? { describedBy: errorId } : {})}
          onChange={(toDate) => onChange({ ...value, toDate })}
        />
      </div>
      {wrong && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
          {RANGE_ORDER_ERROR}
        </p>
      )}
    </fieldset>
  )
}
