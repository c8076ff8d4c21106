import type { MonthColumn } from '../../contract/projection.ts'
import { boardMonths, monthNumber as index } from '../../domain/dates.ts'

export interface MonthWindow {
  columns: MonthColumn[]
  /** First day of the first column, YYYY-MM-DD. */
  start: string
  /** First day after the last column (or after `to`, when earlier), YYYY-MM-DD. */
  end: string
  /** The column (1..5) of a year and month. */
  columnOf(year: number, month: number): number
}

const firstDay = (monthIndex: number) =>
  `${String(Math.floor(monthIndex / 12)).padStart(4, '0')}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`

/**
 * Five month columns starting at `from` (YYYYMM), or — when 0 — at the current month shifted by
 * `defaultOffset` months. `to` (YYYYMM or 0) caps the months whose items are shown.
 */
export function monthWindow(
  from: number,
  to: number,
  defaultOffset = 0,
  today = new Date(),
): MonthWindow {
  const columns: MonthColumn[] = boardMonths(from, 5, defaultOffset, today)
  const first = index(columns[0]!.year, columns[0]!.month)
  const cap = to === 0 ? Infinity : index(Math.floor(to / 100), to % 100) + 1
  return {
    columns,
    start: firstDay(first),
    end: firstDay(Math.max(first, Math.min(first + 5, cap))),
    columnOf: (year, month) => index(year, month) - first + 1,
  }
}
