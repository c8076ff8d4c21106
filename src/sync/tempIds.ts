/**
 * Temporary ids for entities created offline: negative integers, -1, -2, ... from a counter in
 * `meta`, taken inside the command's transaction. Negative numbers keep every id a number (the
 * contract's types, Dexie keys and numeric sorting stay as they are), can never equal a server
 * id (the server's are positive), are recognised by sign alone, and a leaked one is refused by
 * the server's id validators (400) instead of touching another entity. The counter lives in the
 * same database as the rows, so ids are unique across tabs.
 */
import { entityKey, isTempId, type OutboxOp } from '../store/outbox.ts'
import { opTypeOf } from './registry.ts'
import {
  isIdList,
  keyOf,
  META_KEYS,
  SYNCED_TABLES,
  type Row,
  type SyncDb,
  type SyncedTable,
} from './syncDb.ts'

/** Where the server id that replaced a temp id is kept, for commands that still name the temp id. */
export const remappedKey = (table: string, tempId: number): string =>
  `${REMAPPED_PREFIX}${table}:${tempId}`

export const REMAPPED_PREFIX = 'sync:remapped:'

/** A remap row: the server id and when it replaced the temp id (old ones are pruned). */
export interface Remapped {
  serverId: number
  at: number
}

const serverIdOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof (value as Remapped | undefined)?.serverId === 'number'
      ? (value as Remapped).serverId
      : undefined

/**
 * A screen (or an open dialog) may still hold a temp id after its create synced. Commands resolve
 * such ids to the server's, so the op never reaches the server with an id it does not know.
 */
export function resolveTempId(db: SyncDb, table: string, id: number): Promise<number> {
  // Always a Dexie read, never an async function that awaits nothing: a live query that awaits
  // this keeps observing what it reads after it (Dexie follows its zone through its own promises
  // only), so a detail read under a server id still updates when its row changes.
  return db.meta
    .get(remappedKey(table, id))
    .then((row) => (isTempId(id) ? (serverIdOf(row?.value) ?? id) : id))
}

export async function nextTempId(db: SyncDb): Promise<number> {
  const last = (await db.meta.get(META_KEYS.lastTempId))?.value
  const next = (typeof last === 'number' ? last : 0) - 1
  await db.meta.put({ key: META_KEYS.lastTempId, value: next })
  return next
}

/**
 * The server answered a create: its id replaces the temp id in the row's key, in the rows that
 * refer to it (SYNCED_TABLES references, one id or an array of ids), in the pulled lists, and in
 * every op (entity, args and the fields it put aside). Inside a transaction over the sync tables.
 */
export async function replaceTempId(
  db: SyncDb,
  table: string,
  tempId: number,
  serverId: number,
): Promise<void> {
  const mark: Remapped = { serverId, at: Date.now() }
  await db.meta.put({ key: remappedKey(table, tempId), value: mark })
  const key = keyOf(table)
  const rows = db.table(table)
  const row = (await rows.get(tempId)) as Record<string, unknown> | undefined
  if (row) {
    await rows.delete(tempId)
    await rows.put({ ...row, [key]: serverId })
  }
  const references = (SYNCED_TABLES as Record<string, SyncedTable>)[table]?.references ?? []
  for (const reference of references) {
    // A database may hold only some of the entities (a test's, or an older version's).
    if (!db.tables.some((each) => each.name === reference.table)) continue
    const referring = db.table(reference.table)
    // A multi-entry index (a visit's contacts) matches a row holding the id in its array.
    const { field } = reference
    await (
      reference.scan
        ? referring.filter((row: Row) => swap(valueAt(row, field), tempId, serverId) !== undefined)
        : referring.where(field).equals(tempId)
    ).modify((row: Row) => {
      const value = swap(valueAt(row, field), tempId, serverId)
      if (value !== undefined) setValueAt(row, field, value)
    })
  }
  // Pulled lists hold the temp id where a screen put the new row (the board lists a new deal).
  await db.syncLists
    .where('table')
    .equals(table)
    .modify((list) => {
      if (list.ids.includes(tempId))
        list.ids = list.ids.map((id) => (id === tempId ? serverId : id))
    })
  const tempKey = entityKey(table, tempId)
  // What an op put aside (an edit's old fields, a delete's whole row) goes back on the row when
  // the op is discarded: its key and references name the server id too.
  const baseFields = (opTable: string): string[] => [
    ...(opTable === table ? [key] : []),
    ...references.filter((reference) => reference.table === opTable).map(({ field }) => field),
  ]
  const ops = await db.outbox.toArray()
  const remapped: OutboxOp[] = []
  for (const op of ops) {
    const type = opTypeOf(op.type)
    let changed = false
    const args = { ...op.args }
    for (const [arg, refTable] of Object.entries(type.refs)) {
      if (refTable !== table) continue
      const value = swap(args[arg], tempId, serverId)
      if (value === undefined) continue
      args[arg] = value
      changed = true
    }
    let fields = op.base.fields
    for (const field of baseFields(op.entity.table)) {
      const value = swap(fields ? valueAt(fields, field) : undefined, tempId, serverId)
      if (value === undefined || !fields) continue
      fields = structuredClone(fields)
      setValueAt(fields, field, value)
      changed = true
    }
    const base = { ...op.base, fields }
    if (op.entityKey === tempKey) {
      args[type.idArg] = serverId
      remapped.push({
        ...op,
        args,
        base,
        entity: { table, id: serverId },
        entityKey: entityKey(table, serverId),
      })
    } else if (changed) remapped.push({ ...op, args, base })
  }
  if (remapped.length > 0) await db.outbox.bulkPut(remapped)
}

/** The value at a field, or at a path into an object the row holds (`client.id`). */
function valueAt(row: Row, path: string): unknown {
  let value: unknown = row
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Row)[part]
  }
  return value
}

/** Sets the value at a field or path (whose objects exist: valueAt found a value there). */
function setValueAt(row: Row, path: string, value: unknown): void {
  const parts = path.split('.')
  const last = parts.pop()!
  let holder: Row = row
  for (const part of parts) holder = holder[part] as Row
  holder[last] = value
}

/** `value` with the temp id replaced (one id, or a list of ids); undefined when it has none. */
function swap(value: unknown, tempId: number, serverId: number): number | number[] | undefined {
  if (value === tempId) return serverId
  return isIdList(value) && value.includes(tempId)
    ? value.map((id) => (id === tempId ? serverId : id))
    : undefined
}
