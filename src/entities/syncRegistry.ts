/**
 * What the sync engine and the store know of the app's entities' tables, registered on import:
 * every module's synced tables (sync/syncDb.ts) and search rows (store/search/searchRows.ts). The
 * app's database (db.ts) imports it, so whatever opens the database has them registered. Their op
 * types are opTypes.ts's (loaded after the first screen); an entity with synced tables or search
 * rows adds one line here beside its line in registry.ts.
 */
import {
  registerSearch,
  type SearchKindInfo,
  type SearchTable,
} from '../store/search/searchRows.ts'
import { registerSyncedTables } from '../sync/syncDb.ts'
import { DEALS_TABLES } from './deals/tables.ts'
import { CLIENTS_TABLES } from './clients/tables.ts'
import { CONTACTS_TABLES } from './contacts/tables.ts'
import { VISITS_TABLES } from './visits/tables.ts'
import { PROPOSALS_TABLES } from './proposals/tables.ts'
import { INVOICES_TABLES } from './invoices/tables.ts'
import { TARGETS_TABLES } from './targets/tables.ts'
import { TEAMS_TABLES } from './teams/tables.ts'
import { PROFILE_TABLES } from './profile/tables.ts'
import { RMS_TABLES } from './rms/tables.ts'
import { CLIENTS_SEARCH } from './clients/search.ts'
import { CONTACTS_SEARCH } from './contacts/search.ts'
import { DEALS_SEARCH } from './deals/search.ts'
import { INVOICES_SEARCH } from './invoices/search.ts'
import { VISITS_SEARCH } from './visits/search.ts'

export const SYNCED_TABLES = {
  ...DEALS_TABLES,
  ...CLIENTS_TABLES,
  ...CONTACTS_TABLES,
  ...VISITS_TABLES,
  ...PROPOSALS_TABLES,
  ...INVOICES_TABLES,
  ...TARGETS_TABLES,
  ...TEAMS_TABLES,
  ...PROFILE_TABLES,
  ...RMS_TABLES,
} as const

/** The search index's kinds and tables, in the order its results show. */
const SEARCHED: readonly {
  kinds: readonly SearchKindInfo[]
  tables: Readonly<Record<string, SearchTable>>
}[] = [CLIENTS_SEARCH, CONTACTS_SEARCH, DEALS_SEARCH, VISITS_SEARCH, INVOICES_SEARCH]

registerSyncedTables(SYNCED_TABLES)
registerSearch({
  kinds: SEARCHED.flatMap((searched) => searched.kinds),
  tables: Object.assign({}, ...SEARCHED.map((searched) => searched.tables)),
})

type AppSyncedTables = typeof SYNCED_TABLES

declare module '../sync/syncDb.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SyncedTables extends AppSyncedTables {}
}
