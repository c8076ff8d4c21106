/**
 * The database the engine works on, as a structural type: any Dexie database with the outbox
 * tables (src/store/outbox.ts) and the tables of the synced entities below. The app's CrmDb is
 * one; unit tests use a small Dexie subclass.
 */
import type { Dexie } from 'dexie'
import type { OutboxOp, OutboxTables } from '../store/outbox.ts'

export type SyncDb = Dexie & OutboxTables

export type Row = Record<string, unknown>

export interface SyncedTable {
  /** The primary key's property. */
  key: string
  /**
   * Rows of other tables that hold this table's ids (indexed; an array field by a multi-entry
   * index), rewritten when a temp id is replaced. `scan`: the field has no index (the table is
   * read whole; fine for a rare create, not worth an index every pull pays for); only a scanned
   * field may be a path into an object the row holds (`client.id`).
   */
  references: readonly { table: string; field: string; scan?: boolean }[]
}

/**
 * The entity tables ops act on. Schemas the database must give them (at least):
 * deals '&dealId', statusUpdates '&id, dealId', clients '&id', contacts '&id, clientId',
 * dealDetails '&id' (pulled only: ops change the deal's card row, the detail shows them on top),
 * visits '&id, dealId, clientId, *contacts', proposals '&id, dealId, *contactIds',
 * projectionItems '&invoiceId, dealId', invoices '&invoiceId', targets '&key', teams '&id',
 * profiles '&id' and rms '&userId' (the master data's RMs, which the RM ops change).
 */
export const SYNCED_TABLES = {
  deals: {
    key: 'dealId',
    references: [
      { table: 'statusUpdates', field: 'dealId' },
      { table: 'visits', field: 'dealId' },
      { table: 'proposals', field: 'dealId' },
      { table: 'projectionItems', field: 'dealId' },
      // An invoice added offline for a deal added offline: its row names the deal.
      { table: 'invoices', field: 'dealId', scan: true },
    ],
  },
  statusUpdates: { key: 'id', references: [] },
  clients: {
    key: 'id',
    references: [
      { table: 'contacts', field: 'clientId' },
      { table: 'visits', field: 'clientId' },
      // A deal added offline for a company added offline: its card names the company.
      { table: 'deals', field: 'clientId', scan: true },
      // An invoice added offline for a company added offline (the invoice form's Add new company).
      { table: 'invoices', field: 'client.id', scan: true },
    ],
  },
  contacts: {
    key: 'id',
    references: [
      { table: 'visits', field: 'contacts' },
      { table: 'proposals', field: 'contactIds' },
      { table: 'invoices', field: 'contact.id', scan: true },
    ],
  },
  dealDetails: { key: 'id', references: [] },
  visits: { key: 'id', references: [] },
  proposals: { key: 'id', references: [] },
  projectionItems: { key: 'invoiceId', references: [] },
  invoices: { key: 'invoiceId', references: [] },
  targets: { key: 'key', references: [] },
  teams: { key: 'id', references: [] },
  profiles: { key: 'id', references: [] },
  rms: { key: 'userId', references: [] },
} as const satisfies Record<string, SyncedTable>

export type SyncedTableName = keyof typeof SYNCED_TABLES

export const SYNCED_TABLE_NAMES = Object.keys(SYNCED_TABLES) as SyncedTableName[]

export const keyOf = (table: string): string =>
  (SYNCED_TABLES as Record<string, SyncedTable>)[table]?.key ?? 'id'

/**
 * Tables only this device writes (nothing in them is sent) that commands change beside their ops:
 * the board's card order. An op's undo puts back what its command wrote there (effects.ts).
 */
export const LOCAL_EFFECT_TABLE_NAMES = ['cardOrder'] as const

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
  ...[...SYNCED_TABLE_NAMES, ...LOCAL_EFFECT_TABLE_NAMES]
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

/** The signed-in user's ops, in seq order. */
export const userOps = (db: SyncDb, userId: number): Promise<OutboxOp[]> =>
  db.outbox.where('userId').equals(userId).sortBy('seq')
