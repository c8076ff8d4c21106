/** The teams module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const TEAMS_TABLES = {
  teams: { key: 'id' },
} as const satisfies Record<string, SyncedTable>
