/** The contacts module's synced tables: their keys and the ids of other tables their rows hold. */
import type { SyncedTable } from '../../sync/syncDb.ts'

export const CONTACTS_TABLES = {
  contacts: { key: 'id', refs: [{ field: 'clientId', table: 'clients' }] },
} as const satisfies Record<string, SyncedTable>
