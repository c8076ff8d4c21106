/**
 * An invoice list as the Invoice screen shows it (core-spec "Invoice screens"): five month columns
 * (the answer's `stages`), each invoice in the column of its invoice period's month, each column's
 * total, and the footer total of every column. Pure.
 */
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import type { MonthColumn } from '../../contract/projection.ts'
import { boardMonths } from '../../domain/dates.ts'
import type { InvoiceRow } from '../../entities/invoices/invoiceRows.ts'

export const INVOICE_COLUMN_COUNT = 5

export interface InvoiceColumnModel {
  column: MonthColumn
  /** The column's invoices, by invoice date. */
  invoices: InvoiceRow[]
  total: number
}

export interface InvoiceBoardModel {
  columns: InvoiceColumnModel[]
  /** The footer total: every invoice shown. */
  total: number
  count: number
}

const amountOf = (invoice: InvoiceRow): number =>
  Number.isFinite(invoice.amount) ? invoice.amount : 0

const byInvoiceDate = (a: InvoiceRow, b: InvoiceRow): number =>
  a.invoiceDate < b.invoiceDate ? -1 : a.invoiceDate > b.invoiceDate ? 1 : a.invoiceId - b.invoiceId

/**
 * The invoices a tab shows of its stored list: an invoice moved or created on this device shows
 * in the tab of its local status (set until the lists are pulled again), the others in the lists
 * that hold them.
 */
export const inTab = (
  invoices: readonly InvoiceRow[],
  flag: InvoiceListFilter['flag'],
): InvoiceRow[] =>
  invoices.filter((invoice) => invoice.status === undefined || invoice.status === TAB_STATUS[flag])

const TAB_STATUS = { 1: 'tobe', 0: 'invoiced' } as const

/** The board of a list's months and invoices; an invoice outside the five months is not shown. */
export function buildInvoiceBoard(
  columns: readonly MonthColumn[],
  invoices: readonly InvoiceRow[],
): InvoiceBoardModel {
  const model = columns.map((column): InvoiceColumnModel => ({ column, invoices: [], total: 0 }))
  for (const invoice of invoices) {
    const entry = model.find(
      ({ column }) => column.year === invoice.year && column.month === invoice.month,
    )
    if (!entry) continue
    entry.invoices.push(invoice)
    entry.total += amountOf(invoice)
  }
  for (const entry of model) entry.invoices.sort(byInvoiceDate)
  return {
    columns: model,
    total: model.reduce((sum, entry) => sum + entry.total, 0),
    count: model.reduce((sum, entry) => sum + entry.invoices.length, 0),
  }
}

/**
 * The five months the server answers for an unfiltered list, named while the list is not on the
 * device: To be Invoice looks ahead from the current month, Invoiced back to it.
 */
export function defaultInvoiceMonths(flag: InvoiceListFilter['flag'], today: Date): MonthColumn[] {
  return boardMonths(0, INVOICE_COLUMN_COUNT, invoiceMonthOffset(flag), today)
}

/** Where a list without a period starts: To be Invoice at this month, Invoiced four months back. */
export const invoiceMonthOffset = (flag: InvoiceListFilter['flag']): number => (flag === 1 ? 0 : -4)
