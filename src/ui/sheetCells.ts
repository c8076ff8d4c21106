/**
 * The cells every spreadsheet export writes: text neutralised against formula injection, numbers
 * as numbers (money with the IDR thousands separator), and bold header rows.
 */
import type { CellObject, Row } from 'write-excel-file/browser'
import { sanitiseCell } from '../domain/exports.ts'

/** IDR: comma thousands separator (core-spec section 9). */
export const MONEY_FORMAT = '#,##0'

export const textCell = (value: string | null | undefined): CellObject => ({
  value: sanitiseCell(value ?? ''),
  type: String,
})

export const numberCell = (value: number | null | undefined, format?: string): CellObject => ({
  value: typeof value === 'number' && Number.isFinite(value) ? value : 0,
  type: Number,
  ...(format ? { format } : {}),
})

export const moneyCell = (value: number | null | undefined): CellObject =>
  numberCell(value, MONEY_FORMAT)

export const headerRow = (titles: readonly string[]): Row =>
  titles.map((title): CellObject => ({ value: title, fontWeight: 'bold' }))
