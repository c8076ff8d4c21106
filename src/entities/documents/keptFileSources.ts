/**
 * The files the kept deal details and invoices name, as one tab holds them between its files
 * passes (store/heldDerivations.ts): each row is read once, then again only after a commit
 * changed it. At 50,000 deals an admin keeps about 15,000 details (50 MB): read whole, they took
 * every pass about a second, 0.6 s of it one long task, and passes follow the records' runs.
 */
import type { Dexie } from 'dexie'
import { heldDerivations, type HeldDerivations } from '../../store/heldDerivations.ts'
import type { DealDetail } from '../../contract/deals.ts'
import type { InvoiceRow } from '../invoices/invoiceRows.ts'
import { dealFilesOf, invoiceFilesOf, type OrderedFiles } from './wantedFiles.ts'

export interface KeptFileSources {
  deals: HeldDerivations<OrderedFiles>
  invoices: HeldDerivations<OrderedFiles>
  close(): void
}

export function keptFileSources(db: Dexie): KeptFileSources {
  const deals = heldDerivations<DealDetail, OrderedFiles>(db, 'dealDetails', dealFilesOf)
  const invoices = heldDerivations<InvoiceRow, OrderedFiles>(db, 'invoices', invoiceFilesOf)
  return {
    deals,
    invoices,
    close() {
      deals.close()
      invoices.close()
    },
  }
}
