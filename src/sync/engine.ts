/**
 * The sync engine of one tab: drains the signed-in user's outbox while this tab leads (Web Locks),
 * on app start, when ops are queued (in any tab), when a backoff is due, on the `online` event and
 * after the person signed in again; runs the watchdog; feeds connectivity from every request; and
 * publishes the status model of the top bar. Framework-free: the app subscribes with
 * useSyncExternalStore.
 */
import type { OutboxOp } from '../store/outbox.ts'
import { createTableMirror } from '../store/tableMirror.ts'
import { backoffDelay, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts'
import { createConnectivityMonitor, type ConnectivityMonitor } from './connectivity.ts'
import type { DrainResult } from './drain.ts'
import type { Resolution, SyncEvent, SyncEventListener } from './events.ts'
import { browserLocks, electOutboxLeader, type Leadership, type LockManagerLike } from './leader.ts'
import { observedTransport } from './observedTransport.ts'
import { opTypesReady } from './opRegistry.ts'
import type * as OutboxOrder from './outboxOrder.ts'
import { createOutboxView, type OutboxView } from './outboxView.ts'
import { pullList, type ListPull, type PullResult } from './pull.ts'
import type { Decision } from './resolve.ts'
import { META_KEYS, userOps, type SyncDb } from './syncDb.ts'
import { syncStatusOf, type SyncStatus } from './syncState.ts'
import type { Transport } from './transport.ts'
import { checkOutbox, resetStaleSending, STUCK_AFTER_MS } from './watchdog.ts'
import { boundedLiveQuery } from '../store/liveQuery.ts'

/** The person's decisions on an op (loaded with the first one). */
const decisions = () => import('./resolve.ts')

/**
 * The outbox's order rules, loaded once there are ops to order, not before a first screen; they
 * look each op's type up, so they wait for the op types too (a third of the app's first script,
 * loaded after the first screen).
 */
async function loadOrder(): Promise<typeof OutboxOrder> {
  await opTypesReady()
  return import('./outboxOrder.ts')
}

export interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface SyncEngineOptions {
  db: SyncDb
  /**
   * Renews an expired token itself (the API client); SessionEndedError when it cannot, which
   * pauses the outbox until the same user signs in again (sessionRenewed).
   */
  transport: Transport
  /** The signed-in user (null: nobody; the outbox is kept). */
  userId: number | null
  now?: () => number
  random?: () => number
  backoff?: BackoffPolicy
  concurrency?: number
  /** Default: navigator.locks where present; null: this engine leads at once. */
  locks?: LockManagerLike | null
  /** Source of the online/offline events (default: window where present). */
  events?: EventSourceLike | null
  /** navigator.onLine at start (default: navigator.onLine where present, else true). */
  browserOnline?: boolean
  timers?: Timers
  watchdogEveryMs?: number
  stuckAfterMs?: number
  /** While offline, sending waits for the network; one try this often all the same. */
  offlineProbeMs?: number
  /**
   * Ops made meanwhile are sent once the person pauses: `afterMs` after the newest, at most
   * `atMostMs` after the oldest (default: at once). See drainWhenQuiet.
   */
  sendWhenQuiet?: { afterMs: number; atMostMs: number }
}

/** Offline, one try this often: `navigator.onLine` can say offline on a working network. */
export const OFFLINE_PROBE_MS = 30_000

/**
 * While the status keeps changing (each op of a draining outbox changes the counts), listeners
 * are told at most this often: a change after a quiet moment at once, the last one always.
 */
export const STATUS_BURST_GAP_MS = 100

export interface SyncEngine {
  start(): void
  /**
   * Stops timers, and leadership once the requests already out have ended (the next leader would
   * take their ops back as a crashed tab's and send them again); with `abandon` their answers are
   * not written (their ops stay `sending` for the next leader), as after a crash.
   */
  stop(options?: { abandon?: boolean }): Promise<void>
  setUser(userId: number | null): void
  /** Tries every waiting op now (backoff skipped); null when another tab leads. */
  syncNow(): Promise<DrainResult | null>
  /** After the person signed in again or the session was renewed: resume a paused outbox. */
  sessionRenewed(): void
  getStatus(): SyncStatus
  /** Called on every status change (useSyncExternalStore). */
  subscribe(listener: () => void): () => void
  onEvent(listener: SyncEventListener): () => void
  pull(list: ListPull): Promise<PullResult>
  keepMine(opId: string): Promise<Decision>
  takeTheirs(opId: string): Promise<Decision>
  retry(opId: string, args?: Record<string, unknown>): Promise<Decision>
  discard(opId: string): Promise<Decision>
  readonly connectivity: ConnectivityMonitor
  /** The transport with connectivity observed (for other calls of the app). */
  readonly transport: Transport
  /**
   * The signed-in user's unsettled ops per entity and table, kept from the engine's outbox mirror
   * while the engine runs (screens' sync marks, Pending changes).
   */
  readonly outbox: OutboxView
}

const defaultEvents = (): EventSourceLike | null =>
  typeof window === 'undefined' ? null : (window as EventSourceLike)

const defaultOnline = (): boolean =>
  (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine ?? true

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db } = options
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const backoff: BackoffPolicy = options.backoff ?? DEFAULT_BACKOFF
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const locks = options.locks === undefined ? browserLocks() : options.locks
  const events = options.events === undefined ? defaultEvents() : options.events
  const connectivity = createConnectivityMonitor(options.browserOnline ?? defaultOnline())
  const transport = observedTransport(options.transport, connectivity)
  const stuckAfterMs = options.stuckAfterMs ?? STUCK_AFTER_MS
  const offlineProbeMs = options.offlineProbeMs ?? OFFLINE_PROBE_MS
  const offline = () => connectivity.current() === 'offline'

  let userId = options.userId
  let leader = false
  let started = false
  let stopped = false
  let abandoned = false
  let paused: SyncStatus['paused'] = null
  let ops: readonly OutboxOp[] = []
  let lastSyncedAt: number | null = null
  let stuck = 0
  let running: Promise<DrainResult | null> | null = null
  let again = false
  let drainErrors = 0
  let timer: { handle: unknown; at: number } | null = null
  let quietTimer: unknown = null
  let watchdogTimer: unknown = null
  let stopWatching: (() => void) | null = null
  let leadership: Leadership | null = null
  let channel: BroadcastChannel | null = null
  const view = createOutboxView()
  view.setUser(userId)
  let status: SyncStatus = computeStatus()
  const statusListeners = new Set<() => void>()
  const eventListeners = new Set<SyncEventListener>()

  function computeStatus(): SyncStatus {
    return syncStatusOf({
      ops,
      connectivity: connectivity.current(),
      lastSyncedAt,
      paused,
      stuck,
      leader,
      syncing: running !== null,
    })
  }

  let toldAt = Number.NEGATIVE_INFINITY
  let telling: unknown = null
  function tell(): void {
    telling = null
    toldAt = performance.now()
    for (const listener of statusListeners) listener()
  }

  function publish(): void {
    const next = computeStatus()
    if (JSON.stringify(next) === JSON.stringify(status)) return
    status = next
    if (telling !== null) return
    const wait = toldAt + STATUS_BURST_GAP_MS - performance.now()
    if (wait <= 0) tell()
    else telling = timers.setTimeout(tell, wait)
  }

  function emit(event: SyncEvent): void {
    for (const listener of eventListeners) listener(event)
  }

  /** When the earliest op that waits only for time is due (null: none), told once it is known. */
  function whenDue(then: (due: number | null) => void): void {
    if (ops.length === 0) return then(null)
    loadOrder()
      .then((loaded) => {
        if (!stopped) then(loaded.nextDueAt(ops))
      })
      .catch((error: unknown) => emit({ type: 'error', error }))
  }

  /** Offline, ops wait for the network (the online event) instead of failing in a loop. */
  function schedule(due: number | null): void {
    if (due === null || stopped || !leader) return
    const at = offline() ? Math.max(due, now() + offlineProbeMs) : due
    if (timer && timer.at <= at) return
    if (timer) timers.clearTimeout(timer.handle)
    const handle = timers.setTimeout(
      () => {
        timer = null
        // Due (or, offline, the probe): try even if the device still looks offline.
        void drain(true)
      },
      Math.max(0, at - now()),
    )
    timer = { handle, at }
  }

  /**
   * Sends new ops once the person pauses (SyncEngineOptions.sendWhenQuiet): a send's answer is
   * written back and re-drawn, and landing in the frame of the next drop or keystroke it would
   * hold that frame back. Ops tried before, and every other reason to drain, go at once.
   */
  function drainWhenQuiet(): void {
    const wait = quietUntil() - now()
    if (wait <= 0) {
      void drain()
      return
    }
    if (quietTimer !== null) return
    quietTimer = timers.setTimeout(() => {
      quietTimer = null
      if (!stopped) drainWhenQuiet()
    }, wait)
  }

  /** When the ops not tried yet may go: after the quiet spell (never, then: now). */
  function quietUntil(): number {
    const quiet = options.sendWhenQuiet
    if (!quiet) return Number.NEGATIVE_INFINITY
    let newest = Number.NEGATIVE_INFINITY
    let oldest = Number.POSITIVE_INFINITY
    for (const op of ops) {
      if (op.status !== 'pending' || op.attempts > 0) continue
      newest = Math.max(newest, op.createdAt)
      oldest = Math.min(oldest, op.createdAt)
    }
    return Math.min(newest + quiet.afterMs, oldest + quiet.atMostMs)
  }

  /** `force`: send even while offline (a due timer, the probe, Sync now, the online event). */
  function drain(force = false): Promise<DrainResult | null> {
    if (!leader || stopped || paused || userId === null) return Promise.resolve(null)
    // Nothing to send (or the view has not read the outbox yet: it drains when it has).
    if (ops.length === 0 && !running) return Promise.resolve(null)
    if (!force && offline() && !running) {
      whenDue(schedule)
      return Promise.resolve(null)
    }
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      // The sending code loads when there is something to send: it is no part of a first screen.
      const { drainOutbox } = await import('./drain.ts')
      let result: DrainResult | null = null
      do {
        again = false
        // Read on every pass: a sign-in meanwhile drains the new user's ops.
        const drainingUser = userId
        if (drainingUser === null) break
        result = await drainOutbox({
          db,
          transport,
          userId: drainingUser,
          now,
          random,
          backoff,
          concurrency: options.concurrency,
          alive: () => !abandoned,
          keepGoing: () => !stopped && userId === drainingUser,
          offline,
          onEvent: emit,
        })
        if (result.paused) {
          paused = result.paused
          emit({ type: 'paused', reason: result.paused })
        }
      } while (again && !stopped && !paused)
      drainErrors = 0
      return result
    })()
      .catch((error: unknown) => {
        emit({ type: 'error', error })
        drainErrors++
        schedule(now() + backoffDelay(drainErrors, random, backoff))
        return null
      })
      .finally(() => {
        running = null
        publish()
      })
    publish()
    return running.then((result) => {
      if (result) schedule(result.nextAttemptAt)
      return result
    })
  }

  async function retryNow(): Promise<void> {
    if (userId === null) return
    const due = now()
    await db.transaction('rw', db.outbox, async () => {
      const waiting = (await userOps(db, userId!)).filter(
        (op) => op.status === 'pending' && op.nextAttemptAt > due,
      )
      await db.outbox.bulkPut(waiting.map((op) => ({ ...op, nextAttemptAt: due })))
    })
  }

  async function syncNow(): Promise<DrainResult | null> {
    if (!leader) {
      channel?.postMessage('syncNow')
      return null
    }
    await retryNow()
    return drain(true)
  }

  /** The user's ops changed (or another user signed in): the status, and what is due. */
  function onOps(): void {
    if (stopped) return
    ops = view.userOps()
    publish()
    if (userId === null) return
    whenDue((due) => {
      // A drain under way goes round once more when it ends (and schedules what is due then).
      if (running) {
        again = true
        return
      }
      if (due !== null && due <= now() && !offline()) drainWhenQuiet()
      else schedule(due)
    })
  }

  /**
   * The outbox, followed through a mirror that re-reads only the ops a commit (in any tab)
   * touched, into the view screens read too: a live query would re-read the whole outbox on each
   * of the three writes every sent op makes, which made long drains quadratic. The last sync time
   * is one meta row.
   */
  function watchOutbox(): void {
    let ended = false
    const mirror = createTableMirror<OutboxOp>(db, 'outbox', (op) => op.seq)
    const stopMirror = mirror.subscribe(() => {
      const snapshot = mirror.getSnapshot()
      if (!ended && snapshot) view.apply(snapshot)
    })
    const stopOps = view.subscribe(onOps)
    const synced = boundedLiveQuery(() => db.meta.get(META_KEYS.lastSyncedAt)).subscribe({
      next(row) {
        if (ended) return
        lastSyncedAt = typeof row?.value === 'number' ? row.value : null
        publish()
      },
      error(error: unknown) {
        emit({ type: 'error', error })
      },
    })
    stopWatching = () => {
      ended = true
      stopMirror()
      stopOps()
      synced.unsubscribe()
    }
  }

  async function runWatchdog(): Promise<void> {
    if (userId === null) return
    const report = await checkOutbox(db, {
      userId,
      now: now(),
      connectivity: connectivity.current(),
      stuckAfterMs,
      // Only this tab sends: while its drain runs, a `sending` op may be a request in flight.
      resetSending: running === null,
    })
    if (report.stuck.length > 0 && report.stuck.length !== stuck) {
      emit({ type: 'stuck', ops: report.stuck })
    }
    stuck = report.stuck.length
    publish()
    if (report.reset > 0) void drain()
  }

  function startWatchdog(): void {
    const every = options.watchdogEveryMs ?? 30_000
    const tick = () => {
      watchdogTimer = timers.setTimeout(() => {
        runWatchdog()
          .catch((error: unknown) => emit({ type: 'error', error }))
          .finally(() => {
            if (!stopped) tick()
          })
      }, every)
    }
    tick()
  }

  function becomeLeader(): void {
    // Holding the lock, no other tab is sending: a `sending` op is a crashed leader's.
    resetStaleSending(db, now(), 0)
      .catch((error: unknown) => emit({ type: 'error', error }))
      .finally(() => {
        if (stopped) return
        leader = true
        publish()
        void drain()
        startWatchdog()
      })
  }

  const onOnline = () => {
    connectivity.record({ type: 'browserOnline' })
    if (leader) void syncNow().catch((error: unknown) => emit({ type: 'error', error }))
  }
  const onOffline = () => connectivity.record({ type: 'browserOffline' })

  async function resolved(
    resolution: Resolution,
    decide: () => Promise<Decision>,
  ): Promise<Decision> {
    const decision = await decide()
    emit({ type: 'resolved', resolution, ...decision })
    void drain()
    return decision
  }

  let wasOffline = offline()
  const unsubscribeConnectivity = connectivity.subscribe(() => {
    publish()
    // Any answer (a pull, another call) proves the network is back: send what waits.
    if (wasOffline && !offline() && leader) void drain()
    wasOffline = offline()
  })

  return {
    connectivity,
    transport,
    outbox: view,
    start() {
      if (started) return
      started = true
      events?.addEventListener('online', onOnline)
      events?.addEventListener('offline', onOffline)
      if (typeof BroadcastChannel !== 'undefined') {
        channel = new BroadcastChannel(`crm-outbox:${db.name}`)
        channel.onmessage = () => {
          if (leader) void syncNow().catch((error: unknown) => emit({ type: 'error', error }))
        }
      }
      watchOutbox()
      leadership = electOutboxLeader(locks, becomeLeader)
    },
    async stop(stopOptions = {}) {
      stopped = true
      abandoned = stopOptions.abandon ?? false
      if (timer) timers.clearTimeout(timer.handle)
      timer = null
      if (quietTimer !== null) timers.clearTimeout(quietTimer)
      if (watchdogTimer !== null) timers.clearTimeout(watchdogTimer)
      if (telling !== null) timers.clearTimeout(telling)
      stopWatching?.()
      unsubscribeConnectivity()
      events?.removeEventListener('online', onOnline)
      events?.removeEventListener('offline', onOffline)
      channel?.close()
      leader = false
      try {
        // Abandoned, the drain ends with the requests already out, writing none of their answers.
        await running
      } finally {
        // Only now: the next leader takes every `sending` op back as a crashed tab's.
        leadership?.stop()
      }
    },
    setUser(next) {
      if (next === userId) return
      userId = next
      paused = null
      // The view tells onOps, which reads the new user's ops and drains them.
      view.setUser(next)
      void drain()
    },
    syncNow,
    sessionRenewed() {
      paused = null
      publish()
      void syncNow().catch((error: unknown) => emit({ type: 'error', error }))
    },
    getStatus: () => status,
    subscribe(listener) {
      statusListeners.add(listener)
      return () => void statusListeners.delete(listener)
    },
    onEvent(listener) {
      eventListeners.add(listener)
      return () => void eventListeners.delete(listener)
    },
    pull: (list) => pullList(db, transport, list, { userId: userId ?? undefined, now }),
    keepMine: (opId) => resolved('keepMine', async () => (await decisions()).keepMine(db, opId)),
    takeTheirs: (opId) =>
      resolved('takeTheirs', async () => (await decisions()).takeTheirs(db, opId, now())),
    retry: (opId, args) =>
      resolved('retry', async () => (await decisions()).retryOp(db, opId, args)),
    discard: (opId) => resolved('discard', async () => (await decisions()).discardOp(db, opId)),
  }
}
