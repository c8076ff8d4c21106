/**
 * A synced create's server id in place of its temporary id, everywhere the device holds it (the
 * sending code's part of temporary ids; tempIds.ts hands them out and resolves them).
 */
import { entityKey, type OutboxOp } from '../store/outbox.ts'
import { opTypeOf } from './opRegistry.ts'
import { isIdList, keyOf, referencesTo, type Row, type SyncDb } from './syncDb.ts'
import { remappedKey, type Remapped } from './tempIds.ts'

/**
 * The server answered a create: its id replaces the temp id in the row's key, in the rows that
 * refer to it (the tables' declared references, one id or an array of ids), in the pulled lists, and in
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
  for (const reference of referencesTo(table)) {
    // A database may hold only some of the entities (a test's, or an older version's).
    if (!db.tables.some((each) => each.name === reference.from)) continue
    const referring = db.table(reference.from)
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
    ...referencesTo(table)
      .filter((reference) => reference.from === opTable)
      .map(({ field }) => field),
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
