/**
 * Writing pulled rows into IndexedDB and into the lists that hold them (syncLists: the ids each
 * list answered). Two ways in: a list answered whole replaces what it held (`replaceList`), a
 * change feed adds and removes rows one by one (`mergeIntoList`). Both keep the same rules: a row
 * with unsettled ops, one settled while the answer was under way, or a newer local version is
 * left as it is; a row no list holds any more is removed unless ops hold it. Every function runs
 * inside the caller's transaction over `listTables(db, table)`.
 */
import { fetchedAtKey } from '../store/meta.ts'
import { keyOf, type Row, type SyncDb, type SyncedTableName } from './syncDb.ts'

/** Settled marks older than this cannot concern a pull still under way. */
const SETTLED_MARK_TTL_MS = 10 * 60_000

const numberAfterColon = (key: string): number => Number(key.slice(key.indexOf(':') + 1))

export const listTables = (db: SyncDb, ...tables: SyncedTableName[]) => [
  ...tables.map((table) => db.table(table)),
  db.outbox,
  db.syncLists,
  db.syncSettled,
  db.meta,
]

/** Ids of `table` a pull must leave alone: unsettled ops, or settled since `startedAt`. */
export async function heldIds(db: SyncDb, table: string, startedAt: number): Promise<Set<number>> {
  const prefix = `${table}:`
  const held = new Set<number>()
  for (const op of await db.outbox.where('entityKey').startsWith(prefix).toArray()) {
    held.add(op.entity.id)
  }
  for (const mark of await db.syncSettled.where('settledAt').aboveOrEqual(startedAt).toArray()) {
    if (mark.entityKey.startsWith(prefix)) held.add(numberAfterColon(mark.entityKey))
  }
  return held
}

export async function pruneSettledMarks(db: SyncDb, now: number): Promise<void> {
  await db.syncSettled
    .where('settledAt')
    .below(now - SETTLED_MARK_TTL_MS)
    .delete()
}

function keepFields(row: Row, local: Row, fields: readonly string[]): Row {
  const kept: Row = { ...row }
  for (const field of fields) if (field in local) kept[field] = local[field]
  return kept
}

/** Writes the rows that may be written; answers how many were. */
export async function putRows(
  db: SyncDb,
  table: SyncedTableName,
  incoming: readonly Row[],
  held: ReadonlySet<number>,
  keepLocal?: readonly string[],
): Promise<number> {
  const key = keyOf(table)
  const rows = db.table(table)
  // A first fill finds nothing to compare with: no read of thousands of absent keys.
  const empty = (await rows.limit(1).primaryKeys()).length === 0
  const existing = empty
    ? []
    : ((await rows.bulkGet(incoming.map((row) => row[key] as number))) as (Row | undefined)[])
  const fresh = incoming
    .map((row, index) => ({ row, local: existing[index] }))
    .filter(({ row, local }) => {
      if (held.has(row[key] as number)) return false
      return !(
        typeof local?.version === 'number' &&
        typeof row.version === 'number' &&
        local.version > row.version
      )
    })
    .map(({ row, local }) => (local && keepLocal ? keepFields(row, local, keepLocal) : row))
  await rows.bulkPut(fresh)
  return fresh.length
}

/** Ids of `table` that lists other than `except` hold. */
async function idsHeldByOtherLists(
  db: SyncDb,
  table: string,
  except: ReadonlySet<string>,
): Promise<Set<number>> {
  const lists = await db.syncLists.where('table').equals(table).toArray()
  return new Set(lists.filter((list) => !except.has(list.key)).flatMap((list) => list.ids))
}

/** Removes the rows no list but `leaving` holds, unless held; answers how many went. */
export async function removeUnlisted(
  db: SyncDb,
  table: SyncedTableName,
  ids: readonly number[],
  leaving: ReadonlySet<string>,
  held: ReadonlySet<number>,
): Promise<number> {
  if (ids.length === 0) return 0
  const elsewhere = await idsHeldByOtherLists(db, table, leaving)
  const gone = ids.filter((id) => !elsewhere.has(id) && !held.has(id))
  await db.table(table).bulkDelete(gone)
  return gone.length
}

/**
 * Rows of a second table made from a list's rows (a deal's card from its detail), written in the
 * list's transaction by the same rules as pulled rows: a row with unsettled ops, one settled
 * during the pull, or a newer local version is left as it is. Nothing else writes them from the
 * first table's rows, so the two never drift apart.
 */
export interface DerivedRows {
  table: SyncedTableName
  rows(stored: readonly Row[]): Row[]
  /** Fields the first table does not know: a row already held keeps its own values of them. */
  keepLocal?: readonly string[]
}

