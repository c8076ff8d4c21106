import { describe, expect, it } from 'vitest'
import { decisionsFor } from '../../../src/app/sync/decisions.ts'
import { STALLED_AFTER_SERVER_ERRORS } from '../../../src/store/outbox.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { OpStateError, retryOp } from '../../../src/sync/resolve.ts'
import { entityStates, summarizeOutbox } from '../../../src/sync/syncState.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

describe('an op the server keeps answering with errors', () => {
  it('is stalled on its card after enough 5xx in a row, while other deals sync, and Retry sends it now', async () => {
    const { db, server, clock, drain } = syncHarness()
    for (const dealId of [7, 8]) {
      server.addDeal({ dealId })
      await db.deals.put(deal(dealId))
    }
    const stuck = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    server.fault = (request) =>
      request.path.startsWith('/pipeline/drop/7/') ? { status: 500, body: null } : undefined

    for (let attempt = 1; attempt < STALLED_AFTER_SERVER_ERRORS; attempt++) {
      await drain()
      clock.now += 10 * 60_000
    }
    expect(entityStates(await db.outbox.toArray()).get('deals:7')?.state).toBe('pending')
    await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 3 }, USER)
    await drain()

    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'pending', serverErrors: STALLED_AFTER_SERVER_ERRORS })
    const states = entityStates([op!])
    expect(states.get('deals:7')).toMatchObject({
      state: 'stalled',
      decision: { opId: stuck.opId },
    })
    expect(summarizeOutbox([op!])).toMatchObject({ pending: 1, stalled: 1 })
    expect(decisionsFor(op!)).toEqual(['retry', 'discard'])
    // The other deal's move went through meanwhile.
    expect(server.deals.get(8)).toMatchObject({ stage: 3 })

    server.fault = () => undefined
    await retryOp(db, stuck.opId)
    expect(await db.outbox.get(op!.seq)).toMatchObject({
      attempts: 0,
      nextAttemptAt: 0,
      serverErrors: 0,
    })
    expect(await drain()).toMatchObject({ applied: 1 })
    expect(server.deals.get(7)).toMatchObject({ stage: 2 })
  })

  it('starts counting anew after an answer that is not a server error', async () => {
    const { db, server, clock, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    server.fault = () => ({ status: 502, body: null })
    await drain()
    clock.now += 10 * 60_000
    server.fault = () => ({ status: 429, body: null })
    await drain()
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', serverErrors: 0 })
  })

  it('cannot be sent early while it is only waiting', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(7))
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await expect(retryOp(db, op.opId)).rejects.toBeInstanceOf(OpStateError)
    expect(decisionsFor(op)).toEqual(['discard'])
  })
})
