/**
 * The database the engine works on, as a structural type: any Dexie database with the outbox
 * tables (src/store/outbox.ts) and the synced tables the entity modules register. The app's CrmDb is
 * one; unit tests use a small Dexie subclass.
 */
import type { Dexie } from 'dexie'
import type { OutboxOp, OutboxTables } from '../store/outbox.ts'

export type SyncDb = Dexie & OutboxTables

export type Row = Record<string, unknown>

/** A reference a table's rows hold to another synced table's ids, rewritten when a temp id is. */
export interface TableReference {
  /** The field holding the id (a number, or an array of numbers under a multi-entry index). */
  field: string
  /** The table whose ids it holds. */
  table: string
  /**
   * The field has no index (the table is read whole: fine for a rare create, not worth an index
   * every pull pays for); only a scanned field may be a path into an object the row holds
   * (`client.id`).
   */
  scan?: boolean
}

export interface SyncedTable {
  /** The primary key's property. */
  key: string
  /** The references its rows hold to other synced tables. */
  refs?: readonly TableReference[]
  /**
   * Only this device writes it (nothing in it is sent): a command changes it beside its op and an
   * op's undo puts back what its command wrote there (effects.ts), as the board's card order.
   */
  local?: boolean
}

/** The app's synced tables by name (augmented by src/entities/syncRegistry.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SyncedTables {}

export type SyncedTableName = keyof SyncedTables & string

const tables = new Map<string, SyncedTable>()
/** For each table, the references other tables' rows hold to its ids. */
const referencing = new Map<string, (TableReference & { from: string })[]>()

/** Registers synced tables by name (the app's entity modules', once at start; a test's own). */
export function registerSyncedTables(declared: Readonly<Record<string, SyncedTable>>): void {
  for (const [name, table] of Object.entries(declared)) tables.set(name, table)
  referencing.clear()
  for (const [from, table] of tables) {
    for (const ref of table.refs ?? []) {
      referencing.set(ref.table, [...(referencing.get(ref.table) ?? []), { ...ref, from }])
    }
  }
}

/** The synced tables ops act on (not the local ones). */
export const syncedTableNames = (): string[] =>
  [...tables].filter(([, table]) => !table.local).map(([name]) => name)

export const keyOf = (table: string): string => tables.get(table)?.key ?? 'id'

/** Where other tables' rows hold ids of `table`: `from` names the table holding the reference. */
export const referencesTo = (table: string): readonly (TableReference & { from: string })[] =>
  referencing.get(table) ?? []

/**
 * Every table a settling or deciding transaction may touch, and a command may write beside its
 * op: the synced and local tables this database has (a database may hold only some entities, e.g.
 * a test's, or the app's before a version adds a table).
 */
export const syncTables = (db: SyncDb) => [
  db.outbox,
  db.syncSettled,
  db.syncLists,
  db.meta,
  ...[...tables.keys()]
    .filter((name) => db.tables.some((table) => table.name === name))
    .map((name) => db.table(name)),
]

export const META_KEYS = {
  lastSyncedAt: 'sync:lastSyncedAt',
  lastTempId: 'sync:lastTempId',
  /** The ops merged by themselves lately (mergeHistory.ts). */
  mergeHistory: 'sync:mergeHistory',
} as const

/** An arg holding several ids (an op's `refs` may name a number or an array of numbers). */
export const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((each) => typeof each === 'number')

/** The ids an arg refers to: one, several, or none. */
export const refIds = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : isIdList(value) ? value : []

/** How many ops of the user's the outbox holds. */
export const userOpCount = (db: SyncDb, userId: number): Promise<number> =>
  db.outbox.where('userId').equals(userId).count()

/** The signed-in user's ops, in seq order. */
export const userOps = (db: SyncDb, userId: number): Promise<OutboxOp[]> =>
  db.outbox.where('userId').equals(userId).sortBy('seq')
