import { useSyncExternalStore } from 'react'
import { db } from './db.ts'
import type { InvoiceRow } from './invoices.ts'
import { createTableMirror, type TableSnapshot } from './tableMirror.ts'

const invoicesMirror = createTableMirror<InvoiceRow>(db, 'invoices', (invoice) => invoice.invoiceId)

/** Every stored invoice, live; undefined until the first read finished. */
export function useInvoicesSnapshot(): TableSnapshot<InvoiceRow> | undefined {
  return useSyncExternalStore(invoicesMirror.subscribe, invoicesMirror.getSnapshot)
}
