import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { keepCardInStepWithDetail } from '../../../src/features/deals/dealCardFromDetail.ts'
import type { DealRow } from '../../../src/store/deals.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { dealDetail } from './detailFixture.ts'
import { newDb } from '../crmDbHarness.ts'

describe('an opened deal keeps a card row in step with its detail', () => {
  it('makes the card of a deal no list holds (a Lost deal), so its ops can chain on its version', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 6, state: { text: 'Lost' } }))
    await keepCardInStepWithDetail(db, 42)
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
    await db.dealDetails.put(dealDetail({ id: 42, version: 4, probability: 50 }))
    await keepCardInStepWithDetail(db, 42)
    const card = await db.deals.get(42)
    expect(card).toMatchObject({ version: 4, probability: 50, statusDate: '2024-02-01' })
    // The overlay of a settled upload goes with the rebuilt card.
    expect(card).not.toHaveProperty('pendingPricing')
  })

  it('leaves a card with unsettled ops, or a newer version, as it is', async () => {
    const db = newDb()
    await db.deals.put({ dealId: 42, dealName: 'Mine', version: 3 } as DealRow)
    await enqueue(db, 'deal.setProbability', { dealId: 42, probability: 80 }, 3)
    await db.dealDetails.put(dealDetail({ id: 42, version: 3, probability: 30 }))
    await keepCardInStepWithDetail(db, 42)
    expect(await db.deals.get(42)).toMatchObject({ dealName: 'Mine', probability: 80 })

    await db.outbox.clear()
    await db.deals.put({ dealId: 42, dealName: 'Newer', version: 9 } as DealRow)
    await keepCardInStepWithDetail(db, 42)
    expect((await db.deals.get(42))?.dealName).toBe('Newer')
  })
})
