/**
 * A page that starts offline with an op already waiting: its engine, leading the outbox, asks when
 * that op is due before the op types (loaded after the first screen) are there. It waits for them
 * instead of failing, and sets its offline probe.
 */
import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import { loadOpTypesWith, opTypeOf, registerOpTypes } from '../../../src/sync/opRegistry.ts'
import { FakeServer } from './fakeServer.ts'
import { USER } from './harness.ts'
import { deal, newTestDb, type TestDb } from './testDb.ts'

let engine: SyncEngine | null = null
let db: TestDb | null = null
afterEach(async () => {
  loadOpTypesWith(async () => undefined)
  await engine?.stop({ abandon: true })
  db?.close()
  if (db) await Dexie.delete(db.name)
})

it('waits for the op types before it orders the ops it found, then tries them offline', async () => {
  db = newTestDb()
  const server = new FakeServer()
  server.addDeal({ dealId: 7 })
  await db.deals.put(deal(7))
  // An op queued by the page before, of a type this page has not registered yet.
  await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)
  await db.outbox.toCollection().modify({ type: 'deal.moveStageLater' })
  loadOpTypesWith(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          registerOpTypes({ 'deal.moveStageLater': opTypeOf('deal.moveStage') })
          resolve()
        }, 50),
      ),
  )

  const events: SyncEvent[] = []
  engine = createSyncEngine({
    db,
    transport: server,
    userId: USER,
    locks: null,
    events: null,
    browserOnline: false,
    offlineProbeMs: 100,
  })
  engine.onEvent((event) => events.push(event))
  engine.start()

  for (let waited = 0; (await db.outbox.count()) > 0 && waited < 3_000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  expect(events.filter((event) => event.type === 'error')).toEqual([])
  expect(await db.outbox.count()).toBe(0)
  expect(server.deals.get(7)).toMatchObject({ stage: 3 })
})
