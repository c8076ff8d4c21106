/**
 * The outbox view screens read their sync marks from (sync/outboxView.ts), kept by the engine
 * from its outbox mirror: a commit of one op re-reads that op alone (counted on the database's
 * reads), each entity and table is told only of its own changes, and another tab's commits
 * arrive through Dexie's cross-tab notification.
 */
import 'fake-indexeddb/auto'
import { Dexie, RangeSet, type DBCore } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { pendingOp } from '../../pendingOp.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine.ts'
import type { LockManagerLike } from '../../../src/sync/leader.ts'
import { createOutboxView } from '../../../src/sync/outboxView.ts'
import { FakeServer } from './fakeServer.ts'
import { OTHER_USER, USER } from './harness.ts'
import { deal, newTestDb, type TestDb } from './testDb.ts'

const engines: SyncEngine[] = []
const databases: TestDb[] = []
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop({ abandon: true })
  for (const db of databases.splice(0)) {
    db.close()
    await Dexie.delete(db.name)
  }
})

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; waited < 3_000; waited += 5) {
    if (condition()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('condition not met')
}

/** Another tab holds the lock for good: this engine follows the outbox but never sends. */
const NEVER_LEADS: LockManagerLike = { request: () => new Promise(() => {}) }

/** What the engine's database read of the outbox: rows by key, and whole-table scans. */
interface Reads {
  rows: number
  scans: number
}

/** A database whose reads of the outbox are counted (a DBCore middleware under Dexie). */
function countingDb(): { db: TestDb; reads: Reads } {
  const db = newTestDb()
  databases.push(db)
  const reads: Reads = { rows: 0, scans: 0 }
  db.use({
    stack: 'dbcore',
    name: 'countOutboxReads',
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const table = down.table(name)
        if (name !== 'outbox') return table
        return {
          ...table,
          get: (request) => {
            reads.rows++
            return table.get(request)
          },
          getMany: (request) => {
            reads.rows += request.keys.length
            return table.getMany(request)
          },
          query: (request) => {
            reads.scans++
            return table.query(request)
          },
          openCursor: (request) => {
            reads.scans++
            return table.openCursor(request)
          },
        }
      },
    }),
  })
  return { db, reads }
}

const op = (seq: number, dealId: number, fields: Partial<OutboxOp> = {}): OutboxOp =>
  pendingOp({
    seq,
    opId: `op-${seq}`,
    type: 'deal.moveStage',
    entity: { table: 'deals', id: dealId },
    args: { dealId, stage: 2 },
    base: { version: 1, fields: { stage: 1, probability: 10 } },
    createdAt: 1_000 + seq,
    userId: USER,
    ...fields,
  })

function following(db: TestDb): SyncEngine {
  const engine = createSyncEngine({
    db,
    transport: new FakeServer(),
    userId: USER,
    locks: NEVER_LEADS,
    events: null,
    browserOnline: true,
  })
  engines.push(engine)
  engine.start()
  return engine
}

