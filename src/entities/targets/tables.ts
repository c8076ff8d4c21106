/** The targets module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const TARGETS_TABLES = {
  targets: { key: 'key' },
} as const satisfies Record<string, SyncedTable>
