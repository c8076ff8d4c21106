/**
 * The Invoice screen's Export To Excel sheet (core-spec sections 2 and 9 "Invoice export
 * columns"): a header row No, Bulan, Tahun, Client, Program, RM, Tribe, Branch, Segment, Invoiced,
 * To be invoiced, Total, Remarks, then one row per invoice the tab shows, in the board's order
 * (month by month, by invoice date). Bulan is the month's name as the board's column names it;
 * Program is the deal name; the amount goes under Invoiced on the Invoiced tab and under To be
 * invoiced on the To be Invoice tab (0 in the other), and Total is their sum. Every text cell is
 * neutralised against formula injection; money and numbers stay numbers. Pure.
 */
import type { Row, SheetData } from 'write-excel-file/browser'
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import { MONTH_NAMES } from '../../domain/dates.ts'
import { INVOICE_EXPORT_COLUMNS } from '../../domain/exports.ts'
import type { InvoiceRow } from '../../entities/invoices/invoiceRows.ts'
import { headerRow, moneyCell, numberCell, textCell } from '../../ui/sheetCells.ts'

const names = (list: readonly { text?: string | null }[] | null | undefined): string =>
  (list ?? [])
    .map((entry) => entry.text ?? '')
    .filter(Boolean)
    .join(', ')

export function invoiceExportRow(
  invoice: InvoiceRow,
  index: number,
  flag: InvoiceListFilter['flag'],
): Row {
  const amount = Number.isFinite(invoice.amount) ? invoice.amount : 0
  const invoiced = flag === 0 ? amount : 0
  const toBeInvoiced = flag === 1 ? amount : 0
  return [
    numberCell(index + 1),
    textCell(MONTH_NAMES[invoice.month - 1] ?? ''),
    numberCell(invoice.year),
    textCell(invoice.client?.text),
    textCell(invoice.dealName),
    textCell(names(invoice.rms)),
    textCell(names(invoice.tribes)),
    textCell(invoice.branch?.text),
    textCell(invoice.segment?.text),
    moneyCell(invoiced),
    moneyCell(toBeInvoiced),
    moneyCell(invoiced + toBeInvoiced),
    textCell(invoice.remarks),
  ]
}

export function invoiceExportSheet(
  invoices: readonly InvoiceRow[],
  flag: InvoiceListFilter['flag'],
): SheetData {
  return [
    headerRow(INVOICE_EXPORT_COLUMNS),
    ...invoices.map((invoice, index) => invoiceExportRow(invoice, index, flag)),
  ]
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The spec names no file for this export: 'invoices-<tab>-<yyyy-mm-dd>.xlsx', the tab as
 * 'to-be-invoice' or 'invoiced' and the device's local date.
 */
export function invoiceExportFileName(flag: InvoiceListFilter['flag'], today: Date): string {
  const tab = flag === 1 ? 'to-be-invoice' : 'invoiced'
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
  return `invoices-${tab}-${date}.xlsx`
}

/** Column widths: a narrow No, names wider, then the amounts. */
export const INVOICE_EXPORT_WIDTHS: readonly number[] = [
  6, 11, 7, 28, 36, 24, 18, 14, 14, 16, 16, 16, 30,
]
