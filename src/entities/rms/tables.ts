/** The rms module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const RMS_TABLES = {
  // The master data's RMs, which the RM ops change.
  rms: { key: 'userId' },
} as const satisfies Record<string, SyncedTable>
