import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { setDealProbability, setDealState } from '../../../src/features/deals/dealCommands.ts'
import { detailState } from '../../../src/features/deals/dealDetailModel.ts'
import { stageForProbability } from '../../../src/domain/stages.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { newDb, USER } from '../crmDbHarness.ts'
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
    expect(await db.deals.get(42)).toMatchObject({ probability: 20 })
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
