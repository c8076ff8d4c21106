/**
 * Export To Excel of the Invoice screen's current tab: what the device holds of the tab's list
 * under the current filter (so it works offline), as the board shows it, saved as an .xlsx.
 */
import writeXlsxFile from 'write-excel-file/browser'
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import type { InvoiceRow } from '../../entities/invoices/invoiceRows.ts'
import {
  INVOICE_EXPORT_WIDTHS,
  invoiceExportFileName,
  invoiceExportSheet,
} from './invoiceExportSheet.ts'

/** Saves the file; answers its name. */
export async function exportInvoices(
  invoices: readonly InvoiceRow[],
  flag: InvoiceListFilter['flag'],
  today: Date = new Date(),
): Promise<string> {
  const fileName = invoiceExportFileName(flag, today)
  await writeXlsxFile(invoiceExportSheet(invoices, flag), {
    columns: INVOICE_EXPORT_WIDTHS.map((width) => ({ width })),
  }).toFile(fileName)
  return fileName
}