describe("the engine's outbox view", () => {
  it('re-reads only the op a commit touched, in an outbox of hundreds', async () => {
    const { db, reads } = countingDb()
    await db.deals.bulkPut(Array.from({ length: 300 }, (_, i) => deal(i + 1)))
    await db.outbox.bulkAdd(Array.from({ length: 300 }, (_, i) => op(i + 1, i + 1)))
    const engine = following(db)
    const view = engine.outbox
    await until(() => view.ready() && view.userOps().length === 300)
    expect(engine.getStatus().total).toBe(300)

    const before = { ...reads }
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)
    await until(() => view.userOps().length === 301)
    expect(view.entity('deals', 7)?.ops.map((each) => each.args.stage)).toEqual([2, 3])
    expect(reads.rows - before.rows).toBe(1)
    expect(reads.scans - before.scans).toBe(0)

    // A settled op (gone from the outbox) is one read too, and the top bar follows.
    await db.outbox.delete(1)
    await until(() => view.entity('deals', 1) === undefined)
    expect(reads.rows - before.rows).toBe(2)
    expect(reads.scans - before.scans).toBe(0)
    await until(() => engine.getStatus().total === 300)
  })

  it("follows another tab's commits (Dexie's cross-tab notification)", async () => {
    const { db, reads } = countingDb()
    await db.outbox.bulkAdd([op(1, 1), op(2, 2)])
    const view = following(db).outbox
    await until(() => view.ready() && view.userOps().length === 2)
    const before = { ...reads }

    // Another tab writes through its own connection (no notification in this tab's Dexie)...
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(db.name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const tx = raw.transaction('outbox', 'readwrite')
    tx.objectStore('outbox').put(op(2, 2, { status: 'conflict', lastStatus: 412 }))
    tx.objectStore('outbox').add(op(3, 5))
    await new Promise((resolve) => (tx.oncomplete = resolve))
    raw.close()
    // ...and its Dexie tells the other tabs which keys it changed, on its broadcast channel.
    const channel = new BroadcastChannel('x-storagemutated-1')
    channel.postMessage({ [`idb://${db.name}/outbox/`]: new RangeSet().addKeys([2, 3]) })
    channel.close()

    await until(() => view.userOps().length === 3 && view.entity('deals', 2)?.state === 'conflict')
    expect(view.entity('deals', 5)?.state).toBe('pending')
    expect(reads.rows - before.rows).toBe(2)
    expect(reads.scans - before.scans).toBe(0)
  })
})

describe('an outbox view', () => {
  const snapshot = (ops: OutboxOp[], changed: number[] | null) => ({
    rows: new Map(ops.map((each) => [each.seq, each])),
    changed: changed && new Set(changed),
  })

  it('tells only the entities and tables whose ops changed', () => {
    const view = createOutboxView()
    view.setUser(USER)
    const first = [op(1, 1), op(2, 2), op(3, 3, { entity: { table: 'clients', id: 3 } })]
    first[2]!.entityKey = 'clients:3'
    view.apply(snapshot(first, null))
    const heard: string[] = []
    view.subscribeEntity('deals', 1, () => heard.push('deal 1'))
    view.subscribeEntity('deals', 2, () => heard.push('deal 2'))
    view.subscribeTable('deals', () => heard.push('deals'))
    view.subscribeTable('clients', () => heard.push('clients'))
    const deals = view.table('deals')
    const clients = view.table('clients')

    const next = [first[0]!, op(2, 2, { status: 'failed' }), first[2]!]
    view.apply(snapshot(next, [2]))
    expect(heard).toEqual(['deal 2', 'deals'])
    expect(view.entity('deals', 2)?.state).toBe('failed')
    expect(view.table('deals')).not.toBe(deals)
    expect(view.table('deals').get(2)?.decision?.seq).toBe(2)
    // Untouched: the same objects, so their subscribers do not render again.
    expect(view.table('clients')).toBe(clients)
    expect(view.entity('deals', 1)).toBe(deals.get(1))
  })

  it("states the signed-in user's ops, and every user's ops on request", () => {
    const view = createOutboxView()
    view.setUser(USER)
    view.apply(
      snapshot(
        [op(1, 1), op(2, 1, { userId: OTHER_USER }), op(3, 2, { userId: OTHER_USER })],
        null,
      ),
    )
    expect(view.userOps().map((each) => each.seq)).toEqual([1])
    expect(view.entity('deals', 1)?.ops.map((each) => each.seq)).toEqual([1])
    expect(view.entity('deals', 2)).toBeUndefined()
    expect(
      view
        .anyUserOps('deals')
        .get(1)
        ?.map((each) => each.seq),
    ).toEqual([1, 2])

    view.setUser(OTHER_USER)
    expect(view.userOps().map((each) => each.seq)).toEqual([2, 3])
    expect(view.entity('deals', 2)?.state).toBe('pending')
  })

  it("follows an op that moved to its entity's server id (a create settled)", () => {
    const view = createOutboxView()
    view.setUser(USER)
    view.apply(snapshot([op(1, -5)], null))
    expect(view.entity('deals', -5)?.state).toBe('pending')
    view.apply(snapshot([op(1, 40)], [1]))
    expect(view.entity('deals', -5)).toBeUndefined()
    expect(view.entity('deals', 40)?.ops.map((each) => each.seq)).toEqual([1])
  })
})
