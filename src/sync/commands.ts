/**
 * Commands: the local change and its op, in one Dexie transaction. Screens read the rows through
 * live queries, so the change shows at once, online or offline; the engine sends the op later.
 * A command that writes other rows too (a row its change stands on, a list, a mark) writes them
 * through `command`, which records them on the op so that undoing the op undoes them (effects.ts).
 */
import { entityKey, UNSENT, type OpBase, type OutboxOp, type RowEffect } from '../store/outbox.ts'
import { effectWriter, type EffectWriter } from './effects.ts'
import { redoOp } from './layers.ts'
import { opTypeOf, withOpTypes, type CommandArgs, type OpTypeName } from './opRegistry.ts'
import { isIdList, syncTables, type Row, type SyncDb } from './syncDb.ts'
import { nextTempId, resolveTempId } from './tempIds.ts'

export interface CommandOptions {
  /** Epoch ms (default: now). */
  at?: number
  /** Default: a random UUID. */
  opId?: string
  /** What the command wrote beside the op before queuing it (recorded by `command`). */
  effects?: readonly RowEffect[]
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
  return withOpTypes(() => enqueueNow(db, type, args, userId, options))
}

async function enqueueNow<N extends OpTypeName>(
  db: SyncDb,
  type: N,
  args: CommandArgs<N>,
  userId: number,
  options: CommandOptions,
): Promise<OutboxOp> {
  const opType = opTypeOf(type)
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
      ...UNSENT,
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
    const effects = options.effects && options.effects.length > 0 ? [...options.effects] : null
    const queued = { ...draft, base, ...(effects ? { effects } : {}) }
    const seq = await db.outbox.add(queued)
    return { ...queued, seq }
  })
}

/** What `command` gives its run: recorded writes, and the queuing of its one op. */
export interface Command extends EffectWriter {
  /** Queues the command's op, on top of what was written so far; once per command. */
  enqueue<N extends OpTypeName>(
    type: N,
    args: CommandArgs<N>,
    userId: number,
    options?: Omit<CommandOptions, 'effects'>,
  ): Promise<OutboxOp>
}

/**
 * A command that writes beside its op (Actual Budget's "mutator with undo"): everything `run`
 * writes through the command (before the op, such as the row its change stands on, or after it,
 * such as the lists it joins) is recorded on the op, so Discard and Take theirs undo it with the
 * op's own change. One transaction (a part of the caller's, when it runs inside one); one op.
 */
export async function command<T>(db: SyncDb, run: (command: Command) => Promise<T>): Promise<T> {
  // The op types load before the transaction opens: awaiting their import inside it would end it.
  return withOpTypes(() => commandNow(db, run))
}

async function commandNow<T>(db: SyncDb, run: (command: Command) => Promise<T>): Promise<T> {
  return db.transaction('rw', syncTables(db), async () => {
    const effects: RowEffect[] = []
    const writer = effectWriter(db, effects)
    let queued: OutboxOp | null = null
    const result = await run({
      put: writer.put,
      delete: writer.delete,
      async enqueue<N extends OpTypeName>(
        type: N,
        args: CommandArgs<N>,
        userId: number,
        options: Omit<CommandOptions, 'effects'> = {},
      ): Promise<OutboxOp> {
        if (queued) throw new Error('A command queues one op')
        queued = await enqueue(db, type, args, userId, { ...options, effects })
        return queued
      },
    })
    // Set by the run (TypeScript does not follow assignments made in callbacks).
    const op = queued as OutboxOp | null
    // Writes after the op: recorded on it too.
    if (op && effects.length > (op.effects?.length ?? 0)) {
      await db.outbox.put({ ...op, effects })
    }
    return result
  })
}

/**
 * Several ops (or the reads an op stands on and the op) in one transaction: every op is queued, or
 * none is. `run` may call `enqueue` and `command` as often as it needs.
 */
export function inOneTransaction<T>(db: SyncDb, run: () => Promise<T>): Promise<T> {
  return withOpTypes(() => db.transaction('rw', syncTables(db), run))
}
