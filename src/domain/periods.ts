/**
 * Period pickers (core-spec section 9, sales-activity-spec sections 2, 5 and 9). Functions take
 * "today" as an argument so they stay pure; callers pass `new Date()`.
 */
import { ALL_PERIOD, toYearMonth } from './dates.ts'

/** Pickers span 10 years back and 10 years ahead of the current year. */
export const PERIOD_YEARS_SPAN = 10

export interface YearRange {
  minYear: number
  maxYear: number
}

export function periodPickerYearRange(currentYear: number): YearRange {
  return { minYear: currentYear - PERIOD_YEARS_SPAN, maxYear: currentYear + PERIOD_YEARS_SPAN }
}

/** The 21 selectable years, oldest first. */
export function periodPickerYears(currentYear: number): number[] {
  const { minYear, maxYear } = periodPickerYearRange(currentYear)
  return Array.from({ length: maxYear - minYear + 1 }, (_, offset) => minYear + offset)
}

export function isYearInPickerRange(year: number, currentYear: number): boolean {
  const { minYear, maxYear } = periodPickerYearRange(currentYear)
  return year >= minYear && year <= maxYear
}

export interface MonthPeriod {
  year: number
  fromMonth: number
  toMonth: number
}

/** Default report period: January to the current month of the current year. */
export function defaultMonthPeriod(today: Date): MonthPeriod {
  return { year: today.getFullYear(), fromMonth: 1, toMonth: today.getMonth() + 1 }
}

/** The same default as sent in a path: from '202401' to '2024MM'. */
export function defaultPeriodBounds(today: Date): { fromMonth: string; toMonth: string } {
  const { year, fromMonth, toMonth } = defaultMonthPeriod(today)
  return { fromMonth: toYearMonth(year, fromMonth), toMonth: toYearMonth(year, toMonth) }
}

/** The pipeline, invoice and lost-deal filters start unrestricted ('All Period'). */
export const DEFAULT_FILTER_PERIOD = { fromMonth: ALL_PERIOD, toMonth: ALL_PERIOD } as const

export interface DateRange {
  from: Date
  to: Date
}

/** Default individual report range: the start of the current year to today (both at midnight). */
export function defaultIndividualReportRange(today: Date): DateRange {
  return {
    from: new Date(today.getFullYear(), 0, 1),
    to: new Date(today.getFullYear(), today.getMonth(), today.getDate()),
  }
}
