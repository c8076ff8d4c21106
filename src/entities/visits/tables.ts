/** The visits module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const VISITS_TABLES = {
  visits: {
    key: 'id',
    refs: [
      { field: 'dealId', table: 'deals' },
      { field: 'clientId', table: 'clients' },
      { field: 'contacts', table: 'contacts' },
    ],
  },
} as const satisfies Record<string, SyncedTable>
