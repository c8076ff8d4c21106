/**
 * A 409/412 answer, settled in one transaction: when the server changed none of the fields the op
 * changes (merge.ts), the op is rebased on the server's version and waits to be sent again at
 * once; otherwise it is a conflict for the person, naming the fields changed on both sides.
 *
 * Idempotency: the rebased request keeps the op's Idempotency-Key (its opId, as Keep mine does).
 * That cannot apply the change twice: the server claims the key in the write's own transaction
 * and checks If-Match after the claim, so an attempt answered 412 wrote nothing and left the key
 * unclaimed (the transaction rolled back), and an attempt that was applied keeps its key, whose
 * stored answer every later attempt gets (or 422, for another body) before If-Match is looked
 * at. Each attempt also carries If-Match, and only one write can be on a given version: a delayed
 * copy of the stale attempt is answered 412 and writes nothing.
 */
import { isRecord } from '../contract/validate.ts'
import type { OutboxOp } from '../store/outbox.ts'
import { pick, rewriteBeneathLaterOps, redoOp, undoOp } from './layers.ts'
import { mergeOutcome } from './merge.ts'
import { recordMerge } from './mergeHistory.ts'
import { opTypeOf } from './opRegistry.ts'
import { syncTables, type Row, type SyncDb } from './syncDb.ts'

export interface Refusal {
  status: number
  /** The answer's body (the server's entity, or descriptions). */
  body: unknown
  /** The server's descriptions, joined; null when none. */
  reason: string | null
}

/** What became of the op; null when it had moved on meanwhile (settled, or a newer attempt). */
export type RefusalOutcome = { kind: 'merged' | 'conflict'; op: OutboxOp } | null

/** Who changed each of `fields` on the server and when, where the answer's `changedBy` says. */
function changedByOf(body: unknown, fields: readonly string[]): Pick<OutboxOp, 'changedBy'> {
  const told = isRecord(body) && isRecord(body.changedBy) ? body.changedBy : {}
  const changedBy: NonNullable<OutboxOp['changedBy']> = {}
  for (const field of fields) {
    const change = told[field]
    if (isRecord(change) && typeof change.name === 'string' && typeof change.at === 'string') {
      changedBy[field] = { name: change.name, at: change.at }
    }
  }
  return Object.keys(changedBy).length > 0 ? { changedBy } : {}
}

export async function settleRefusal(
  context: { db: SyncDb; now(): number; alive(): boolean },
  sent: OutboxOp,
  refusal: Refusal,
): Promise<RefusalOutcome> {
  const { db } = context
  if (!context.alive()) return null
  return db.transaction('rw', syncTables(db), async () => {
    // Checked again inside: a newer engine's reset of `sending` ops comes after it.
    if (!context.alive()) return null
    const op = await db.outbox.get(sent.seq)
    if (!op || op.attempts !== sent.attempts || op.status !== 'sending') return null
    const theirs = opTypeOf(op.type).serverState(refusal.body)
    const outcome = mergeOutcome(op, theirs)
    if (outcome.kind === 'conflict') {
      const conflicted: OutboxOp = {
        ...op,
        status: 'conflict',
        sendingSince: null,
        serverState: theirs,
        lastStatus: refusal.status,
        lastError: refusal.reason,
        ...(outcome.fields.length > 0 ? { clashes: outcome.fields } : {}),
        ...changedByOf(refusal.body, outcome.fields),
      }
      await db.outbox.put(conflicted)
      return { kind: 'conflict', op: conflicted }
    }
    const { version } = outcome
    const oldVersion = op.base.version
    const rebased: OutboxOp = { ...op, args: outcome.args }
    let fields = op.base.fields
    // The row beneath the later ops becomes the server's entity with this op's change on top. A
    // later op made on the old version moves to the new one (sending what it does not change as
    // that row has it) only when its own refusal, answered with that row, would merge too. Any
    // other stays on the version and base it was made on: moved, it would overwrite unseen a field
    // the server changed too; left, the server answers it 412 and the person decides.
    await rewriteBeneathLaterOps(db, op, {
      change: (row) => {
        const server: Row = { ...(undoOp(row, op) ?? {}), ...outcome.theirs }
        const redone = redoOp(server, rebased)
        fields = redone.fields
        return redone.row
      },
      later: (next, beneath) => {
        const moved =
          next.base.version === oldVersion && beneath
            ? mergeOutcome(next, { ...pick(beneath, Object.keys(outcome.theirs)), version })
            : null
        return moved?.kind === 'rebase'
          ? { ...next, args: moved.args, base: { ...next.base, version } }
          : { stays: next }
      },
    })
    const merged: OutboxOp = {
      ...rebased,
      base: { version, fields },
      status: 'pending',
      sendingSince: null,
      nextAttemptAt: 0,
      serverErrors: 0,
      lastStatus: refusal.status,
      lastError: null,
      serverState: null,
      merged: [...(op.merged ?? []), context.now()],
    }
    await db.outbox.put(merged)
    await recordMerge(db, merged, context.now())
    return { kind: 'merged', op: merged }
  })
}
