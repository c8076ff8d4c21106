import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
} from '../../../src/sync/engine.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import type { LockManagerLike } from '../../../src/sync/leader.ts'
import { pipelinePull } from '../../../src/entities/deals/dealLists.ts'
import { SessionEndedError } from '../../../src/sync/transport.ts'
import { EtagTransport } from '../etagTransport.ts'
import { FakeServer } from './fakeServer.ts'
import { OTHER_USER, USER } from './harness.ts'
import { deal, newTestDb, TestDb, type TestDb as Db } from './testDb.ts'

const engines: SyncEngine[] = []
const databases: Db[] = []
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop({ abandon: true })
  const closing = databases.splice(0)
  for (const db of closing) db.close()
  for (const name of new Set(closing.map((db) => db.name))) await Dexie.delete(name)
})

/** Waits for something the engine does on its own (timers, live queries); fails after 3 s. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 3_000; waited += 5) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('condition not met')
}

class FakeWindow {
  private readonly listeners = new Map<string, Set<() => void>>()
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)!.add(listener)
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener)
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener()
  }
}

/** Web Locks of one lock name, as one browser grants them: held while the callback runs. */
class FakeLocks implements LockManagerLike {
  held = false
  async request(
    _name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown> {
    if (this.held || options.signal?.aborted) throw new Error('The lock is taken')
    this.held = true
    try {
      return await callback({})
    } finally {
      this.held = false
    }
  }
}

async function setUp(options: Partial<SyncEngineOptions> = {}) {
  const db = newTestDb()
  databases.push(db)
  const server = new FakeServer()
  const window = new FakeWindow()
  const events: SyncEvent[] = []
  for (const dealId of [7, 8]) {
    server.addDeal({ dealId })
    await db.deals.put(deal(dealId))
  }
  const start = (overrides: Partial<SyncEngineOptions> = {}) => {
    const engine = createSyncEngine({
      db,
      transport: server,
      userId: USER,
      locks: null,
      events: window,
      browserOnline: true,
      ...options,
      ...overrides,
    })
    engine.onEvent((event) => events.push(event))
    engines.push(engine)
    engine.start()
    return engine
  }
  return { db, server, window, events, start }
}

const outboxEmpty = (db: Db) => async () => (await db.outbox.count()) === 0

describe('the sync engine', () => {
  it('drains on start and whenever ops are queued, and tells the top bar', async () => {
    const { db, server, start } = await setUp()
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    const engine = start()
    await until(outboxEmpty(db))
    expect(server.deals.get(7)).toMatchObject({ stage: 2 })

    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 3 }, USER)
    await until(outboxEmpty(db))
    expect(server.deals.get(8)).toMatchObject({ stage: 3 })
    await until(() => engine.getStatus().total === 0 && engine.getStatus().lastSyncedAt !== null)
    expect(engine.getStatus()).toMatchObject({
      connectivity: 'online',
      total: 0,
      pending: 0,
      leader: true,
      paused: null,
    })
  })

  it('counts what waits and goes offline after requests get no answer', async () => {
    const { db, server, start } = await setUp({
      backoff: { baseMs: 60_000, capMs: 60_000, jitter: 0 },
    })
    server.fault = () => 'noAnswer'
    const engine = start()
    const changes: number[] = []
    engine.subscribe(() => changes.push(engine.getStatus().pending))
    for (const [dealId, stage] of [
      [7, 2],
      [8, 2],
      [7, 3],
    ] as const) {
      await enqueue(db, 'deal.moveStage', { dealId, stage }, USER)
    }
    await until(() => engine.getStatus().connectivity === 'degraded')
    await until(async () => (await db.outbox.filter((op) => op.attempts > 0).count()) === 2)
    // The status follows the outbox within one read gap (it is not re-read on every write).
    await until(() => engine.getStatus().total === 3)
    expect(engine.getStatus()).toMatchObject({ total: 3, pending: 3, failed: 0, conflicts: 0 })
    expect(engine.getStatus().oldestAt).not.toBeNull()
    expect(changes.length).toBeGreaterThan(0)
    engine.connectivity.record({ type: 'noAnswer' })
    await until(() => engine.getStatus().connectivity === 'offline')
  })

