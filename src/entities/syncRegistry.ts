/**
 * What the sync engine and the store know of the registered modules' tables, registered on import:
 * their synced tables (sync/syncDb.ts) and search rows (store/search/searchRows.ts). The app's
 * database (db.ts) imports it, so whatever opens the database has them registered.
 */
import { registerSearch } from '../store/search/searchRows.ts'
import { registerSyncedTables } from '../sync/syncDb.ts'
import type { UnionToIntersection } from '../domain/types.ts'
import { ENTITY_MODULES, type RegisteredModule } from './registry.ts'

for (const module of ENTITY_MODULES) {
  if (module.tables) registerSyncedTables(module.tables)
  // In registry order, which is the order the global search shows its kinds.
  if (module.search) registerSearch(module.search)
}

/** A module's own tables (none where it declares no tables of its own). */
type TablesOf<Module> = Module extends { tables?: infer Tables }
  ? string extends keyof NonNullable<Tables>
    ? never
    : NonNullable<Tables>
  : never

type AppSyncedTables = UnionToIntersection<TablesOf<RegisteredModule>>

declare module '../sync/syncDb.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SyncedTables extends AppSyncedTables {}
}
