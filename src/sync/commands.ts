/**
 * Commands: the local change and its op, in one Dexie transaction. Screens read the rows through
 * live queries, so the change shows at once, online or offline; the engine sends the op later.
 */
import { entityKey, type OpBase, type OutboxOp } from '../store/outbox.ts'
import { redoOp } from './layers.ts'
import { OP_TYPES, type CommandArgs, type OpTypeName } from './registry.ts'
import { isIdList, syncTables, type Row, type SyncDb } from './syncDb.ts'
import { nextTempId, resolveTempId } from './tempIds.ts'

export interface CommandOptions {
  /** Epoch ms (default: now). */
  at?: number
  /** Default: a random UUID. */
  opId?: string
}

const versionOf = (row: Row | undefined): number | null =>
  typeof row?.version === 'number' ? row.version : null

/**
 * Applies the op's local change and appends it to the outbox, as the signed-in `userId`.
 * A create gets a temp id (see tempIds.ts), answered in the op's `entity.id`. An update of a row
 * this device does not hold is still queued, without If-Match (there is no version to send).
 */
export async function enqueue<N extends OpTypeName>(
  db: SyncDb,
  type: N,
  args: CommandArgs<N>,
  userId: number,
  options: CommandOptions = {},
): Promise<OutboxOp> {
  const opType = OP_TYPES[type]
  const at = options.at ?? Date.now()
  return db.transaction('rw', syncTables(db), async () => {
    const fullArgs: Record<string, unknown> = { ...args }
    for (const [arg, refTable] of [
      [opType.idArg, opType.table] as const,
      ...Object.entries(opType.refs),
    ]) {
      const value = fullArgs[arg]
      if (typeof refTable !== 'string') continue
      if (typeof value === 'number') fullArgs[arg] = await resolveTempId(db, refTable, value)
      else if (isIdList(value)) {
        fullArgs[arg] = await Promise.all(value.map((each) => resolveTempId(db, refTable, each)))
      }
    }
    if (opType.kind === 'create') fullArgs[opType.idArg] = await nextTempId(db)
    const id = fullArgs[opType.idArg]
    if (typeof id !== 'number') throw new Error(`${type} needs a numeric ${opType.idArg}`)
    const table = db.table(opType.table)
    const row = (await table.get(id)) as Row | undefined
    const draft: Omit<OutboxOp, 'seq'> = {
      opId: options.opId ?? crypto.randomUUID(),
      type,
      entity: { table: opType.table, id },
      entityKey: entityKey(opType.table, id),
      args: fullArgs,
      base: { version: null, fields: null },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      sendingSince: null,
      lastError: null,
      lastStatus: null,
      serverState: null,
      createdAt: at,
      userId,
    }
    const redone = redoOp(row, { ...draft, seq: 0 })
    const base: OpBase = {
      version: versionOf(opType.kind === 'create' ? redone.row : row),
      fields: redone.fields,
    }
    if (redone.row) await table.put(redone.row)
    else if (row) await table.delete(id)
    const seq = await db.outbox.add({ ...draft, base })
    return { ...draft, base, seq }
  })
}
