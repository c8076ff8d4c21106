import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import {
  canKeepMine,
  discardOp,
  keepMine,
  OpStateError,
  retryOp,
  takeTheirs,
} from '../../../src/sync/resolve.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

async function conflictOnDeal7() {
  const harness = syncHarness()
  const { db, server } = harness
  server.addDeal({ dealId: 7, dealName: 'Audit' })
  await db.deals.put(deal(7, { dealName: 'Audit' }))
  // Someone else moves the deal to Negotiations meanwhile.
  server.changeDeal(7, { stage: 5, probability: 80 })
  const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)
  await harness.drain()
  return { ...harness, op }
}

describe('deciding on a conflict', () => {
  it('keep mine sends the op again on the server version, and it is accepted', async () => {
    const { db, server, op, drain } = await conflictOnDeal7()
    await keepMine(db, op.opId)
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'pending', base: { version: 2 }, attempts: 0, serverState: null },
    ])
    await drain()
    expect(server.received.at(-1)?.headers).toEqual({
      'Idempotency-Key': op.opId,
      'If-Match': '"2"',
    })
    expect(server.deals.get(7)).toMatchObject({ stage: 3, probability: 30, version: 3 })
    expect(await db.deals.get(7)).toMatchObject({ stage: 3, version: 3 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('keep mine moves later ops made on the same old version along', async () => {
    const { db, server, op, drain } = await conflictOnDeal7()
    await enqueue(db, 'deal.setProbability', { dealId: 7, probability: 40 }, USER)
    await keepMine(db, op.opId)
    await drain()
    expect(server.received.slice(-2).map((request) => request.headers?.['If-Match'])).toEqual([
      '"2"',
      '"3"',
    ])
    expect(server.deals.get(7)).toMatchObject({ probability: 40, stage: 3, version: 4 })
  })

  it("take theirs drops the op and puts the server's state on the row", async () => {
    const { db, server, op, drain } = await conflictOnDeal7()
    await takeTheirs(db, op.opId)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deals.get(7)).toMatchObject({ stage: 5, probability: 80, version: 2 })
    await drain()
    expect(server.received).toHaveLength(1)
  })

  it('take theirs leaves later ops on top of the server state, to be decided in turn', async () => {
    const { db, server, op, drain } = await conflictOnDeal7()
    const later = await enqueue(db, 'deal.setState', { dealId: 7, code: 3 }, USER)
    await takeTheirs(db, op.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 5, probability: 80, state: 'lost' })
    await drain()
    // Made before the person saw the other change: it is not sent over it silently.
    expect(await db.outbox.toArray()).toMatchObject([{ opId: later.opId, status: 'conflict' }])
    expect(server.deals.get(7)).toMatchObject({ state: 'open' })
  })

  it('take theirs does not let a later op on the same fields merge over what was taken', async () => {
    const { db, server, op, drain } = await conflictOnDeal7()
    const later = await enqueue(db, 'deal.setProbability', { dealId: 7, probability: 40 }, USER)
    await takeTheirs(db, op.opId)
    await drain()
    // Its probability (and the stage that follows) changed on the server since it was made.
    expect(await db.outbox.toArray()).toMatchObject([
      { opId: later.opId, status: 'conflict', clashes: expect.arrayContaining(['probability']) },
    ])
    expect(server.deals.get(7)).toMatchObject({ stage: 5, probability: 80 })
  })

  it('refuses keep mine on a conflict that carried no server version (a business 409): only take theirs', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7, { stage: 2 }))
    server.fault = () => ({ status: 409, body: [{ description: 'Reopen the deal first' }] })
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)
    await drain()
    const conflict = (await db.outbox.get(op.seq))!
    expect(conflict).toMatchObject({ status: 'conflict', serverState: null })
    expect(canKeepMine(conflict)).toBe(false)

    await expect(keepMine(db, op.opId)).rejects.toBeInstanceOf(OpStateError)
    // Not sent again: it would only be refused again.
    expect(await db.outbox.get(op.seq)).toEqual(conflict)
    await takeTheirs(db, op.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 2 })
  })

  it('refuses decisions on ops in another state', async () => {
    const { db, op } = await conflictOnDeal7()
    await expect(retryOp(db, 'no-such-op')).rejects.toBeInstanceOf(OpStateError)
    await takeTheirs(db, op.opId)
    await expect(keepMine(db, op.opId)).rejects.toBeInstanceOf(OpStateError)
  })
})

describe('deciding on a refused op', () => {
  async function refusedMove() {
    const harness = syncHarness()
    const { db, server } = harness
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7, { stage: 2, probability: 20 }))
    server.fault = () => ({ status: 403, body: [{ description: "Authorized owner's only" }] })
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)
    await harness.drain()
    server.fault = () => undefined
    return { ...harness, op }
  }

  it('discard rolls the local change back to its base', async () => {
    const { db, op } = await refusedMove()
    expect(await db.deals.get(7)).toMatchObject({ stage: 4, probability: 50 })
    await discardOp(db, op.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 2, probability: 20, version: 1 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('discard keeps later local changes on top of the rolled-back row', async () => {
    const { db, op } = await refusedMove()
    await enqueue(db, 'deal.setState', { dealId: 7, code: 3 }, USER)
    await enqueue(db, 'deal.setProbability', { dealId: 7, probability: 60 }, USER)
    await discardOp(db, op.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 4, probability: 60, state: 'lost' })
    const [, probability] = await db.outbox.orderBy('seq').toArray()
    // Its own rollback now goes back to the row without the discarded move.
    await discardOp(db, probability!.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 2, probability: 20, state: 'lost' })
  })

  it('retry sends the op again, with edited args when given', async () => {
    const { db, server, op, drain } = await refusedMove()
    await retryOp(db, op.opId, { stage: 5 })
    expect(await db.deals.get(7)).toMatchObject({ stage: 5, probability: 80 })
    await drain()
    expect(server.sentPaths().at(-1)).toBe(`GET /pipeline/drop/7/${USER}/5`)
    expect(server.deals.get(7)).toMatchObject({ stage: 5 })
    expect(await db.outbox.count()).toBe(0)
  })
})
