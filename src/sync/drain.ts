/**
 * Draining the outbox: replay the signed-in user's ops in seq order (outboxOrder.ts), ops on
 * different entities a few at a time. A pure function of the database and the transport, without
 * DOM: the tab's engine and the service worker's Background Sync both call it.
 */
import type { OutboxOp } from '../store/outbox.ts'
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts'
import type { SyncEventListener } from './events.ts'
import { opTypeOf, opTypesReady } from './opRegistry.ts'
import { groupCommit } from './groupCommit.ts'
import {
  claimOps,
  unclaimOps,
  sendClaimed,
  settleAppliedBatch,
  type AttemptOutcome,
  type ReplayContext,
} from './replay.ts'
import { nextDueAt, readyOps } from './outboxOrder.ts'
import { userOps, type SyncDb } from './syncDb.ts'
import type { Transport } from './transport.ts'

export interface DrainOptions {
  db: SyncDb
  /**
   * Renews an expired token itself (the API client refreshes and sends again); throws
   * SessionEndedError when the session cannot be renewed, which pauses the drain.
   */
  transport: Transport
  /** Only this user's ops are sent. */
  userId: number
  now?: () => number
  random?: () => number
  backoff?: BackoffPolicy
  /** Requests in flight at once (on different entities). */
  concurrency?: number
  /** Ops claimed ahead of the requests, in one transaction. */
  claimAhead?: number
  /** False once answers must no longer be written (the engine was abandoned, as in a crash). */
  alive?: () => boolean
  /** False when no further op should be started (stopping, or another user signed in). */
  keepGoing?: () => boolean
  /**
   * True when the device is known to be offline: after a request that got no answer, no further
   * op is started (each would fail the same way); the ops wait for the network.
   */
  offline?: () => boolean
  onEvent?: SyncEventListener
}

export interface DrainResult {
  applied: number
  conflicts: number
  failed: number
  retries: number
  /** The session could not be renewed: the outbox is kept and waits for the same user. */
  paused: 'signInAgain' | null
  /** When the next pending op is due (epoch ms), or null when none waits for time. */
  nextAttemptAt: number | null
}

/** Requests in flight at once, each on its own entity. */
export const DEFAULT_CONCURRENCY = 4
/** Ops one transaction claims ahead of the requests. */
export const CLAIM_AHEAD = 32

