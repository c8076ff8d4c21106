/**
 * A report's period: months of one year (the report calls take fromMonth, toMonth and year). The
 * month-range picker may span years; a report then shows the range's last year, from January.
 */
import { monthShortName } from './dates.ts'
import { toMonthNumber, type MonthRange } from './monthRange.ts'

export interface ReportPeriod {
  year: number
  fromMonth: number
  toMonth: number
}

export const periodToRange = (period: ReportPeriod): MonthRange => ({
  from: toMonthNumber(period.year, period.fromMonth),
  to: toMonthNumber(period.year, period.toMonth),
})

/** A picked range as a report period; an open range (cleared, or one bound only) gives `fallback`. */
export function rangeToPeriod(range: MonthRange, fallback: ReportPeriod): ReportPeriod {
  if (range.from === 0 || range.to === 0) return fallback
  const year = Math.floor(range.to / 100)
  const fromYear = Math.floor(range.from / 100)
  return { year, fromMonth: fromYear === year ? range.from % 100 : 1, toMonth: range.to % 100 }
}

/** 'Jan - Nov 2026', or 'Nov 2026' for one month. */
export function reportPeriodText({ year, fromMonth, toMonth }: ReportPeriod): string {
  return fromMonth === toMonth
    ? `${monthShortName(toMonth)} ${year}`
    : `${monthShortName(fromMonth)} - ${monthShortName(toMonth)} ${year}`
}
