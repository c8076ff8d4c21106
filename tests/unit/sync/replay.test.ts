import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { readyOps } from '../../../src/sync/outboxOrder.ts'
import { NetworkError, SessionEndedError, type Transport } from '../../../src/sync/transport.ts'
import { OTHER_USER, syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

describe('replaying the outbox', () => {
  it('sends a deal move with the base version as If-Match and writes the answer back', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7, version: 4 })
    await db.deals.put(deal(7, { version: 4 }))
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)

    expect(await db.deals.get(7)).toMatchObject({ stage: 3, probability: 30, version: 4 })
    const result = await drain()

    expect(result.applied).toBe(1)
    expect(server.received).toEqual([
      {
        method: 'GET',
        path: `/pipeline/drop/7/${USER}/3`,
        headers: { 'Idempotency-Key': op.opId, 'If-Match': '"4"' },
      },
    ])
    expect(await db.deals.get(7)).toMatchObject({ stage: 3, probability: 30, version: 5 })
    expect(await db.outbox.count()).toBe(0)
    // Stored, so every tab (not only the sending one) shows the success mark.
    expect(await db.syncSettled.get('deals:7')).toMatchObject({ applied: true })
  })

  it('replays ops on one entity in seq order, each after the one before settled', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await enqueue(db, 'deal.setProbability', { dealId: 7, probability: 60 }, USER)
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 5 }, USER)

    let release = () => {}
    server.gate = new Promise((resolve) => (release = resolve))
    const draining = drain({ concurrency: 4 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await db.outbox.where('status').equals('sending').count()).toBe(1)
    server.gate = null
    release()
    await draining

    expect(server.sentPaths()).toEqual([
      `GET /pipeline/drop/7/${USER}/2`,
      `GET /pipeline/probability/7/${USER}/60`,
      `GET /pipeline/drop/7/${USER}/5`,
    ])
    // Each op was sent on the version its predecessor's answer gave.
    expect(server.received.map((request) => request.headers?.['If-Match'])).toEqual([
      '"1"',
      '"2"',
      '"3"',
    ])
    expect(server.deals.get(7)).toMatchObject({ stage: 5, probability: 80, version: 4 })
    expect(await db.deals.get(7)).toMatchObject({ stage: 5, probability: 80, version: 4 })
  })

  it('sends ops on other entities side by side', () => {
    const op = (seq: number, key: string, status: 'pending' | 'failed' | 'conflict' = 'pending') =>
      ({
        seq,
        entityKey: key,
        status,
        nextAttemptAt: 0,
        type: 'deal.moveStage',
        args: {},
      }) as never
    const ops = [op(1, 'deals:1'), op(2, 'deals:1'), op(3, 'deals:2'), op(4, 'deals:3', 'failed')]
    expect(readyOps(ops, 0).map((found: { seq: number }) => found.seq)).toEqual([1, 3])
    expect(
      readyOps(ops, 0, new Set(['deals:2'])).map((found: { seq: number }) => found.seq),
    ).toEqual([1])
  })

  it('keeps the same Idempotency-Key on every attempt, and the server applies it once', async () => {
    const { db, server, clock, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)
    const faults = ['noAnswer', 'dropAnswer'] as const
    let attempt = 0
    server.fault = () => faults[attempt++]

    await drain()
    clock.now += 60_000
    await drain()
    clock.now += 60_000
    await drain()

    expect(attempt).toBe(3)
    expect(server.received.map((request) => request.headers?.['Idempotency-Key'])).toEqual([
      op.opId,
      op.opId,
    ])
    expect(server.applied).toHaveLength(1)
    expect(server.deals.get(7)).toMatchObject({ stage: 4, version: 2 })
    expect(await db.deals.get(7)).toMatchObject({ stage: 4, probability: 50, version: 2 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('retries a missing answer or a 5xx after the backoff delay, keeping the op', async () => {
    const { db, server, clock, drain, events } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    server.fault = () => ({ status: 503, body: null })

    const first = await drain()
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503 })
    expect(op!.nextAttemptAt).toBe(clock.now + 1_000)
    expect(first).toMatchObject({ retries: 1, nextAttemptAt: clock.now + 1_000 })
    expect(events.map((event) => event.type)).toEqual(['retrying'])

    server.fault = () => {
      throw new NetworkError()
    }
    await drain()
    expect((await db.outbox.toArray())[0]!.attempts).toBe(1)

    clock.now += 1_000
    server.fault = () => 'noAnswer'
    await drain()
    const [again] = await db.outbox.toArray()
    expect(again).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 0 })
    expect(again!.nextAttemptAt).toBe(clock.now + 2_000)
    expect(await db.deals.get(7)).toMatchObject({ stage: 2 })
  })

  it('marks a 412 as a conflict with the server state beside the local row', async () => {
    const { db, server, drain, events } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    server.changeDeal(7, { stage: 5, probability: 80 })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)

    const result = await drain()

    expect(result.conflicts).toBe(1)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({
      status: 'conflict',
      lastStatus: 412,
      serverState: { dealId: 7, stage: 5, probability: 80, version: 2 },
    })
    expect(await db.deals.get(7)).toMatchObject({ stage: 3, probability: 30, version: 1 })
    expect(server.deals.get(7)).toMatchObject({ stage: 5 })
    expect(events.map((event) => event.type)).toEqual(['conflict'])
  })

  it('marks a 409 as a conflict with the server reason', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7, state: 'lost' })
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.setState', { dealId: 7, code: 2 }, USER)
    await drain()
    expect(await db.outbox.toArray()).toMatchObject([
      {
        status: 'conflict',
        lastStatus: 409,
        lastError: 'Reopen the deal first',
        serverState: null,
      },
    ])
  })

  it("fails an op the server refuses, with the server's reason", async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    server.addDeal({ dealId: 8 })
    await db.deals.bulkPut([deal(7), deal(8)])
    server.fault = (request) =>
      request.path.includes('/7/')
        ? { status: 403, body: [{ description: "Authorized owner's only" }] }
        : request.path.includes('/8/')
          ? { status: 400, body: null }
          : undefined
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 2 }, USER)

    const result = await drain()

    expect(result.failed).toBe(2)
    expect(await db.outbox.orderBy('seq').toArray()).toMatchObject([
      { status: 'failed', lastStatus: 403, lastError: "Authorized owner's only" },
      {
        status: 'failed',
        lastStatus: 400,
        lastError: 'An error occurred,input field correctly or please contact Support team',
      },
    ])
  })

  it('does not let a failed or conflicting op hold back other entities; later ops on its entity wait', async () => {
    const { db, server, drain } = syncHarness()
    for (const dealId of [7, 8]) {
      server.addDeal({ dealId })
      await db.deals.put(deal(dealId))
    }
    server.changeDeal(7, { stage: 3, probability: 30 })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await enqueue(db, 'deal.setProbability', { dealId: 7, probability: 40 }, USER)
    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 4 }, USER)

    await drain()

    expect(server.sentPaths()).toEqual([
      `GET /pipeline/drop/7/${USER}/2`,
      `GET /pipeline/drop/8/${USER}/4`,
    ])
    expect(await db.outbox.orderBy('seq').toArray()).toMatchObject([
      { entityKey: 'deals:7', status: 'conflict' },
      { entityKey: 'deals:7', status: 'pending', attempts: 0 },
    ])
    expect(server.deals.get(8)).toMatchObject({ stage: 4 })
  })

  it('pauses, keeping the ops, when the transport cannot renew the session', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    server.addDeal({ dealId: 8 })
    await db.deals.put(deal(7))
    await db.deals.put(deal(8))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 3 }, USER)
    // The API client renews an expired token itself; it throws when the session cannot be renewed.
    const ended: Transport = {
      send: () => Promise.reject(new SessionEndedError()),
    }

    const result = await drain({ transport: ended, concurrency: 1 })

    expect(result.paused).toBe('signInAgain')
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'pending', lastStatus: 401 },
      { status: 'pending', attempts: 0 },
    ])
    expect(await db.deals.get(7)).toMatchObject({ stage: 2 })
  })

  it('pauses on an expired token that reaches it: the engine renews no session of its own', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    server.fault = () => ({ status: 401, body: '' })

    const result = await drain()

    expect(result.paused).toBe('signInAgain')
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'pending', attempts: 1, lastStatus: 401 },
    ])
    expect(await db.deals.get(7)).toMatchObject({ stage: 2 })
  })

  it('treats a 401 with a body as a refusal, not an expired token', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    server.fault = () => ({ status: 401, body: [{ description: 'Session ended' }] })
    const result = await drain()
    expect(result.paused).toBeNull()
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'failed', lastError: 'Session ended' },
    ])
  })

  it("sends only the signed-in user's ops; another user's wait for their next sign-in", async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    server.addDeal({ dealId: 8 })
    await db.deals.bulkPut([deal(7), deal(8)])
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, OTHER_USER)
    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 2 }, USER)

    await drain()
    expect(server.sentPaths()).toEqual([`GET /pipeline/drop/8/${USER}/2`])
    expect(await db.outbox.toArray()).toMatchObject([{ userId: OTHER_USER, status: 'pending' }])

    await drain({ userId: OTHER_USER })
    expect(server.sentPaths()).toContain(`GET /pipeline/drop/7/${OTHER_USER}/2`)
    expect(await db.outbox.count()).toBe(0)
  })

  it('counts a delete of an entity someone else already deleted as applied', async () => {
    const { db, drain } = syncHarness()
    await db.statusUpdates.put({
      id: 55,
      dealId: 7,
      status: 'Called the client',
      firstname: 'Citra',
      lastUpdated: '2025-01-01T00:00:00Z',
      version: 1,
    })
    await enqueue(db, 'status.delete', { statusId: 55, dealId: 7 }, USER)
    expect(await db.statusUpdates.get(55)).toBeUndefined()
    const result = await drain()
    expect(result.applied).toBe(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends the next requests while answers wait to be settled, and settles them together', async () => {
    const { db, server, drain, events } = syncHarness()
    const ids = [1, 2, 3, 4, 5, 6, 7, 8]
    for (const id of ids) server.addDeal({ dealId: id })
    await db.deals.bulkPut(ids.map((id) => deal(id)))
    for (const id of ids) await enqueue(db, 'deal.moveStage', { dealId: id, stage: 2 }, USER)
    let settles = 0
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => unknown
    // Settle transactions are the read-write ones that include syncSettled.
    db.transaction = ((...args: unknown[]) => {
      const tables = args[1]
      if (Array.isArray(tables) && tables.includes(db.syncSettled)) settles++
      return transaction(...args)
    }) as typeof db.transaction

    const result = await drain({ concurrency: 2 })

    expect(result.applied).toBe(8)
    expect(server.applied).toHaveLength(8)
    expect(await db.outbox.count()).toBe(0)
    expect((await db.deals.bulkGet(ids)).map((row) => row?.version)).toEqual(ids.map(() => 2))
    expect(events.filter((event) => event.type === 'applied')).toHaveLength(8)
    // Fewer settles than rounds of two requests: answers that arrived during a settle (the next
    // requests went out meanwhile) were settled together in the next one.
    expect(settles).toBeLessThan(8 / 2)
  })

  it('stops starting ops once the device is known to be offline, and puts claimed ones back', async () => {
    const { db, server, drain } = syncHarness()
    const ids = [1, 2, 3, 4, 5, 6]
    for (const id of ids) server.addDeal({ dealId: id })
    await db.deals.bulkPut(ids.map((id) => deal(id)))
    for (const id of ids) await enqueue(db, 'deal.moveStage', { dealId: id, stage: 2 }, USER)
    server.fault = () => {
      throw new NetworkError()
    }

    const result = await drain({ concurrency: 1, offline: () => true })

    expect(server.received).toHaveLength(0)
    expect(result.retries).toBe(1)
    const ops = await db.outbox.orderBy('seq').toArray()
    expect(ops.map((op) => [op.status, op.attempts])).toEqual([
      ['pending', 1],
      ...ids.slice(1).map(() => ['pending', 0]),
    ])
    expect(ops.slice(1).every((op) => op.sendingSince === null)).toBe(true)
  })

  it('with the network merely unsteady, goes on to the other entities', async () => {
    const { db, server, drain } = syncHarness()
    const ids = [1, 2, 3]
    for (const id of ids) server.addDeal({ dealId: id })
    await db.deals.bulkPut(ids.map((id) => deal(id)))
    for (const id of ids) await enqueue(db, 'deal.moveStage', { dealId: id, stage: 2 }, USER)
    let calls = 0
    server.fault = () => (calls++ === 0 ? 'noAnswer' : undefined)

    const result = await drain({ concurrency: 1, offline: () => false })

    expect(result).toMatchObject({ applied: 2, retries: 1 })
    expect(await db.outbox.count()).toBe(1)
  })
})
