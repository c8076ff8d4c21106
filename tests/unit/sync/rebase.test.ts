import { describe, expect, it } from 'vitest'
import { isRecord } from '../../../src/contract/validate.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { readMergeHistory } from '../../../src/sync/mergeHistory.ts'
import { settleRefusal } from '../../../src/sync/rebase.ts'
import { keepMine } from '../../../src/sync/resolve.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

/** The harness, its deal 412s carrying the deal's state as the reference server's card does. */
/** Each request the server got, as its Idempotency-Key and If-Match. */
const keysAndVersions = (server: ReturnType<typeof syncHarness>['server']) =>
  server.received.map((request) => [
    request.headers?.['Idempotency-Key'],
    request.headers?.['If-Match'],
  ])

function stateHarness() {
  const harness = syncHarness()
  const { server } = harness
  const send = server.send.bind(server)
  server.send = async (request) => {
    const response = await send(request)
    const card = response.body
    if (response.status !== 412 || !isRecord(card) || typeof card.dealId !== 'number') {
      return response
    }
    return { ...response, body: { ...card, state: server.deals.get(card.dealId)?.state } }
  }
  return harness
}

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
    const { db, server, drain } = stateHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7, { state: 'open' }))
    server.changeDeal(7, { dealName: 'Renamed' })
    const move = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    const lose = await enqueue(db, 'deal.setState', { dealId: 7, code: 3 }, USER)

    const result = await drain()

    // The later op is sent once, on the version the merged move's answer gave.
    expect(keysAndVersions(server)).toEqual([
      [move.opId, '"1"'],
      [move.opId, '"2"'],
      [lose.opId, '"3"'],
    ])
    expect(result.conflicts).toBe(0)
    expect(server.deals.get(7)).toMatchObject({
      dealName: 'Renamed',
      stage: 2,
      state: 'lost',
      version: 4,
    })
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

describe('a later op made on the old version, when an earlier op is merged', () => {
  it('is not moved over a field the server changed too: its 412 asks the person, naming it', async () => {
    const { db, server, drain } = stateHarness()
    server.addDeal({ dealId: 7, state: 'lost' })
    await db.deals.put(deal(7, { state: 'lost' }))
    // The manager reopens the deal and moves it to Negotiations meanwhile; offline, the person
    // reopens it too, then moves it to stage 4.
    server.changeDeal(7, { state: 'open', stage: 5, probability: 80 })
    const reopen = await enqueue(db, 'deal.setState', { dealId: 7, code: 4 }, USER)
    const move = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)

    const result = await drain()

    // The reopen is merged; the move is sent on the version it was made on, not over stage 5.
    expect(keysAndVersions(server)).toEqual([
      [reopen.opId, '"1"'],
      [reopen.opId, '"2"'],
      [move.opId, '"1"'],
    ])
    expect(result.conflicts).toBe(1)
    expect(server.deals.get(7)).toMatchObject({ state: 'open', stage: 5, probability: 80 })
    expect(await db.outbox.toArray()).toMatchObject([
      {
        opId: move.opId,
        status: 'conflict',
        clashes: ['stage', 'probability'],
        serverState: { stage: 5, version: 3 },
      },
    ])

    // The person keeps their move: sent once more, on the server's version.
    await keepMine(db, move.opId)
    await drain()

    expect(server.received.at(-1)?.headers).toEqual({
      'Idempotency-Key': move.opId,
      'If-Match': '"3"',
    })
    expect(server.deals.get(7)).toMatchObject({ state: 'open', stage: 4, version: 4 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps the base it was made on while the earlier op is merged again', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(7, { state: 'open' }))
    const move = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)
    const win = await enqueue(db, 'deal.setState', { dealId: 7, code: 2 }, USER)
    const probability = await enqueue(
      db,
      'deal.setProbability',
      { dealId: 7, probability: 40 },
      USER,
    )
    const context = { db, now: () => 1_000, alive: () => true }
    const card = { dealId: 7, dealName: 'Deal 7', stage: 1, probability: 10 }
    const refuse = async (body: Record<string, unknown>) => {
      const sending = { ...(await db.outbox.get(move.seq))!, status: 'sending' as const }
      await db.outbox.put(sending)
      return settleRefusal(context, sending, { status: 412, body, reason: null })
    }

    // Someone lost the deal: the move merges, the Won stays on version 1 as the person saw it.
    expect(await refuse({ ...card, state: 'lost', version: 2 })).toMatchObject({ kind: 'merged' })
    // Someone renamed it: the move merges again.
    expect(await refuse({ ...card, dealName: 'Renamed', state: 'lost', version: 3 })).toMatchObject(
      { kind: 'merged' },
    )

    expect(await db.outbox.toArray()).toMatchObject([
      { opId: move.opId, base: { version: 3, fields: { stage: 1, probability: 10 } } },
      { opId: win.opId, status: 'pending', base: { version: 1, fields: { state: 'open' } } },
      // Made on the move, it changes nothing the server changed: it moves along each time.
      {
        opId: probability.opId,
        base: { version: 3, fields: { stage: 3, probability: 30 } },
      },
    ])
    // The row: the server's deal, with the person's changes on top in order.
    expect(await db.deals.get(7)).toMatchObject({
      dealName: 'Renamed',
      state: 'won',
      probability: 40,
      version: 3,
    })
  })

  it("is not moved over a field the server's answer does not carry: asked, as it would be alone", async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7, { state: 'open' }))
    server.changeDeal(7, { dealName: 'Renamed' })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    const lose = await enqueue(db, 'deal.setState', { dealId: 7, code: 3 }, USER)

    const result = await drain()

    // This fake's 412 card has no state: whether the server changed it cannot be told.
    expect(server.received.map((request) => request.headers?.['If-Match'])).toEqual([
      '"1"',
      '"2"',
      '"1"',
    ])
    expect(result.conflicts).toBe(1)
    expect(await db.outbox.toArray()).toMatchObject([
      { opId: lose.opId, status: 'conflict', clashes: ['state'] },
    ])
    expect(server.deals.get(7)).toMatchObject({ stage: 2, state: 'open' })
  })
})
