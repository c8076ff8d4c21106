/**
 * The watchdog notices ops stuck longer than expected: `sending` long after any request would
 * have ended (the tab that sent it crashed or closed): back to pending; pending for long while
 * the device is online: reported, so the status bar can say so.
 */
import { REQUEST_BUDGET_MS } from '../api/timeouts.ts'
import type { OutboxOp } from '../store/outbox.ts'
import type { Connectivity } from './connectivity.ts'
import type { SyncDb } from './syncDb.ts'

/**
 * A `sending` op older than this is a crashed sender's. A request may take up to
 * REQUEST_BUDGET_MS (sent, the token renewed, sent again, each up to its timeout); as much again
 * is the margin (a refresh waiting for another tab's, a slow transaction), so a live request is
 * never sent a second time beside itself.
 */
export const SENDING_TIMEOUT_MS = 2 * REQUEST_BUDGET_MS
export const STUCK_AFTER_MS = 5 * 60_000

/** Puts `sending` ops whose attempt started before `now - olderThanMs` back to pending. */
export async function resetStaleSending(
  db: SyncDb,
  now: number,
  olderThanMs: number = SENDING_TIMEOUT_MS,
): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    const stale = (await db.outbox.where('status').equals('sending').toArray()).filter(
      (op) => (op.sendingSince ?? 0) <= now - olderThanMs,
    )
    await db.outbox.bulkPut(
      stale.map((op) => ({
        ...op,
        status: 'pending' as const,
        sendingSince: null,
        nextAttemptAt: now,
      })),
    )
    return stale.length
  })
}

/** Pending ops older than `stuckAfterMs` while online; none are stuck while offline. */
export function stuckOps(
  ops: readonly OutboxOp[],
  now: number,
  connectivity: Connectivity,
  stuckAfterMs: number = STUCK_AFTER_MS,
): OutboxOp[] {
  if (connectivity !== 'online') return []
  return ops.filter(
    (op) =>
      (op.status === 'pending' || op.status === 'sending') && op.createdAt <= now - stuckAfterMs,
  )
}

export interface WatchdogReport {
  reset: number
  stuck: OutboxOp[]
}

export async function checkOutbox(
  db: SyncDb,
  options: {
    userId: number
    now: number
    connectivity: Connectivity
    stuckAfterMs?: number
    /** False while the caller's own requests may be in flight. */
    resetSending?: boolean
  },
): Promise<WatchdogReport> {
  const reset = options.resetSending === false ? 0 : await resetStaleSending(db, options.now)
  const ops = await db.outbox.where('userId').equals(options.userId).toArray()
  return { reset, stuck: stuckOps(ops, options.now, options.connectivity, options.stuckAfterMs) }
}
