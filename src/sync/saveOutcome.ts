/**
 * What became of a save: the ops a command put in the outbox after a mark (the outbox's last seq
 * before it ran) were accepted by the server (they left the outbox), one was refused (failed or
 * conflict, kept for the user to decide), or they still wait to be sent. Ops of other saves made
 * meanwhile count too: a save is announced as accepted only once nothing sent after it waits.
 */
import type { OutboxOp } from '../store/outbox.ts'
import type { SyncDb } from './syncDb.ts'
import { boundedLiveQuery } from '../store/liveQuery.ts'

export type SaveOutcome =
  | { kind: 'accepted' }
  /** `offline`: the device knew it was offline; otherwise no answer came in time. */
  | { kind: 'waiting'; offline: boolean }
  | { kind: 'refused'; op: OutboxOp }

/** The outbox's last seq: what a save enqueues afterwards is numbered above it. */
export async function outboxMark(db: SyncDb): Promise<number> {
  return (await db.outbox.orderBy('seq').last())?.seq ?? 0
}

/** The outcome the ops after a mark show; null while they are still on their way. */
export function outcomeOfOps(ops: readonly OutboxOp[]): SaveOutcome | null {
  const refused = ops.find((op) => op.status === 'failed' || op.status === 'conflict')
  if (refused) return { kind: 'refused', op: refused }
  return ops.length === 0 ? { kind: 'accepted' } : null
}

export interface SaveOutcomeOptions {
  /** How long an answer is waited for before the save counts as waiting. */
  waitMs: number
  /** Whether the device is known to be offline (no answer is waited for then). */
  offline: () => boolean
}

/** Resolves with the outcome of the ops enqueued after `mark`, or `waiting` after `waitMs`. */
export function awaitSaveOutcome(
  db: SyncDb,
  mark: number,
  { waitMs, offline }: SaveOutcomeOptions,
): Promise<SaveOutcome> {
  return new Promise((resolve) => {
    let done = false
    const finish = (outcome: SaveOutcome) => {
      if (done) return
      done = true
      clearTimeout(timer)
      // Unsubscribing inside the first `next` would run before `subscription` is assigned.
      queueMicrotask(() => subscription.unsubscribe())
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ kind: 'waiting', offline: offline() }), waitMs)
    const subscription = boundedLiveQuery(() =>
      db.outbox.where('seq').above(mark).toArray(),
    ).subscribe({
      next(ops) {
        const outcome = outcomeOfOps(ops)
        if (outcome) finish(outcome)
        else if (offline()) finish({ kind: 'waiting', offline: true })
      },
      error: () => finish({ kind: 'waiting', offline: offline() }),
    })
  })
}