export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const { db, userId } = options
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const backoff = options.backoff ?? DEFAULT_BACKOFF
  const alive = options.alive ?? (() => true)
  const keepGoing = options.keepGoing ?? (() => true)
  const context: ReplayContext = {
    db,
    transport: options.transport,
    userId,
    now,
    random,
    backoff,
    alive,
    emit: options.onEvent ?? (() => {}),
  }
  // Answers arriving while a settle transaction runs are settled together in the next one.
  context.settle = groupCommit((batch) => settleAppliedBatch(context, batch))
  const result: DrainResult = {
    applied: 0,
    conflicts: 0,
    failed: 0,
    retries: 0,
    paused: null,
    nextAttemptAt: null,
  }
  const inFlight = new Map<string, Promise<void>>()

  const count = (outcome: AttemptOutcome) => {
    if (outcome === 'applied') result.applied++
    else if (outcome === 'conflict') result.conflicts++
    else if (outcome === 'failed') result.failed++
    else if (outcome === 'retry') result.retries++
    else if (outcome === 'sessionEnded') result.paused = 'signInAgain'
  }

  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY)
  const claimAhead = Math.max(concurrency, options.claimAhead ?? CLAIM_AHEAD)
  let failure: { error: unknown } | null = null
  let offlineNow = false
  // The user's ops as last read. Re-reading the whole outbox after every answer made a long
  // outbox drain in O(n²); instead an answered op is re-read alone, and the whole list again only
  // when ids may have moved (a create settled) or nothing is left to start
  // (to pick up ops queued meanwhile).
  let snapshot: OutboxOp[] | null = null
  let snapshotIsFresh = false
  const readSnapshot = async (): Promise<OutboxOp[]> => {
    const ops = await userOps(db, userId)
    // Ops to send need their types (loaded after the first screen); an empty outbox, none.
    if (ops.length > 0) await opTypesReady()
    snapshot = ops
    snapshotIsFresh = true
    return snapshot
  }
  async function reread(sent: OutboxOp, outcome: AttemptOutcome): Promise<void> {
    if (outcome === 'applied' && opTypeOf(sent.type).kind === 'create') {
      snapshot = null
      return
    }
    // A settled op is gone from the outbox: nothing to read.
    const fresh = outcome === 'applied' ? undefined : await db.outbox.get(sent.seq)
    if (!snapshot) return
    const at = snapshot.findIndex((op) => op.seq === sent.seq)
    if (at < 0) return
    if (fresh) snapshot[at] = fresh
    else snapshot.splice(at, 1)
  }

  // A pipeline: one transaction claims a run of ready ops ahead of the requests; a request slot
  // frees as soon as its answer arrives, while its entity stays taken until the answer is settled,
  // so the next requests go out during a settle transaction and the group commit settles their
  // answers together. Transactions per op fall as the outbox grows.
  const claimed: OutboxOp[] = []
  const taken = new Set<string>()
  let claiming: Promise<void> | null = null
  let requests = 0
  let signalled = false
  let wakeLoop: (() => void) | null = null
  const wake = () => {
    signalled = true
    wakeLoop?.()
  }
  const nextWake = async (): Promise<void> => {
    if (!signalled) await new Promise<void>((resolve) => (wakeLoop = resolve))
    signalled = false
    wakeLoop = null
  }
  const fail = (error: unknown) => {
    // The database failed under us: stop starting ops, and fail once the rest ended.
    failure ??= { error }
  }

  function claim(ops: readonly OutboxOp[]): void {
    for (const op of ops) taken.add(op.entityKey)
    claiming = claimOps(
      context,
      ops.map((op) => op.seq),
    )
      .then(async (got) => {
        // Another connection (the service worker, a tab without Web Locks) may have settled a
        // create since the snapshot: an op now under the create's server id is not on the entity
        // taken for it. It goes back, and the outbox is read again before the next claim.
        const asked = new Map(ops.map((op) => [op.seq, op.entityKey]))
        const moved = got.filter((op) => op.entityKey !== asked.get(op.seq))
        if (moved.length > 0) {
          await unclaimOps(context, moved)
          snapshot = null
        }
        const kept = got.filter((op) => !moved.includes(op))
        claimed.push(...kept)
        // Those another engine took (or that changed) meanwhile are read again and left alone.
        const gotSeqs = new Set(kept.map((op) => op.seq))
        for (const op of ops) {
          if (gotSeqs.has(op.seq)) continue
          taken.delete(op.entityKey)
          await reread(op, 'skipped')
        }
      })
      .catch(fail)
      .finally(() => {
        claiming = null
        wake()
      })
  }

  function send(op: OutboxOp): void {
    requests++
    let slotHeld = true
    const freeSlot = () => {
      if (!slotHeld) return
      slotHeld = false
      requests--
      wake()
    }
    const transport: Transport = {
      send: (request) =>
        context.transport.send(request).then(
          (response) => {
            freeSlot()
            return response
          },
          (error: unknown) => {
            // No answer: when the device is now known to be offline, the others would fail too.
            if (options.offline?.()) offlineNow = true
            throw error
          },
        ),
    }
    const attempt = sendClaimed({ ...context, transport }, op)
      .then(async (outcome) => {
        count(outcome)
        await reread(op, outcome)
      })
      .catch(fail)
      .finally(() => {
        freeSlot()
        inFlight.delete(op.entityKey)
        taken.delete(op.entityKey)
        wake()
      })
    inFlight.set(op.entityKey, attempt)
  }

  while (alive() && keepGoing() && result.paused === null && !failure && !offlineNow) {
    while (requests < concurrency && claimed.length > 0 && !offlineNow) send(claimed.shift()!)
    if (claiming === null && claimed.length < concurrency) {
      let ready = readyOps(snapshot ?? (await readSnapshot()), now(), taken)
      if (ready.length === 0 && taken.size === 0 && !snapshotIsFresh) {
        ready = readyOps(await readSnapshot(), now(), taken)
      }
      const picked = ready.slice(0, claimAhead - claimed.length)
      if (picked.length > 0) {
        snapshotIsFresh = false
        claim(picked)
      }
    }
    // A claim under way (even one whose ops were all taken elsewhere) ends with a wake: until
    // then there is nothing to decide, and going round without waiting would never let it end.
    if (taken.size === 0 && claiming === null) {
      if (!snapshotIsFresh) {
        snapshot = null
        continue
      }
      break
    }
    await nextWake()
  }
  await claiming
  await Promise.all(inFlight.values())
  if (claimed.length > 0) await unclaimOps(context, claimed.splice(0))
  if (failure) throw (failure as { error: unknown }).error
  if (alive()) result.nextAttemptAt = nextDueAt(await userOps(db, userId))
  return result
}
