import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { replaceTempId } from '../../../src/sync/replaceTempId.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

describe('entities created offline', () => {
  it('sends a command that still names a synced temp id to the server id', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(-9))
    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'deals', -9, 901))
    // A dialog opened before the sync still holds -9.
    const late = await enqueue(db, 'deal.moveStage', { dealId: -9, stage: 3 }, USER)
    expect(late).toMatchObject({ entity: { table: 'deals', id: 901 }, args: { dealId: 901 } })
    expect(await db.deals.get(901)).toMatchObject({ stage: 3 })
  })

  it('take the server id in the pulled lists of their table only', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(-4))
    await db.syncLists.bulkPut([
      { key: 'pipeline:all', table: 'deals', ids: [-4, 1, 2] },
      { key: 'pipeline:other', table: 'deals', ids: [1] },
      { key: 'status:-4', table: 'statusUpdates', ids: [-4] },
    ])
    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'deals', -4, 903))
    expect(await db.syncLists.toArray()).toEqual([
      { key: 'pipeline:all', table: 'deals', ids: [903, 1, 2] },
      { key: 'pipeline:other', table: 'deals', ids: [1] },
      { key: 'status:-4', table: 'statusUpdates', ids: [-4] },
    ])
  })

  it('get negative temporary ids, unique per database', async () => {
    const { db } = syncHarness()
    const first = await enqueue(
      db,
      'status.create',
      { dealId: 7, status: 'A', firstname: 'C' },
      USER,
    )
    const second = await enqueue(
      db,
      'status.create',
      { dealId: 7, status: 'B', firstname: 'C' },
      USER,
    )
    expect([first.entity.id, second.entity.id]).toEqual([-1, -2])
    expect(await db.statusUpdates.where('dealId').equals(7).toArray()).toMatchObject([
      { id: -2, status: 'B', firstname: 'C', version: 0 },
      { id: -1, status: 'A', firstname: 'C', version: 0 },
    ])
  })

  it('a status created then edited offline: the edit is sent to the server id', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    const created = await enqueue(
      db,
      'status.create',
      { dealId: 7, status: 'Met the CFO', firstname: 'Citra' },
      USER,
    )
    const tempId = created.entity.id
    await enqueue(
      db,
      'status.update',
      { statusId: tempId, dealId: 7, status: 'Met the CFO and the CEO' },
      USER,
    )
    expect(await db.statusUpdates.get(tempId)).toMatchObject({ status: 'Met the CFO and the CEO' })

    await drain()

    expect(server.sentPaths()).toEqual(['POST /pipeline/status', 'PUT /pipeline/status/100'])
    expect(server.received[0]!.body).toEqual({
      id: 0,
      status: 'Met the CFO',
      dealId: 7,
      userId: USER,
    })
    expect(server.received[1]!.body).toEqual({
      id: 100,
      status: 'Met the CFO and the CEO',
      dealId: 7,
      userId: USER,
    })
    expect(server.received[1]!.headers?.['If-Match']).toBe('"1"')
    expect(server.statuses.get(100)).toMatchObject({
      status: 'Met the CFO and the CEO',
      version: 2,
    })
    expect(await db.statusUpdates.get(tempId)).toBeUndefined()
    expect(await db.statusUpdates.get(100)).toMatchObject({
      id: 100,
      status: 'Met the CFO and the CEO',
      version: 2,
    })
    expect(await db.outbox.count()).toBe(0)
  })

  it('remaps the row, the rows referring to it and later ops in one go', async () => {
    const { db } = syncHarness()
    // A deal created offline (temp id -5) with a status update on it.
    await db.deals.put(deal(-5))
    const status = await enqueue(
      db,
      'status.create',
      { dealId: -5, status: 'First call', firstname: 'C' },
      USER,
    )
    const move = await enqueue(db, 'deal.moveStage', { dealId: -5, stage: 2 }, USER)

    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'deals', -5, 812))

    expect(await db.deals.get(-5)).toBeUndefined()
    expect(await db.deals.get(812)).toMatchObject({ dealId: 812, stage: 2 })
    expect(await db.statusUpdates.get(status.entity.id)).toMatchObject({ dealId: 812 })
    const ops = await db.outbox.orderBy('seq').toArray()
    expect(ops[0]).toMatchObject({ entityKey: status.entityKey, args: { dealId: 812 } })
    expect(ops[1]).toMatchObject({
      opId: move.opId,
      entity: { table: 'deals', id: 812 },
      entityKey: 'deals:812',
      args: { dealId: 812, stage: 2 },
    })
  })

  it('an op on a temporary entity it refers to waits for that entity to be created', async () => {
    const { db, server, drain } = syncHarness()
    await db.deals.put(deal(-5))
    // Stands for the deal's create op, which has not been accepted yet.
    await enqueue(db, 'deal.moveStage', { dealId: -5, stage: 2 }, USER)
    server.fault = (request) => (request.path.includes('/-5/') ? 'noAnswer' : undefined)
    await enqueue(db, 'status.create', { dealId: -5, status: 'First call', firstname: 'C' }, USER)
    await drain()
    expect(server.received).toHaveLength(0)
    expect(await db.outbox.where('status').equals('pending').count()).toBe(2)
  })

  it('discarding a create takes the later ops on the new entity with it', async () => {
    const { db, server, drain } = syncHarness()
    server.fault = () => ({ status: 400, body: [{ description: 'status is required' }] })
    const created = await enqueue(
      db,
      'status.create',
      { dealId: 7, status: 'x', firstname: 'C' },
      USER,
    )
    await enqueue(
      db,
      'status.update',
      { statusId: created.entity.id, dealId: 7, status: 'y' },
      USER,
    )
    await drain()
    expect(await db.outbox.orderBy('seq').toArray()).toMatchObject([
      { status: 'failed', lastError: 'status is required' },
      { status: 'pending' },
    ])
    await discardOp(db, created.opId)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.statusUpdates.count()).toBe(0)
  })
})
