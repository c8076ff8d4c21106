/**
 * The month-range picker of the filter dialogs (sales-activity-spec "Pipeline filter dialog":
 * Date Range, placeholder 'All Period'): bounds are YYYYMM numbers, 0 meaning open; how a click
 * on a month extends the range; and the text the picker and the filter bar show.
 */
import { formatMonth, parseYearMonth } from './dates.ts'
import { ALL_PERIOD_LABEL } from './filters.ts'

export interface MonthRange {
  /** YYYYMM, or 0 for no lower bound. */
  from: number
  /** YYYYMM, or 0 for no upper bound. */
  to: number
}

export const ALL_MONTHS: MonthRange = { from: 0, to: 0 }

export const toMonthNumber = (year: number, month: number): number => year * 100 + month

/** 202401 -> 'Jan 2024'; 0 or a malformed month -> ''. */
export function monthText(yyyymm: number): string {
  const month = parseYearMonth(yyyymm)
  return month ? formatMonth(month.year, month.month) : ''
}

/** 'All Period', 'Jan 2024', 'Jan 2024 - Mar 2024', 'From Jan 2024', 'Until Mar 2024'. */
export function periodText(range: MonthRange): string {
  const { from, to } = range
  if (from === 0 && to === 0) return ALL_PERIOD_LABEL
  if (from === 0) return `Until ${monthText(to)}`
  if (to === 0) return `From ${monthText(from)}`
  return from === to ? monthText(from) : `${monthText(from)} - ${monthText(to)}`
}

/**
 * A click on a month: it starts a new range unless a one-month range is open, which the click
 * then closes (an earlier month becomes the start).
 */
export function pickMonth(range: MonthRange, month: number): MonthRange {
  const oneMonthOpen = range.from !== 0 && range.from === range.to
  if (!oneMonthOpen || month === range.from) return { from: month, to: month }
  return month < range.from ? { from: month, to: range.from } : { from: range.from, to: month }
}

export function inRange(range: MonthRange, month: number): boolean {
  if (range.from === 0 && range.to === 0) return false
  return (range.from === 0 || month >= range.from) && (range.to === 0 || month <= range.to)
}
