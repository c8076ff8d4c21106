import { useSyncExternalStore } from 'react'
import { db } from '../db.ts'
import type { InvoiceRow } from './invoiceRows.ts'
import { burstThrottled, createTableMirror, type TableSnapshot } from '../../store/tableMirror.ts'

/** While invoices keep changing (an outbox draining), the boards are built again at most this often. */
export const INVOICES_BURST_GAP_MS = 100

const invoicesMirror = burstThrottled(
  createTableMirror<InvoiceRow>(db, 'invoices', (invoice) => invoice.invoiceId),
  INVOICES_BURST_GAP_MS,
)

/** Every stored invoice, live; undefined until the first read finished. */
export function useInvoicesSnapshot(): TableSnapshot<InvoiceRow> | undefined {
  return useSyncExternalStore(invoicesMirror.subscribe, invoicesMirror.getSnapshot)
}
