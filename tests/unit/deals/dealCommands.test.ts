import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  createDeal,
  deleteDeal,
  setDealProbability,
  setDealState,
} from '../../../src/features/deals/dealCommands.ts'
import { deletedDealKey } from '../../../src/entities/deals/dealDeleted.ts'
import { detailState } from '../../../src/entities/deals/dealDetailHeader.ts'
import { stageForProbability } from '../../../src/domain/stages.ts'
import { discardOp, takeTheirs } from '../../../src/sync/resolve.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { dealDetail } from './detailFixture.ts'

describe('deal detail commands change one local deal, undone as a whole', () => {
  it('Lost on a deal held only as a detail: the detail shows Lost, and Discard puts Open back', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 6, state: { text: 'Open' } }))

    await setDealState(42, 3, USER, db)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ type: 'deal.setState', base: { version: 6 } })
    const detail = (await db.dealDetails.get(42))!
    expect(detail.state.text).toBe('Open')
    expect(detailState(detail, await db.deals.get(42))).toBe(
      detailState({ state: { text: 'Lost' } }),
    )

    await discardOp(db, op!.opId)
    expect(await db.outbox.count()).toBe(0)
    expect(detailState(detail, await db.deals.get(42))).toBe(
      detailState({ state: { text: 'Open' } }),
    )
  })

  it('a probability edit and its Discard leave the stored detail as pulled', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 2, probability: 20 }))

    await setDealProbability(42, 80, USER, db)
    expect(await db.deals.get(42)).toMatchObject({
      probability: 80,
      stage: stageForProbability(80),
    })
    const [op] = await db.outbox.toArray()
    await discardOp(db, op!.opId)
    // The card row was made for the edit: it goes with it.
    expect(await db.deals.get(42)).toBeUndefined()
    expect((await db.dealDetails.get(42))?.probability).toBe(20)
  })

  it('a deal the board holds keeps its card row; only the op changes it', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 2, probability: 20 }))
    await setDealProbability(42, 30, USER, db)
    await setDealProbability(42, 50, USER, db)
    expect(await db.outbox.count()).toBe(2)
    expect(await db.deals.get(42)).toMatchObject({ probability: 50, version: 2 })
  })
})

describe('what deal commands write beside their op goes with Discard and Take theirs', () => {
  it('the card row made from the detail: Discard leaves the device holding only the detail again', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 6 }))
    await setDealState(42, 3, USER, db)
    expect(await db.deals.get(42)).toMatchObject({ state: 'lost', version: 6 })
    const [op] = await db.outbox.toArray()
    expect(op!.effects).toMatchObject([{ table: 'deals', key: 42, before: null }])

    await discardOp(db, op!.opId)
    expect(await db.deals.get(42)).toBeUndefined()
    expect(await db.dealDetails.get(42)).toMatchObject({ version: 6 })
  })

  it("the delete's mark: Discard takes it away, so the deal is pulled again", async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 6 }))
    await deleteDeal(42, 'Core banking', USER, db)
    const [op] = await db.outbox.toArray()
    expect(await db.meta.get(deletedDealKey(42))).toMatchObject({ value: { opId: op!.opId } })
    expect(await db.deals.get(42)).toBeUndefined()

    await discardOp(db, op!.opId)
    expect(await db.meta.get(deletedDealKey(42))).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it("the delete's mark: Take theirs takes it away, and the server's deal stays on the card", async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 6 }))
    await deleteDeal(42, 'Core banking', USER, db)
    const theirs = { dealId: 42, dealName: 'Core banking', stage: 3, version: 7 }
    await drain(db, new StubServer(() => ({ status: 412, body: theirs })))
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'conflict' })

    await takeTheirs(db, op!.opId)
    expect(await db.meta.get(deletedDealKey(42))).toBeUndefined()
    expect(await db.deals.get(42)).toMatchObject({ stage: 3, version: 7 })
  })

  it('a new deal listed first in the pipeline lists: Discard takes it out of them again', async () => {
    const db = newDb()
    const listed = Array.from({ length: 300 }, (_, index) => index + 1)
    await db.syncLists.bulkPut([
      { key: 'pipeline:0/0/0/0', table: 'deals', ids: listed },
      { key: 'pipeline:1/0/0/0', table: 'deals', ids: [3] },
    ])
    const dealId = await createDeal(
      {
        clientId: 5,
        contactId: 0,
        dealDate: '2024-03-01',
        tribeId: 1,
        segmentId: 2,
        branchId: 3,
        userIdRM: 7,
        name: 'Core banking upgrade',
        stageId: 2,
        probability: 20,
        picId: 7,
        clientName: 'PT Sinar Jaya',
        rmName: 'Rina',
      },
      USER,
      db,
    )
    expect((await db.syncLists.get('pipeline:0/0/0/0'))?.ids[0]).toBe(dealId)
    const [op] = await db.outbox.toArray()
    // Only the id it added, not the lists.
    expect(JSON.stringify(op!.effects).length).toBeLessThan(400)

    await discardOp(db, op!.opId)
    expect((await db.syncLists.get('pipeline:0/0/0/0'))?.ids).toEqual(listed)
    expect((await db.syncLists.get('pipeline:1/0/0/0'))?.ids).toEqual([3])
    expect(await db.deals.get(dealId)).toBeUndefined()
  })
})
