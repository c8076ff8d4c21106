/** One invoice as this device stores it (undefined when it does not hold it). */
import type { CrmDb } from '../db.ts'
import type { InvoiceRow } from './invoiceRows.ts'

export const readStoredInvoice = (
  database: CrmDb,
  invoiceId: number,
): Promise<InvoiceRow | undefined> => database.invoices.get(invoiceId)
