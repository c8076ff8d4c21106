/**
 * A person's decisions on ops the server did not take: a conflict (keep mine, take theirs) or a
 * refusal (retry, possibly with edited args; discard). Each is one transaction.
 */
import { isStalled, UNSENT, type OutboxOp } from '../store/outbox.ts'
import { undoEffects } from './effects.ts'
import { rewriteBeneathLaterOps, redoOp, undoOp } from './layers.ts'
import { opTypeOf, withOpTypes } from './opRegistry.ts'
import { syncTables, type SyncDb } from './syncDb.ts'
import { waitKeys } from './outboxOrder.ts'

/** The decided op, and every op that left the outbox with it (a discarded create's later ops). */
export interface Decision {
  op: OutboxOp
  dropped: OutboxOp[]
}

export class OpStateError extends Error {
  constructor(op: OutboxOp | undefined, wanted: string) {
    super(op ? `Op ${op.seq} is ${op.status}, not ${wanted}` : 'The op is no longer in the outbox')
    this.name = 'OpStateError'
  }
}

async function opInState(
  db: SyncDb,
  opId: string,
  states: readonly OutboxOp['status'][],
): Promise<OutboxOp> {
  const op = await db.outbox.where('opId').equals(opId).first()
  if (!op || !states.includes(op.status)) throw new OpStateError(op, states.join(' or '))
  return op
}

const readyAgain = ({ clashes: _clashes, changedBy: _by, ...op }: OutboxOp): OutboxOp => ({
  ...op,
  ...UNSENT,
  serverErrors: 0,
})

/** The server's version a conflict's answer carried; null when it carried none. */
const serverVersionOf = (op: Partial<Pick<OutboxOp, 'serverState'>>): number | null => {
  const version = (op.serverState as { version?: unknown } | null | undefined)?.version
  return typeof version === 'number' ? version : null
}

/**
 * Keep mine is for a conflict whose answer carried the server's entity (its version): the op is
 * sent again on that version. One without it (a business refusal such as "Reopen the deal first",
 * a 409 without the entity) would only conflict again: only Take theirs helps.
 */
export const canKeepMine = (
  op: Pick<OutboxOp, 'status'> & Partial<Pick<OutboxOp, 'serverState'>>,
): boolean => op.status === 'conflict' && serverVersionOf(op) !== null

/**
 * Keep mine: send the op again on the server's current version. Later ops on the entity made on
 * the same old version move to the new one too: they were made on top of this one. Refused
 * (OpStateError) for a conflict without the server's version (canKeepMine).
 */
export async function keepMine(db: SyncDb, opId: string): Promise<Decision> {
  return withOpTypes(() =>
    db.transaction('rw', syncTables(db), async () => {
      const op = await opInState(db, opId, ['conflict'])
      const version = serverVersionOf(op)
      if (version === null)
        throw new OpStateError(op, "a conflict that carried the server's version")
      const oldVersion = op.base.version
      await rewriteBeneathLaterOps(db, op, {
        change: (row) => (row ? { ...row, version } : row),
        later: (next) =>
          next.base.version === oldVersion ? { ...next, base: { ...next.base, version } } : next,
      })
      const kept = readyAgain({ ...op, base: { ...op.base, version } })
      await db.outbox.put(kept)
      return { op: kept, dropped: [] }
    }),
  )
}

/**
 * All ops that fall with `op` when it is dropped: a create takes along the ops that wait for its
 * entity, and so on down (a company's deal goes with it, and so do the deal's owners, visits and
 * proposals, which would otherwise be sent with a temp id no create will ever replace).
 */
async function droppedWith(db: SyncDb, op: OutboxOp): Promise<OutboxOp[]> {
  if (opTypeOf(op.type).kind !== 'create') return [op]
  const never = new Set([op.entityKey])
  const dropped = [op]
  // In seq order: an op can only name a temp id made before it.
  for (const other of await db.outbox.orderBy('seq').toArray()) {
    if (other.seq <= op.seq || !waitKeys(other).some((key) => never.has(key))) continue
    dropped.push(other)
    if (opTypeOf(other.type).kind === 'create') never.add(other.entityKey)
  }
  return dropped
}

/**
 * Drops ops newest first, each putting its base back beneath the ops that stay and undoing what
 * its command wrote beside its row (effects.ts).
 */
async function dropOps(db: SyncDb, ops: readonly OutboxOp[]): Promise<OutboxOp[]> {
  for (const op of [...ops].sort((a, b) => b.seq - a.seq)) {
    await rewriteBeneathLaterOps(db, op, { change: (row) => undoOp(row, op) })
    await undoEffects(db, op)
    await db.outbox.delete(op.seq)
  }
  return [...ops]
}

/**
 * Take theirs: drop the op and put the server's state on the row (fields the state does not carry
 * go back to the op's base), and undo what its command wrote beside the row. Later ops on the
 * entity stay, still on their old version and base: the server answers them 412, and those that
 * change a field the server changed too are decided in turn (the rest merge, as any op would).
 */
export async function takeTheirs(
  db: SyncDb,
  opId: string,
  now: number = Date.now(),
): Promise<Decision> {
  return withOpTypes(() =>
    db.transaction('rw', syncTables(db), async () => {
      const op = await opInState(db, opId, ['conflict'])
      const state = opTypeOf(op.type).serverState(op.serverState)
      if (!state) return { op, dropped: await dropOps(db, await droppedWith(db, op)) }
      await rewriteBeneathLaterOps(db, op, {
        change: (row) => ({ ...(undoOp(row, op) ?? {}), ...state }),
        // Their base stays what they were made on: rewritten to the server's state, the server's
        // change would look like no change when they are answered 412, and they would merge over it.
        later: (next) => ({ stays: next }),
      })
      await undoEffects(db, op)
      await db.outbox.delete(op.seq)
      await db.syncSettled.put({ entityKey: op.entityKey, settledAt: now })
      return { op, dropped: [op] }
    }),
  )
}

/** Discard: roll the local change back (its base) and forget the op; not while it is being sent. */
export async function discardOp(db: SyncDb, opId: string): Promise<Decision> {
  return withOpTypes(() =>
    db.transaction('rw', syncTables(db), async () => {
      const op = await opInState(db, opId, ['pending', 'failed', 'conflict'])
      return { op, dropped: await dropOps(db, await droppedWith(db, op)) }
    }),
  )
}

/**
 * Retry a refused op, optionally with edited args (the local change is redone with them), or send
 * a stalled one now.
 */
export async function retryOp(
  db: SyncDb,
  opId: string,
  args?: Record<string, unknown>,
): Promise<Decision> {
  return withOpTypes(() =>
    db.transaction('rw', syncTables(db), async () => {
      const op = await opInState(db, opId, ['failed', 'conflict', 'pending'])
      if (op.status === 'pending' && !isStalled(op)) throw new OpStateError(op, 'stalled')
      if (!args) {
        const retried = readyAgain(op)
        await db.outbox.put(retried)
        return { op: retried, dropped: [] }
      }
      const type = opTypeOf(op.type)
      const edited: OutboxOp = {
        ...op,
        // The entity stays the same: its id arg cannot be edited.
        args: { ...op.args, ...args, [type.idArg]: op.args[type.idArg] },
      }
      let fields = op.base.fields
      await rewriteBeneathLaterOps(db, op, {
        change: (row) => {
          const redone = redoOp(undoOp(row, op), edited)
          fields = redone.fields
          return redone.row
        },
      })
      const retried = readyAgain({ ...edited, base: { ...op.base, fields } })
      await db.outbox.put(retried)
      return { op: retried, dropped: [] }
    }),
  )
}
