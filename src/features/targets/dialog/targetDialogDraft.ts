/**
 * The target dialog's rows as typed (sales-activity-spec "Sales target"): each row a month input
 * ('YYYY-MM', '' while none) and the four amounts as text. Rows come from the unit's stored target
 * (its months with any amount) or start as one empty row; a row is added when the last row's Sales
 * field is focused and that row has a month and year (canAddTargetRow: at most 12 rows); a row is
 * removed unless it is the only one. Saving sends the rows that have a month, once every cell reads.
 */
import type { TargetMonthRead } from '../../../contract/targets.ts'
import { formatTypedMoney } from '../../../domain/money.ts'
import { periodPickerYearRange } from '../../../domain/periods.ts'
import { canAddTargetRow, MONTHS_IN_TARGET } from '../../../domain/targets.ts'
import {
  amountsDraftOf,
  isCountField,
  readAmount,
  TARGET_AMOUNT_FIELDS,
  type TargetAmountField,
  type TargetAmountsDraft,
} from '../targetAmountDraft.ts'

export interface TargetRowDraft {
  /** Stable while the row lives (React's key): rows are added and removed in the middle. */
  key: number
  /** The month input's value, 'YYYY-MM'; '' while no month is chosen. */
  month: string
  amounts: TargetAmountsDraft
}

export type TargetRowField = 'month' | TargetAmountField

export const emptyTargetRow = (key: number): TargetRowDraft => ({
  key,
  month: '',
  amounts: amountsDraftOf(undefined),
})

const pad2 = (value: number): string => String(value).padStart(2, '0')

/** 3, 2026 -> '2026-03'. */
export const monthInputValue = (month: number, year: number): string =>
  `${String(year).padStart(4, '0')}-${pad2(month)}`

/** '2026-03' -> { month: 3, year: 2026 }; anything else (also '') -> null. */
export function readMonthInput(value: string): { month: number; year: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim())
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? { month, year } : null
}

/** The row's month and year as canAddTargetRow reads them (null while not chosen). */
export function rowMonthYear(row: TargetRowDraft): { month: number | null; year: number | null } {
  const read = readMonthInput(row.month)
  return { month: read?.month ?? null, year: read?.year ?? null }
}

const hasAmount = (item: TargetMonthRead): boolean =>
  TARGET_AMOUNT_FIELDS.some((field) => (item[field] ?? 0) !== 0)

/**
 * The rows a unit's stored target starts the dialog with: its months with any non-zero amount,
 * in month order (at most 12); one empty row when it has none or the device holds no target.
 */
export function prefillTargetRows(items: readonly TargetMonthRead[] | undefined): TargetRowDraft[] {
  const kept = (items ?? [])
    .filter(hasAmount)
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .slice(0, MONTHS_IN_TARGET)
  if (kept.length === 0) return [emptyTargetRow(1)]
  return kept.map((item, index) => ({
    key: index + 1,
    month: monthInputValue(item.month, item.year),
    amounts: amountsDraftOf(item),
  }))
}

const nextKey = (rows: readonly TargetRowDraft[]): number =>
  rows.reduce((max, row) => Math.max(max, row.key), 0) + 1

/**
 * The Sales field of row `index` was focused: a new empty row follows when that row is the last
 * one, it has a month and a year, and fewer than 12 rows are shown. The same array otherwise.
 */
export function withRowAddedOnSalesFocus(
  rows: readonly TargetRowDraft[],
  index: number,
): readonly TargetRowDraft[] {
  if (index !== rows.length - 1 || !canAddTargetRow(rows.map(rowMonthYear))) return rows
  return [...rows, emptyTargetRow(nextKey(rows))]
}

/** Row `index` removed; the only row stays. */
export function withoutRow(
  rows: readonly TargetRowDraft[],
  index: number,
): readonly TargetRowDraft[] {
  if (rows.length <= 1 || index < 0 || index >= rows.length) return rows
  return rows.filter((_, at) => at !== index)
}

/**
 * A cell typed: Proposal value and Sales are formatted as IDR while typed (thousands commas, as
 * the invoice and proposal forms do); counts are kept as typed, so bad input shows its error.
 */
export function typedCell(field: TargetRowField, raw: string): string {
  if (field === 'month' || isCountField(field)) return raw
  return formatTypedMoney(raw)
}

/** Row `index` with one cell changed. */
export function withCell(
  rows: readonly TargetRowDraft[],
  index: number,
  field: TargetRowField,
  raw: string,
): readonly TargetRowDraft[] {
  const text = typedCell(field, raw)
  return rows.map((row, at) => {
    if (at !== index) return row
    return field === 'month'
      ? { ...row, month: text }
      : { ...row, amounts: { ...row.amounts, [field]: text } }
  })
}

export const cellKey = (index: number, field: TargetRowField): string => `${index}:${field}`

/** cellKey's parts back. */
export function readCellKey(key: string): { index: number; field: TargetRowField } {
  const [index, field] = key.split(':')
  return { index: Number(index), field: field as TargetRowField }
}

export const MONTH_TWICE = 'This month is already in another row'
export const MONTH_UNREADABLE = 'Choose a month and a year'
export const monthOutOfRange = (minYear: number, maxYear: number): string =>
  `Choose a year from ${minYear} to ${maxYear}`

/**
 * Every cell's error, keyed by cellKey: a month that does not read or is outside the years the
 * month pickers offer (this year ±10), a month already in an earlier row (the server refuses one
 * month twice), an amount below 0 or not a number, a count that is not whole.
 */
export function targetRowErrors(
  rows: readonly TargetRowDraft[],
  currentYear: number,
): Map<string, string> {
  const errors = new Map<string, string>()
  const { minYear, maxYear } = periodPickerYearRange(currentYear)
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    if (row.month.trim() !== '') {
      const read = readMonthInput(row.month)
      if (!read) errors.set(cellKey(index, 'month'), MONTH_UNREADABLE)
      else if (read.year < minYear || read.year > maxYear)
        errors.set(cellKey(index, 'month'), monthOutOfRange(minYear, maxYear))
      else if (seen.has(row.month)) errors.set(cellKey(index, 'month'), MONTH_TWICE)
      else seen.add(row.month)
    }
    for (const field of TARGET_AMOUNT_FIELDS) {
      const read = readAmount(field, row.amounts[field])
      if ('error' in read) errors.set(cellKey(index, field), read.error)
    }
  })
  return errors
}

/** Save is enabled once a unit is chosen and at least one row has a month. */
export const canSaveTargetDraft = (unitId: number, rows: readonly TargetRowDraft[]): boolean =>
  unitId > 0 && rows.some((row) => readMonthInput(row.month) !== null)

/**
 * What Save sends: the rows with a month, in month order, their amounts read (a blank amount is
 * 0); or the errors to show, and nothing is saved.
 */
export function targetItemsOf(
  rows: readonly TargetRowDraft[],
  currentYear: number,
): { items: TargetMonthRead[] } | { errors: Map<string, string> } {
  const errors = targetRowErrors(rows, currentYear)
  if (errors.size > 0) return { errors }
  const items: TargetMonthRead[] = []
  for (const row of rows) {
    const when = readMonthInput(row.month)
    if (!when) continue
    const amounts = { no_proposal: 0, sales_visit: 0, proposal_value: 0, sales: 0 }
    for (const field of TARGET_AMOUNT_FIELDS) {
      const read = readAmount(field, row.amounts[field])
      if ('value' in read) amounts[field] = read.value
    }
    items.push({ ...when, ...amounts })
  }
  items.sort((a, b) => a.year - b.year || a.month - b.month)
  return { items }
}
