/**
 * The report period fields: a month range within one year (the month-range picker; a range over
 * several years keeps its last year, from January) or a single month and year. Years span ten
 * back and ten ahead.
 */
import { MONTH_NAMES } from '../../domain/dates.ts'
import { periodPickerYears } from '../../domain/periods.ts'
import {
  periodToRange,
  rangeToPeriod,
  reportPeriodText,
  type ReportPeriod,
} from '../../domain/reportPeriod.ts'
import { MonthRangePicker } from '../../ui/MonthRangePicker.tsx'
import { SelectField } from '../../ui/SelectField.tsx'

interface PeriodFieldProps {
  value: ReportPeriod
  onChange: (period: ReportPeriod) => void
  /** Where a cleared range goes back to. */
  fallback: ReportPeriod
  label?: string
}

export function ReportRangeField({ value, onChange, fallback, label = 'Period' }: PeriodFieldProps) {
  return (
    <MonthRangePicker
      label={label}
      value={periodToRange(value)}
      placeholder={reportPeriodText(fallback)}
      onChange={(range) => onChange(rangeToPeriod(range, fallback))}
    />
  )
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }))

/** One month of a year: the period's toMonth (fromMonth follows it). */
export function ReportMonthFields({ value, onChange }: Omit<PeriodFieldProps, 'fallback'>) {
  const years = periodPickerYears(new Date().getFullYear())
  return (
    <>
      <SelectField
        label="Month"
        value={value.toMonth}
        options={MONTH_OPTIONS}
        onChange={(month) => onChange({ ...value, fromMonth: month, toMonth: month })}
      />
      <SelectField
        label="Year"
        value={value.year}
        options={years.map((year) => ({ value: year, label: String(year) }))}
        onChange={(year) => onChange({ ...value, year })}
      />
    </>
  )
}
