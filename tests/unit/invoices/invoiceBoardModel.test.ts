import { describe, expect, it } from 'vitest'
import { monthTitle } from '../../../src/domain/dates.ts'
import {
  buildInvoiceBoard,
  defaultInvoiceMonths,
} from '../../../src/features/invoices/invoiceBoardModel.ts'
import { COLUMNS, invoice } from './fixtures.ts'

const idsPerColumn = (board: ReturnType<typeof buildInvoiceBoard>) =>
  board.columns.map((column) => column.invoices.map((each) => each.invoiceId))

describe('the invoice board', () => {
  it('puts each invoice in the column of its year and month, by invoice date', () => {
    const board = buildInvoiceBoard(COLUMNS, [
      invoice(1, { invoiceDate: '2026-03-20' }),
      invoice(2, { invoiceDate: '2026-05-02', month: 5, stage: 3 }),
      invoice(3, { invoiceDate: '2026-03-01' }),
      invoice(4, { invoiceDate: '2026-07-31', month: 7, stage: 5 }),
    ])
    expect(idsPerColumn(board)).toEqual([[3, 1], [], [2], [], [4]])
    expect(board.columns.map((column) => monthTitle(column.column))).toEqual([
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
    ])
  })

  it('places by month rather than by the answered column number', () => {
    const board = buildInvoiceBoard(COLUMNS, [invoice(1, { month: 6, stage: 1 })])
    expect(idsPerColumn(board)).toEqual([[], [], [], [1], []])
  })

  it('leaves out invoices outside the five months, in another year too', () => {
    const board = buildInvoiceBoard(COLUMNS, [
      invoice(1, { month: 8 }),
      invoice(2, { year: 2025, month: 3 }),
      invoice(3),
    ])
    expect(idsPerColumn(board)).toEqual([[3], [], [], [], []])
    expect(board.count).toBe(1)
    expect(board.total).toBe(1_000_000)
  })

  it('totals each column and every shown invoice for the footer', () => {
    const board = buildInvoiceBoard(COLUMNS, [
      invoice(1, { amount: 1_500_000 }),
      invoice(2, { amount: 250_000.5 }),
      invoice(3, { month: 4, amount: 12_000_000 }),
    ])
    expect(board.columns.map((column) => column.total)).toEqual([1_750_000.5, 12_000_000, 0, 0, 0])
    expect(board.total).toBe(13_750_000.5)
    expect(board.count).toBe(3)
  })

  it('has five empty columns and a zero total for an empty list', () => {
    const board = buildInvoiceBoard(COLUMNS, [])
    expect(idsPerColumn(board)).toEqual([[], [], [], [], []])
    expect(board.total).toBe(0)
  })
})

describe('the months named before a list is on the device', () => {
  it('looks ahead from the current month for To be Invoice', () => {
    const months = defaultInvoiceMonths(1, new Date(2026, 10, 14))
    expect(months.map(monthTitle)).toEqual([
      'Nov 2026',
      'Dec 2026',
      'Jan 2027',
      'Feb 2027',
      'Mar 2027',
    ])
    expect(months.map((month) => month.stage)).toEqual([1, 2, 3, 4, 5])
  })

  it('looks back to the current month for Invoiced', () => {
    const months = defaultInvoiceMonths(0, new Date(2026, 1, 3))
    expect(months.map((month) => [month.year, month.month])).toEqual([
      [2025, 10],
      [2025, 11],
      [2025, 12],
      [2026, 1],
      [2026, 2],
    ])
  })
})
