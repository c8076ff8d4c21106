/** The clients module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const CLIENTS_TABLES = {
  clients: { key: 'id' },
} as const satisfies Record<string, SyncedTable>