/** Writes the derived rows that may be written; true when every one was. */
export async function putDerivedRows(
  db: SyncDb,
  derived: DerivedRows,
  stored: readonly Row[],
  startedAt: number,
): Promise<boolean> {
  const held = await heldIds(db, derived.table, startedAt)
  const rows = derived.rows(stored)
  return (await putRows(db, derived.table, rows, held, derived.keepLocal)) === rows.length
}

export interface ListAnswer {
  key: string
  table: SyncedTableName
  /** Fields the list does not answer: a row already held keeps its own values of them. */
  keepLocal?: readonly string[]
}

export interface ReplaceResult {
  written: number
  removed: number
  /**
   * Whether the device now holds the answer as it came: false when ops kept rows of it as the
   * device has them, or kept rows it no longer lists. The answer's tag may then not be kept: a
   * 304 to it would leave those rows as they are once their ops settled.
   */
  asAnswered: boolean
}

/**
 * A list answered whole: its rows are written, rows it listed before and no longer lists are
 * removed (unless another list or an op holds them). A row kept for its ops (or settled during
 * the pull, e.g. a deal created here that this answer predates) stays in the list, first as a
 * new row is, until a later pull lists it.
 */
export async function replaceList(
  db: SyncDb,
  list: ListAnswer,
  incoming: readonly Row[],
  startedAt: number,
  fetchedAt: number,
): Promise<ReplaceResult> {
  const held = await heldIds(db, list.table, startedAt)
  await pruneSettledMarks(db, fetchedAt)
  const written = await putRows(db, list.table, incoming, held, list.keepLocal)
  const key = keyOf(list.table)
  const ids = incoming.map((row) => row[key] as number)
  const answered = new Set(ids)
  const previous = (await db.syncLists.get(list.key))?.ids ?? []
  const missing = previous.filter((id) => !answered.has(id))
  const removed = await removeUnlisted(db, list.table, missing, new Set([list.key]), held)
  const stillListed = missing.filter((id) => held.has(id))
  await db.syncLists.put({ key: list.key, table: list.table, ids: [...stillListed, ...ids] })
  await db.meta.put({ key: fetchedAtKey(list.key), value: fetchedAt })
  return { written, removed, asAnswered: written === incoming.length && stillListed.length === 0 }
}

/**
 * Changes to a list: `added` ids join it (new ones first, as a new row is shown), `dropped` ids
 * leave it. The rows themselves are written by the caller (putRows); rows that left and that no
 * other list holds are removed unless held.
 */
export async function mergeIntoList(
  db: SyncDb,
  list: { key: string; table: SyncedTableName },
  added: readonly number[],
  dropped: readonly number[],
  held: ReadonlySet<number>,
): Promise<void> {
  const stored = await db.syncLists.get(list.key)
  const current = stored?.ids ?? []
  const leaving = new Set(dropped.filter((id) => !held.has(id)))
  const present = new Set(current)
  const fresh = added.filter((id) => !present.has(id) && !leaving.has(id))
  if (stored && fresh.length === 0 && !current.some((id) => leaving.has(id))) return
  const ids = [...fresh, ...current.filter((id) => !leaving.has(id))]
  await db.syncLists.put({ key: list.key, table: list.table, ids })
  const removedFromList = current.filter((id) => leaving.has(id))
  await removeUnlisted(db, list.table, removedFromList, new Set(), held)
}

/** Forgets a list (and its fetch time); its rows go unless another list or an op holds them. */
export async function dropList(
  db: SyncDb,
  key: string,
  held: (table: string) => Promise<ReadonlySet<number>>,
): Promise<void> {
  const list = await db.syncLists.get(key)
  await db.meta.delete(fetchedAtKey(key))
  if (!list) return
  await db.syncLists.delete(key)
  const table = list.table as SyncedTableName
  await removeUnlisted(db, table, list.ids, new Set(), await held(table))
}

/** Whether the list and every row it holds are on the device (what its last answer stored). */
export async function listHeld(db: SyncDb, key: string, table: SyncedTableName): Promise<boolean> {
  const stored = await db.syncLists.get(key)
  if (!stored) return false
  const present = await db.table(table).bulkGet([...new Set(stored.ids)])
  return present.every((row) => row !== undefined)
}

/**
 * A list answered unchanged (304) stays as it is, fetched at `fetchedAt`. False, marking nothing,
 * when the list is no longer on the device (dropped while its request was under way): the answer
 * then says nothing of what the device holds, and the caller asks for the list whole.
 */
export async function markListFetched(
  db: SyncDb,
  key: string,
  fetchedAt: number,
): Promise<boolean> {
  return db.transaction('rw', [db.syncLists, db.meta], async () => {
    if ((await db.syncLists.where('key').equals(key).count()) === 0) return false
    await db.meta.put({ key: fetchedAtKey(key), value: fetchedAt })
    return true
  })
}
