import { describe, expect, it } from 'vitest'
import { readDealVisits } from '../../../src/entities/visits/dealVisitReads.ts'
import { dealRow } from '../pipeline/dealRow.ts'
import { dealDetail } from '../deals/detailFixture.ts'
import { visit } from '../search/searchFixtures.ts'
import { newDb } from '../crmDbHarness.ts'

describe("a deal's visits for its journal", () => {
  it("reads that deal's visits with its detail and card, and nothing of other deals", async () => {
    const db = newDb()
    await db.visits.bulkPut([visit(1, { dealId: 42 }), visit(2, { dealId: 7 }), visit(3)])
    await db.dealDetails.put(dealDetail({ id: 42 }))
    await db.deals.put(dealRow(42, 1))

    const stored = await readDealVisits(db, 42)
    expect(stored.rows.map((row) => row.id)).toEqual([1, 3])
    expect(stored.detail?.id).toBe(42)
    expect(stored.card?.dealId).toBe(42)

    expect(await readDealVisits(db, 7)).toMatchObject({ detail: undefined, card: undefined })
  })
})
