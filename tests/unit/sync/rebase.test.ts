import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { readMergeHistory } from '../../../src/sync/mergeHistory.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

describe('a 412 on fields the server did not change is merged, not asked', () => {
  it('sends the op again on the server version, with the same key, and keeps both changes', async () => {
    const { db, server, drain, events, clock } = syncHarness()
    server.addDeal({ dealId: 7, dealName: 'Audit' })
    await db.deals.put(deal(7, { dealName: 'Audit' }))
    // The manager renames the deal while this device moves it.
    server.changeDeal(7, { dealName: 'Audit 2027' })
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)

    const result = await drain()

    expect(result.conflicts).toBe(0)
    expect(server.received.map((request) => request.headers)).toEqual([
      { 'Idempotency-Key': op.opId, 'If-Match': '"1"' },
      { 'Idempotency-Key': op.opId, 'If-Match': '"2"' },
    ])
    expect(server.deals.get(7)).toMatchObject({
      dealName: 'Audit 2027',
      stage: 3,
      probability: 30,
      version: 3,
    })
    expect(await db.deals.get(7)).toMatchObject({
      dealName: 'Audit 2027',
      stage: 3,
      probability: 30,
      version: 3,
    })
    expect(await db.outbox.count()).toBe(0)
    const merged = events.find((event) => event.type === 'merged')
    expect(merged?.op).toMatchObject({ opId: op.opId, base: { version: 2 }, merged: [clock.now] })
    expect(events.some((event) => event.type === 'conflict')).toBe(false)
    // Its card shows a "merged" mark, and Pending changes keeps a line for it.
    expect(await db.syncSettled.get('deals:7')).toMatchObject({ applied: true, merged: true })
    expect(await readMergeHistory(db, USER)).toMatchObject([
      { at: clock.now, op: { opId: op.opId } },
    ])
    expect(await readMergeHistory(db, USER + 1)).toEqual([])
  })

  it('moves later ops made on the old version along, and they are accepted in turn', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    server.changeDeal(7, { dealName: 'Renamed' })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await enqueue(db, 'deal.setState', { dealId: 7, code: 3 }, USER)

    await drain()

    expect(server.received.map((request) => request.headers?.['If-Match'])).toEqual([
      '"1"',
      '"2"',
      '"3"',
    ])
    expect(server.deals.get(7)).toMatchObject({ dealName: 'Renamed', stage: 2, version: 4 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('is a conflict naming the field when the server changed the same field', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    server.changeDeal(7, { stage: 5, probability: 80 })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)

    const result = await drain()

    expect(result.conflicts).toBe(1)
    expect(server.received).toHaveLength(1)
    expect(await db.outbox.toArray()).toMatchObject([
      {
        status: 'conflict',
        clashes: ['stage', 'probability'],
        serverState: { stage: 5, version: 2 },
      },
    ])
    expect(await db.deals.get(7)).toMatchObject({ stage: 3, version: 1 })
  })

  it('merges a status update whose entry the server only stamped', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    const created = await enqueue(
      db,
      'status.create',
      { dealId: 7, status: 'Called', firstname: 'Rina' },
      USER,
    )
    await drain()
    const statusId = (await db.statusUpdates.toArray())[0]!.id
    expect(statusId).toBeGreaterThan(0)
    expect(created.opId).toBeTruthy()
    // Someone saves the same text again: the version moves, nothing the person typed changed.
    const stored = server.statuses.get(statusId)!
    server.statuses.set(statusId, { ...stored, version: stored.version + 1 })
    await enqueue(db, 'status.update', { statusId, dealId: 7, status: 'Met the CFO' }, USER)

    const result = await drain()

    expect(result.conflicts).toBe(0)
    expect(server.statuses.get(statusId)).toMatchObject({ status: 'Met the CFO', version: 3 })
    expect(await db.outbox.count()).toBe(0)
  })
})
