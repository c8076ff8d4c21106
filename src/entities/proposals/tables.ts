/** The proposals module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const PROPOSALS_TABLES = {
  proposals: {
    key: 'id',
    refs: [
      { field: 'dealId', table: 'deals' },
      { field: 'contactIds', table: 'contacts' },
    ],
  },
  projectionItems: { key: 'invoiceId', refs: [{ field: 'dealId', table: 'deals' }] },
} as const satisfies Record<string, SyncedTable>
