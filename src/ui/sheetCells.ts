/**
 * The cells every spreadsheet export writes: text neutralised against formula injection, numbers
 * as numbers (money with the IDR thousands separator), and bold header rows.
 */
import type { CellObject, Row } from 'write-excel-file/browser'
import { formatDashedDate, toWireTime } from '../domain/dates.ts'
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

/** A date as the exports write it ('05-Jan-2024'); the text as answered when it is no date. */
export const dateCell = (value: string): CellObject => textCell(formatDashedDate(value) || value)

/** A last-updated time: '05-Jan-2024 14:30' (local time). */
export const updatedCell = (value: string): CellObject => {
  const day = formatDashedDate(value)
  return textCell(day ? `${day} ${toWireTime(value)}` : value)
}
