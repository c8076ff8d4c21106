import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine.ts'
import { FakeServer } from './fakeServer.ts'
import { USER } from './harness.ts'
import { deal, newTestDb, type TestDb } from './testDb.ts'

const QUIET = { afterMs: 300, atMostMs: 1_000 }
const T0 = 1_800_000_000_000

let engine: SyncEngine | null = null
let db: TestDb | null = null
beforeEach(() => {
  // Only the clock is faked: the engine's timers run, and every wait they end in reads this clock.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})
afterEach(async () => {
  await engine?.stop({ abandon: true })
  engine = null
  db?.close()
  if (db) await Dexie.delete(db.name)
  db = null
  vi.useRealTimers()
})

async function started() {
  db = newTestDb()
  const server = new FakeServer()
  for (const dealId of [7, 8, 9]) {
    server.addDeal({ dealId })
    await db.deals.put(deal(dealId))
  }
  engine = createSyncEngine({
    db,
    transport: server,
    userId: USER,
    locks: null,
    events: null,
    browserOnline: true,
    sendWhenQuiet: QUIET,
  })
  engine.start()
  // The ops' requests (a drop is a GET of the provider's API): those with an idempotency key.
  const moves = () => server.received.filter((request) => request.headers?.['Idempotency-Key'])
  return { db, moves }
}

const realWait = (ms: number) => new Promise((resolve) => globalThis.setTimeout(resolve, ms))

/** Waits (real time) for `condition`; fails after 3 s. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 3_000; waited += 10) {
    if (await condition()) return
    await realWait(10)
  }
  throw new Error('condition not met')
}

describe('the sync engine, sending once the person pauses', () => {
  it('holds new ops until none came for the quiet spell, then sends them together', async () => {
    const { db, moves } = await started()
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await realWait(400)
    expect(moves()).toEqual([])

    vi.setSystemTime(T0 + 200)
    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 3 }, USER)
    // The first op's quiet spell is over, the second's is not.
    vi.setSystemTime(T0 + 400)
    await realWait(400)
    expect(moves()).toEqual([])

    vi.setSystemTime(T0 + 500)
    await until(async () => (await db.outbox.count()) === 0)
    expect(moves()).toHaveLength(2)
  })

  it('sends at the latest a while after the oldest op, however busy the person is', async () => {
    const { db, moves } = await started()
    // A change every 200 ms: each within the quiet spell of the one before.
    for (const [index, stage] of ([2, 3, 4, 5, 2] as const).entries()) {
      vi.setSystemTime(T0 + index * 200)
      await enqueue(db, 'deal.moveStage', { dealId: 7 + (index % 3), stage }, USER)
      await realWait(50)
    }
    await realWait(400)
    expect(moves()).toEqual([])

    vi.setSystemTime(T0 + QUIET.atMostMs)
    await until(async () => (await db.outbox.count()) === 0)
    expect(moves()).toHaveLength(5)
  })

  it('sends an op tried before at once', async () => {
    const { db, moves } = await started()
    await enqueue(db, 'deal.moveStage', { dealId: 9, stage: 4 }, USER)
    await db.outbox.toCollection().modify({ attempts: 1 })
    await until(async () => (await db.outbox.count()) === 0)
    expect(moves()).toHaveLength(1)
  })
})
