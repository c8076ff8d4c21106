import { describe, expect, it } from 'vitest'
import { monthTitle } from '../../../src/domain/dates.ts'
import {
  buildProjectionBoard,
  columnNumberOf,
  defaultMonthColumns,
  movedInvoiceDate,
  readMonthColumns,
} from '../../../src/features/projection/projectionModel.ts'
import { COLUMNS, item } from './fixtures.ts'

describe('column placement', () => {
  it('places each item in the column of its invoice month, by invoice date, with totals', () => {
    const board = buildProjectionBoard(COLUMNS, [
      item(1, { month: 4, invoiceDate: '2026-04-20', value: 300 }),
      item(2, { month: 3, invoiceDate: '2026-03-02', value: 100 }),
      item(3, { month: 4, invoiceDate: '2026-04-01', value: 200 }),
    ])
    expect(board.columns.map((column) => column.items.map((each) => each.invoiceId))).toEqual([
      [2],
      [3, 1],
      [],
      [],
      [],
    ])
    expect(board.columns.map((column) => column.total)).toEqual([100, 500, 0, 0, 0])
    expect(board.count).toBe(3)
  })

  it('follows the year and month, not the column number of the answer (a local move shows at once)', () => {
    const moved = item(1, { stage: 1, month: 6, invoiceDate: '2026-06-30' })
    const board = buildProjectionBoard(COLUMNS, [moved])
    expect(board.columns[3]!.items).toEqual([moved])
    expect(board.columns[0]!.items).toEqual([])
  })

  it('leaves out items outside the five months, and the same month of another year', () => {
    const board = buildProjectionBoard(COLUMNS, [
      item(1, { year: 2027, month: 3 }),
      item(2, { year: 2026, month: 8 }),
    ])
    expect(board.count).toBe(0)
    expect(board.byId.size).toBe(0)
  })

  it('titles a column with its month and year', () => {
    expect(COLUMNS.map(monthTitle)).toEqual([
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
    ])
  })

  it('names the column of a month, 0 when none holds it', () => {
    expect(columnNumberOf(COLUMNS, 2026, 5)).toBe(3)
    expect(columnNumberOf(COLUMNS, 2025, 5)).toBe(0)
  })
})

describe('month columns', () => {
  it('starts at the filter month when the answer is not on the device', () => {
    const columns = defaultMonthColumns({ from: 202611 }, new Date(2026, 0, 15))
    expect(columns.map((column) => [column.stage, column.text, column.year, column.month])).toEqual(
      [
        [1, 'November', 2026, 11],
        [2, 'December', 2026, 12],
        [3, 'January', 2027, 1],
        [4, 'February', 2027, 2],
        [5, 'March', 2027, 3],
      ],
    )
  })

  it('starts at the current month for all periods', () => {
    const columns = defaultMonthColumns({ from: 0 }, new Date(2026, 6, 31))
    expect(columns[0]).toEqual({ stage: 1, text: 'July', year: 2026, month: 7 })
  })

  it('reads stored columns back only when there are five complete ones', () => {
    expect(readMonthColumns(COLUMNS)).toEqual(COLUMNS)
    expect(readMonthColumns(COLUMNS.slice(0, 4))).toBeNull()
    expect(readMonthColumns([...COLUMNS.slice(0, 4), { stage: 5, text: 'July' }])).toBeNull()
    expect(readMonthColumns(undefined)).toBeNull()
  })
})

describe('moving the invoice date', () => {
  it('keeps the day, clamped to the last day of the new month', () => {
    expect(movedInvoiceDate('2026-03-15', 2026, 6)).toBe('2026-06-15')
    expect(movedInvoiceDate('2026-03-31', 2026, 4)).toBe('2026-04-30')
    expect(movedInvoiceDate('2026-01-31', 2028, 2)).toBe('2028-02-29')
    expect(movedInvoiceDate('2026-12-05', 2027, 1)).toBe('2027-01-05')
  })
})
