import { describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { listFetchedAt, listIds, pullList, type ListPull } from '../../../src/sync/pull.ts'
import { PullError } from '../../../src/sync/pullError.ts'
import {
  pipelineListKey,
  pipelinePull,
  statusUpdatesPull,
} from '../../../src/entities/deals/dealLists.ts'
import { LISTED_CARD_FIELDS } from './fakeServer.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

const pullAll = (
  harness: ReturnType<typeof syncHarness>,
  list: ListPull = pipelinePull(ALL_DEALS),
) => pullList(harness.db, harness.server, list, { userId: USER, now: () => harness.clock.now })

describe('pulling lists', () => {
  it('stores the rows with the time they were fetched and the ids of the list', async () => {
    const harness = syncHarness()
    harness.server.addDeal({ dealId: 7, stage: 2, probability: 20, version: 3 })
    harness.server.addDeal({ dealId: 8 })
    const result = await pullAll(harness)
    expect(result).toMatchObject({ received: 2, written: 2, kept: 0, removed: 0 })
    expect(await harness.db.deals.get(7)).toEqual({
      ...LISTED_CARD_FIELDS,
      dealId: 7,
      dealName: 'Deal 7',
      stage: 2,
      probability: 20,
      version: 3,
    })
    expect(await listFetchedAt(harness.db, pipelineListKey(ALL_DEALS))).toBe(harness.clock.now)
    expect(await listIds(harness.db, pipelineListKey(ALL_DEALS))).toEqual([7, 8])
    expect(pipelineListKey(ALL_DEALS)).toBe('pipeline:/pipeline/0/0/0/0/0/0')
  })

  it('never overwrites a row that has unsettled ops: the local change stays on top', async () => {
    const harness = syncHarness()
    const { db, server } = harness
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 4 }, USER)
    server.changeDeal(7, { dealName: 'Renamed elsewhere' })

    const result = await pullAll(harness)

    expect(result).toMatchObject({ received: 1, written: 0, kept: 1 })
    expect(await db.deals.get(7)).toMatchObject({ dealName: 'Deal 7', stage: 4, probability: 50 })
  })

  it('keeps rows whose op failed or is in conflict as they are, too', async () => {
    const harness = syncHarness()
    const { db, server } = harness
    server.addDeal({ dealId: 7 })
    await db.deals.put(deal(7))
    server.changeDeal(7, { stage: 5 })
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await harness.drain()
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'conflict' }])
    await pullAll(harness)
    expect(await db.deals.get(7)).toMatchObject({ stage: 2, version: 1 })
  })

  it('removes rows missing from a fresh pull unless they have ops or another list holds them', async () => {
    const harness = syncHarness()
    const { db, server } = harness
    for (const dealId of [1, 2, 3, 4]) server.addDeal({ dealId })
    await pullAll(harness)
    const rmList: ListPull = { ...pipelinePull({ ...ALL_DEALS, rm: 9 }), key: 'pipeline:rm9' }
    server.fault = () => ({ status: 200, body: [server.listedCard(4)] })
    await pullList(db, server, rmList, { userId: USER })
    server.fault = () => undefined

    await enqueue(db, 'deal.setProbability', { dealId: 2, probability: 30 }, USER)
    for (const dealId of [1, 2, 3, 4]) server.changeDeal(dealId, { state: 'won' })
    const result = await pullAll(harness)

    expect(result.removed).toBe(2)
    expect((await db.deals.toArray()).map((row) => row.dealId)).toEqual([2, 4])
    // Deal 2 stays listed until its op settles.
    expect(await listIds(db, pipelineListKey(ALL_DEALS))).toEqual([2])
  })

  it('lists a row kept for its ops first, where a new row shows, until a pull lists it', async () => {
    const harness = syncHarness()
    const { db, server } = harness
    for (const dealId of [1, 2, 3]) server.addDeal({ dealId })
    await pullAll(harness)
    await enqueue(db, 'deal.setProbability', { dealId: 3, probability: 80 }, USER)
    server.changeDeal(3, { state: 'lost' })
    await pullAll(harness)
    expect(await listIds(db, pipelineListKey(ALL_DEALS))).toEqual([3, 1, 2])
  })

  it('removes a row kept for its ops at the first pull after they settled', async () => {
    const harness = syncHarness()
    const { db, server } = harness
    server.addDeal({ dealId: 7 })
    await pullAll(harness)
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 3 }, USER)
    server.changeDeal(7, { state: 'lost' })
    await pullAll(harness)
    expect(await db.deals.get(7)).toMatchObject({ stage: 3 })

    await harness.drain()
    expect(await db.outbox.get(op.seq)).toMatchObject({ status: 'conflict' })
    await discardOp(db, op.opId)
    harness.clock.now += 1_000
    await pullAll(harness)
    expect(await db.deals.get(7)).toBeUndefined()
  })

  it('does not bring back an older version than the row holds', async () => {
    const harness = syncHarness()
    const { db, server } = harness
    server.addDeal({ dealId: 7, version: 3 })
    await db.deals.put(deal(7, { stage: 4, version: 5 }))
    const result = await pullAll(harness)
    expect(result.kept).toBe(1)
    expect(await db.deals.get(7)).toMatchObject({ stage: 4, version: 5 })
  })

  it('does not bring back a row whose delete was accepted while the pull was under way', async () => {
    const harness = syncHarness()
    const { db, server } = harness
    server.addDeal({ dealId: 7 })
    const entry = {
      id: 55,
      dealId: 7,
      status: 'Old news',
      firstname: 'Dewi',
      lastUpdated: '2025-02-01T10:00:00Z',
      version: 1,
    }
    server.statuses.set(55, entry)
    await db.statusUpdates.put(entry)
    await enqueue(db, 'status.delete', { statusId: 55, dealId: 7 }, USER)
    const lateAnswer = {
      send: async (request: Parameters<typeof server.send>[0]) => {
        const answer = await server.send(request)
        // The delete is accepted while the list's (older) answer is on its way.
        harness.clock.now += 10
        await harness.drain()
        return answer
      },
    }
    const result = await pullList(db, lateAnswer, statusUpdatesPull(7), {
      userId: USER,
      now: () => harness.clock.now,
    })
    expect(result).toMatchObject({ received: 1, kept: 1 })
    expect(server.statuses.has(55)).toBe(false)
    expect(await db.statusUpdates.get(55)).toBeUndefined()
  })

  it('pulls the status updates of one deal under their own key', async () => {
    const harness = syncHarness()
    harness.server.addDeal({ dealId: 7 })
    harness.server.statuses.set(100, {
      id: 100,
      dealId: 7,
      status: 'Sent the proposal',
      firstname: 'Dewi',
      lastUpdated: '2025-02-01T10:00:00Z',
      version: 1,
    })
    await pullAll(harness, statusUpdatesPull(7))
    expect(await harness.db.statusUpdates.where('dealId').equals(7).toArray()).toMatchObject([
      { id: 100, status: 'Sent the proposal' },
    ])
    expect(await listIds(harness.db, 'status:7')).toEqual([100])
  })

  it('fails on an error answer without touching the rows', async () => {
    const harness = syncHarness()
    await harness.db.deals.put(deal(7))
    harness.server.fault = () => ({ status: 500, body: null })
    await expect(pullAll(harness)).rejects.toBeInstanceOf(PullError)
    expect(await harness.db.deals.count()).toBe(1)
    expect(await listFetchedAt(harness.db, pipelineListKey(ALL_DEALS))).toBeUndefined()
  })

  it('fails on an answer of another shape, naming the bad fields, and stores none of it', async () => {
    const harness = syncHarness()
    await harness.db.deals.put(deal(7))
    harness.server.addDeal({ dealId: 8 })
    const good = harness.server.listedCard(8)
    harness.server.fault = () => ({
      status: 200,
      body: [good, { ...good, dealId: 9, stage: 'Lead In', version: undefined }],
    })
    const failed = await pullAll(harness).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(PullError)
    expect((failed as PullError).message).toBe(
      'The answer has another shape: [1].stage must be a whole number; [1].version is required',
    )
    expect((await harness.db.deals.toArray()).map((row) => row.dealId)).toEqual([7])
    expect(await listFetchedAt(harness.db, pipelineListKey(ALL_DEALS))).toBeUndefined()
  })

  it('reads numeric text where a card has numbers, as the server would have sent them', async () => {
    const harness = syncHarness()
    harness.server.addDeal({ dealId: 8 })
    const card = harness.server.listedCard(8)
    harness.server.fault = () => ({
      status: 200,
      body: [{ ...card, stage: '3', probability: '40', proposalValue: '1500000.5' }],
    })
    await pullAll(harness)
    expect(await harness.db.deals.get(8)).toMatchObject({
      stage: 3,
      probability: 40,
      proposalValue: 1500000.5,
    })
  })
})
