/** The invoices module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const INVOICES_TABLES = {
  // An invoice added offline for a deal, a company or a contact added offline names them.
  invoices: {
    key: 'invoiceId',
    refs: [
      { field: 'dealId', table: 'deals', scan: true },
      { field: 'client.id', table: 'clients', scan: true },
      { field: 'contact.id', table: 'contacts', scan: true },
    ],
  },
} as const satisfies Record<string, SyncedTable>
