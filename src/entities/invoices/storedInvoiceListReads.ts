/**
 * Every invoice list stored on this device (each tab under each filter pulled), as kept: an
 * invoice that changes tab joins those of its new tab that take it.
 */
import type { SyncListRow } from '../../store/outbox.ts'
import type { CrmDb } from '../db.ts'

export const readStoredInvoiceLists = (database: CrmDb): Promise<SyncListRow[]> =>
  database.syncLists.where('table').equals('invoices').toArray()
