/** The deals module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const DEALS_TABLES = {
  deals: { key: 'dealId', refs: [{ field: 'clientId', table: 'clients', scan: true }] },
  statusUpdates: { key: 'id', refs: [{ field: 'dealId', table: 'deals' }] },
  // Pulled only: ops change the deal's card row, the detail shows them on top.
  dealDetails: { key: 'id' },
  cardOrder: { key: 'dealId', local: true },
} as const satisfies Record<string, SyncedTable>