  it('retries at once on the online event instead of waiting for the backoff', async () => {
    const { db, server, window, start } = await setUp({
      backoff: { baseMs: 3_600_000, capMs: 3_600_000, jitter: 0 },
    })
    server.fault = () => 'noAnswer'
    start()
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)
    await until(async () => (await db.outbox.toArray())[0]?.attempts === 1)
    server.fault = () => undefined
    window.fire('online')
    await until(outboxEmpty(db))
    expect(server.deals.get(7)).toMatchObject({ stage: 4 })
  })

  it('while the browser says offline, waits for the network instead of failing in a loop', async () => {
    const { db, server, window, start } = await setUp({ browserOnline: false })
    start()
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 0 })
    window.fire('online')
    await until(outboxEmpty(db))
    expect(server.deals.get(7)).toMatchObject({ stage: 4 })
  })

  it("counts ops another tab queues and settles, and only this user's", async () => {
    const { db, server, window, start } = await setUp({ browserOnline: false })
    const engine = start()
    const otherTab = new TestDb(db.name)
    databases.push(otherTab)
    await enqueue(otherTab, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)
    await enqueue(otherTab, 'deal.moveStage', { dealId: 8, stage: 2 }, USER + 1)
    await enqueue(otherTab, 'deal.setProbability', { dealId: 7, probability: 50 }, USER)
    await until(() => engine.getStatus().pending === 2)
    expect(engine.getStatus()).toMatchObject({ total: 2, failed: 0, conflicts: 0 })
    window.fire('online')
    await until(() => engine.getStatus().total === 0)
    expect(server.deals.get(7)).toMatchObject({ stage: 4, probability: 50 })
    expect(await otherTab.outbox.count()).toBe(1)
  })

  it('tries once in a while when offline, so a browser wrongly saying offline does not stall it', async () => {
    const { db, server, start } = await setUp({ browserOnline: false, offlineProbeMs: 100 })
    start()
    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 3 }, USER)
    await until(outboxEmpty(db))
    expect(server.deals.get(8)).toMatchObject({ stage: 3 })
  })

  it('pauses when the session cannot be renewed and resumes after the person signs in again', async () => {
    let ended = true
    const { db, server, events, start } = await setUp()
    // The transport renews expired tokens itself (the API client); it throws when it cannot.
    const engine = start({
      transport: {
        send: (request) => (ended ? Promise.reject(new SessionEndedError()) : server.send(request)),
      },
    })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await until(() => engine.getStatus().paused === 'signInAgain')
    expect(events).toContainEqual({ type: 'paused', reason: 'signInAgain' })
    expect(await db.outbox.count()).toBe(1)

    ended = false
    engine.sessionRenewed()
    await until(outboxEmpty(db))
    expect(engine.getStatus().paused).toBeNull()
  })

  it("keeps a signed-out user's ops and sends them at their next sign-in", async () => {
    const { db, server, start } = await setUp()
    const engine = start({ userId: null })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 5 }, USER)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.received).toHaveLength(0)
    expect(await db.outbox.count()).toBe(1)
    engine.setUser(USER)
    await until(outboxEmpty(db))
    expect(server.deals.get(7)).toMatchObject({ stage: 5 })
  })

  it("asks a list with the signed-in user's last tag, and another user's whole", async () => {
    const { start, server } = await setUp()
    const transport = new EtagTransport(server)
    const engine = start({ transport })
    await engine.pull(pipelinePull(ALL_DEALS))
    expect((await engine.pull(pipelinePull(ALL_DEALS))).unchanged).toBe(true)
    engine.setUser(OTHER_USER)
    expect((await engine.pull(pipelinePull(ALL_DEALS))).unchanged).toBeUndefined()
    engine.setUser(null)
    expect((await engine.pull(pipelinePull(ALL_DEALS))).unchanged).toBeUndefined()
    expect(transport.unchangedAnswers()).toHaveLength(1)
  })

  it('keeps the outbox lock until the requests it sent have ended, so no other tab sends them again', async () => {
    const { db, server, start } = await setUp()
    const locks = new FakeLocks()
    let release = () => {}
    server.gate = new Promise((resolve) => (release = resolve))
    const engine = start({ locks })
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)
    await until(async () => (await db.outbox.get(op.seq))?.status === 'sending')

    const stopping = engine.stop()
    await new Promise((resolve) => setTimeout(resolve, 30))
    // The next leader would take the op back as a crashed tab's and send it a second time.
    expect(locks.held).toBe(true)
    server.gate = null
    release()
    await stopping
    await until(() => !locks.held)
    expect(server.received).toHaveLength(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('a reloaded app sends an op again that was out when the tab died, and it is applied once', async () => {
    const { db, server, start } = await setUp()
    let release = () => {}
    server.gate = new Promise((resolve) => (release = resolve))
    const crashed = start()
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)
    await until(async () => (await db.outbox.get(op.seq))?.status === 'sending')
    const stopping = crashed.stop({ abandon: true })
    server.gate = null
    release()
    await stopping
    expect(server.received).toHaveLength(1)
    // The first request was applied, but its answer went nowhere.
    expect(await db.outbox.get(op.seq)).toMatchObject({ status: 'sending' })

    const reopened = new TestDb(db.name)
    databases.push(reopened)
    start({ db: reopened })
    await until(outboxEmpty(reopened))
    expect(server.received).toHaveLength(2)
    expect(server.applied).toHaveLength(1)
    expect(await reopened.deals.get(7)).toMatchObject({ stage: 3, version: 2 })
  })

  it('drains after a decision on a conflict', async () => {
    const { db, server, events, start } = await setUp()
    server.changeDeal(7, { stage: 5 })
    const engine = start()
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await until(() => engine.getStatus().conflicts === 1)
    await engine.keepMine(op.opId)
    await until(outboxEmpty(db))
    expect(server.deals.get(7)).toMatchObject({ stage: 2, version: 3 })
    expect(events.map((event) => event.type)).toEqual(['conflict', 'resolved', 'applied'])
  })
})
