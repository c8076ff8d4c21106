/**
 * The Projection deal board as shown (core-spec "Projection deal board"): five month columns (the
 * answer's `stages`), each item placed in the column of its invoice month, and each column's
 * total. Items are placed by year and month rather than by the answer's column number, so an item
 * moved on this device shows in its new month at once. Pure.
 */
import { monthColumnsAnswer, type MonthColumn } from '../../contract/projection.ts'
import { check } from '../../contract/validate.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { boardMonths } from '../../domain/dates.ts'
import type { ProjectionItemRow } from '../../entities/proposals/proposalRows.ts'

export const PROJECTION_COLUMN_COUNT = 5

export interface ProjectionColumnModel {
  column: MonthColumn
  /** The column's items, by invoice date. */
  items: ProjectionItemRow[]
  total: number
}

export interface ProjectionBoardModel {
  columns: ProjectionColumnModel[]
  byId: ReadonlyMap<number, ProjectionItemRow>
  count: number
}

/** The column (1..5) holding a year and month; 0 when none does. */
export function columnNumberOf(
  columns: readonly MonthColumn[],
  year: number,
  month: number,
): number {
  return columns.find((column) => column.year === year && column.month === month)?.stage ?? 0
}

/**
 * The five months the server starts at when the answer's columns are not on this device yet:
 * from the filter's first month, or the current month.
 */
export function defaultMonthColumns(
  filter: Pick<PipelineFilter, 'from'>,
  today: Date,
): MonthColumn[] {
  return boardMonths(filter.from, PROJECTION_COLUMN_COUNT, 0, today)
}

/** A column list as stored: exactly five columns with their year and month, else null. */
export function readMonthColumns(value: unknown): MonthColumn[] | null {
  const result = check(monthColumnsAnswer, value)
  return result.ok ? result.value : null
}

const byInvoiceDate = (a: ProjectionItemRow, b: ProjectionItemRow): number =>
  a.invoiceDate < b.invoiceDate ? -1 : a.invoiceDate > b.invoiceDate ? 1 : 0

/** The board from the months and the items of the pulled list (in the list's order). */
export function buildProjectionBoard(
  columns: readonly MonthColumn[],
  items: readonly ProjectionItemRow[],
): ProjectionBoardModel {
  const model = columns.map((column): ProjectionColumnModel => ({ column, items: [], total: 0 }))
  const byId = new Map<number, ProjectionItemRow>()
  for (const item of items) {
    const at = model.findIndex(
      (entry) => entry.column.year === item.year && entry.column.month === item.month,
    )
    const entry = model[at]
    if (!entry) continue
    entry.items.push(item)
    entry.total += Number.isFinite(item.value) ? item.value : 0
    byId.set(item.invoiceId, item)
  }
  for (const entry of model) entry.items.sort(byInvoiceDate)
  return { columns: model, byId, count: byId.size }
}

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The invoice date moved to another month: the same day, clamped to that month's last day. */
export function movedInvoiceDate(invoiceDate: string, year: number, month: number): string {
  const day = Math.min(Number(invoiceDate.slice(8, 10)) || 1, daysInMonth(year, month))
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
