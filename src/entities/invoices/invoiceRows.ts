/**
 * The invoices as IndexedDB keeps them (core-spec "Invoice screens"): the rows of every pulled
 * invoice list (To be Invoice, Invoiced) in `invoices`, each list's ids and fetch time kept as any
 * pulled list's, and its five month columns beside it (read by invoiceListReads.ts).
 */
import type { InvoiceItem } from '../../contract/invoices.ts'

/** The tab an invoice belongs to: To be Invoice ('tobe') or Invoiced. */
export type InvoiceStatus = 'tobe' | 'invoiced'

export type InvoiceRow = InvoiceItem & {
  /**
   * Local only: set by the invoice ops (src/sync/invoiceOps.ts) on an invoice created, invoiced
   * or moved back on this device, so its tab shows before the lists are pulled again. Absent on
   * pulled rows: the list that holds them tells their tab.
   */
  status?: InvoiceStatus
}

export const INVOICE_STORES = {
  invoices: '&invoiceId',
} as const
