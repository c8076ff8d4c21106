import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { DealDetail } from '../../../src/contract/deals.ts'
import { dealDetailPull } from '../../../src/entities/deals/dealDetailPull.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { pullList } from '../../../src/sync/pull.ts'
import { dealDetail } from './detailFixture.ts'
import { newDb, StubServer, USER } from '../crmDbHarness.ts'

/** Pulls deal 42's detail as the server answers it. */
async function pullDetail(db: CrmDb, detail: DealDetail): Promise<void> {
  const server = new StubServer(() => ({ status: 200, body: detail }))
  await pullList(db, server, dealDetailPull(42), { userId: USER })
}

describe("a pulled deal detail brings the deal's card row with it", () => {
  it('makes the card of a deal no list holds (a Lost deal), so its ops can chain on its version', async () => {
    const db = newDb()
    await pullDetail(db, dealDetail({ id: 42, version: 6, state: { text: 'Lost' } }))
    expect(await db.deals.get(42)).toMatchObject({
      dealId: 42,
      dealName: 'Core banking upgrade',
      clientName: 'PT Sinar Jaya',
      version: 6,
      state: 'lost',
    })
    const reopen = await enqueue(db, 'deal.setState', { dealId: 42, code: 4 }, 3)
    expect(reopen.base.version).toBe(6)
    expect((await db.deals.get(42))?.state).toBe('open')
  })

  it('keeps what the board knows that the detail does not (the status date), and drops overlays', async () => {
    const db = newDb()
    await db.deals.put({
      dealId: 42,
      version: 3,
      statusDate: '2024-02-01',
      pendingPricing: 'pricing.pdf',
    } as DealRow)
    await pullDetail(db, dealDetail({ id: 42, version: 4, probability: 50 }))
    const card = await db.deals.get(42)
    expect(card).toMatchObject({ version: 4, probability: 50, statusDate: '2024-02-01' })
    // The overlay of a settled upload goes with the rebuilt card.
    expect(card).not.toHaveProperty('pendingPricing')
  })

  it('leaves a card with unsettled ops, or a newer version, as it is (the detail is stored)', async () => {
    const db = newDb()
    await db.deals.put({ dealId: 42, dealName: 'Mine', version: 3 } as DealRow)
    await enqueue(db, 'deal.setProbability', { dealId: 42, probability: 80 }, 3)
    await pullDetail(db, dealDetail({ id: 42, version: 3, probability: 30 }))
    expect(await db.deals.get(42)).toMatchObject({ dealName: 'Mine', probability: 80 })
    expect((await db.dealDetails.get(42))?.probability).toBe(30)

    await db.outbox.clear()
    await db.deals.put({ dealId: 42, dealName: 'Newer', version: 9 } as DealRow)
    await pullDetail(db, dealDetail({ id: 42, version: 4 }))
    expect((await db.deals.get(42))?.dealName).toBe('Newer')
  })

  it('writes neither when the answer is not a deal detail', async () => {
    const db = newDb()
    const server = new StubServer(() => ({ status: 200, body: { id: 42 } }))
    await expect(pullList(db, server, dealDetailPull(42), { userId: USER })).rejects.toThrow()
    expect(await db.deals.count()).toBe(0)
    expect(await db.dealDetails.count()).toBe(0)
  })
})
