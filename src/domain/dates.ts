/**
 * Date forms. Every screen shows one form per kind: a day 'DD MMM YYYY', a month or invoice
 * period 'MMM YYYY', a moment 'DD MMM YYYY | HH:mm' (the deal journal's). Exported workbooks write
 * days DD-MMM-YYYY. Sent YYYY-MM-DD; periods as YYYYMM, range bounds as YYYYMMDD, where 0 means
 * "all". All in the device's local time.
 */
import { getMonth, isValid, lightFormat, parseISO } from 'date-fns'

export const DISPLAY_DATE_FORMAT = 'dd MMM yyyy'
export const DASHED_DATE_FORMAT = 'dd-MMM-yyyy'
export const JOURNAL_TIME_FORMAT = 'dd MMM yyyy | HH:mm'
export const WIRE_DATE_FORMAT = 'yyyy-MM-dd'
export const WIRE_TIME_FORMAT = 'HH:mm'
export const YEAR_MONTH_FORMAT = 'yyyyMM'
export const COMPACT_DATE_FORMAT = 'yyyyMMdd'

/** A period or range bound of 0 means "all" (the pickers' 'All Period'). */
export const ALL_PERIOD = 0

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

export type DateInput = Date | string | number | null | undefined

/** Month 1..12 to its name; anything else to ''. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? ''
}

export function monthShortName(month: number): string {
  return MONTH_SHORT_NAMES[month - 1] ?? ''
}

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Year 0 does not exist in the calendar the pickers and the server use. */
const isCalendarDate = (date: Date): boolean => isValid(date) && date.getFullYear() !== 0

/**
 * A Date from what the server or a picker gives: a Date, epoch milliseconds, a wire date
 * (read as local midnight) or an ISO date-time (without an offset read as local time).
 * date-fns' parseISO reads both strings; its general `parse` would put 20 KB more on the board's
 * landing path.
 */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null
  const date =
    input instanceof Date ? input : typeof input === 'number' ? new Date(input) : parseISO(input)
  return isCalendarDate(date) ? date : null
}

/**
 * A date in one of the forms above: date-fns' lightFormat, with the month's short English name
 * for MMM. Its full `format` would bring every token of its locale (about 30 KB) to the board's
 * first screen for the one name the forms use.
 */
export function formatDate(date: Date | number, pattern: string): string {
  const month = monthShortName(getMonth(date) + 1)
  return lightFormat(date, pattern.replace(/MMM/g, `'${month}'`))
}

function formatWith(input: DateInput, pattern: string): string {
  const date = toDate(input)
  return date ? formatDate(date, pattern) : ''
}

/** '05 Jan 2024'; '' when there is no valid date. */
export function formatDisplayDate(input: DateInput): string {
  return formatWith(input, DISPLAY_DATE_FORMAT)
}

/** '05-Jan-2024', as exported workbooks write days (screens show formatDisplayDate). */
export function formatDashedDate(input: DateInput): string {
  return formatWith(input, DASHED_DATE_FORMAT)
}

/** A month as screens show a month or an invoice period: (2027, 3) -> 'Mar 2027'; '' if none. */
export function formatMonth(year: number, month: number): string {
  const name = monthShortName(month)
  return name && Number.isInteger(year) && year > 0 ? `${name} ${year}` : ''
}

/** A period written 'YYYY-MM' or 'YYYY-MM-DD' as its month ('Mar 2027'); null otherwise. */
export function periodText(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim()) : null
  return (match && formatMonth(Number(match[1]), Number(match[2]))) || null
}

/** '05 Jan 2024 | 14:30' (deal journal). */
export function formatJournalTime(input: DateInput): string {
  return formatWith(input, JOURNAL_TIME_FORMAT)
}

/** '2024-01-05', as dates are sent. */
export function toWireDate(input: DateInput): string {
  return formatWith(input, WIRE_DATE_FORMAT)
}

/** '14:30', as visit start and end times are sent. */
export function toWireTime(input: DateInput): string {
  return formatWith(input, WIRE_TIME_FORMAT)
}

/** A date-only text of that exact shape (ISO extended or basic) to local midnight of its day. */
function parseStrict(text: string, shape: RegExp): Date | null {
  if (!shape.test(text)) return null
  const date = parseISO(text)
  return isCalendarDate(date) ? date : null
}

/** '2024-01-05' to local midnight of that day; null when it is not a real date in that form. */
export function parseWireDate(text: string | null | undefined): Date | null {
  return parseStrict(text ?? '', WIRE_DATE)
}

export interface YearMonth {
  year: number
  month: number
}

const pad2 = (value: number): string => String(value).padStart(2, '0')

/** (2024, 1) -> '202401'. */
export function toYearMonth(year: number, month: number): string {
  return `${year}${pad2(month)}`
}

export function yearMonthOf(input: DateInput): string {
  return formatWith(input, YEAR_MONTH_FORMAT)
}

/** '202401' -> { year: 2024, month: 1 }; 0, '0' (all) or anything malformed -> null. */
export function parseYearMonth(text: string | number | null | undefined): YearMonth | null {
  const match = /^(\d{4})(\d{2})$/.exec(String(text ?? ''))
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? { year, month } : null
}

/** '20240105', as range pickers send dates. */
export function toCompactDate(input: DateInput): string {
  return formatWith(input, COMPACT_DATE_FORMAT)
}

/** '20240105' to local midnight; 0 (all) or anything malformed -> null. */
export function parseCompactDate(text: string | number | null | undefined): Date | null {
  return parseStrict(String(text ?? ''), /^\d{8}$/)
}

/** A range bound as sent: the compact date, or 0 for "all". */
export function rangeBound(input: DateInput): string {
  return toCompactDate(input) || String(ALL_PERIOD)
}

export function isAllPeriod(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || value === '' || Number(value) === ALL_PERIOD
}

/** A board's month column: its place (1..), the month's English name, year and month (1..12). */
export interface BoardMonth {
  stage: number
  text: string
  year: number
  month: number
}

/** A month column's title, as every screen shows a month: 'Dec 2026'. */
export const monthTitle = (column: Pick<BoardMonth, 'year' | 'month'>): string =>
  formatMonth(column.year, column.month)

/** A month column's stable hooks: its place (1..5) and its month as YYYYMM. */
export const monthColumnHooks = (column: BoardMonth) => ({
  'data-month-column': column.stage,
  'data-year-month': column.year * 100 + column.month,
})

/** Months counted from year 0: consecutive months are consecutive numbers. */
export const monthNumber = (year: number, month: number): number => year * 12 + (month - 1)

/**
 * The month columns of a board (projection, invoices): `count` months from `from` (YYYYMM), or,
 * when it names no month, from the current month shifted by `defaultOffset` months.
 */
export function boardMonths(
  from: number | string,
  count: number,
  defaultOffset: number,
  today: Date,
): BoardMonth[] {
  const start = parseYearMonth(from)
  const first = start
    ? monthNumber(start.year, start.month)
    : monthNumber(today.getFullYear(), today.getMonth() + 1) + defaultOffset
  return Array.from({ length: count }, (_, offset) => {
    const index = first + offset
    return {
      stage: offset + 1,
      text: MONTH_NAMES[index % 12]!,
      year: Math.floor(index / 12),
      month: (index % 12) + 1,
    }
  })
}
