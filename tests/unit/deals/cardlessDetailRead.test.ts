import { describe, expect, it } from 'vitest'
import { readDetailWithoutCard } from '../../../src/entities/deals/cardlessDetailRead.ts'
import { dealRow } from '../pipeline/dealRow.ts'
import { newDb } from '../crmDbHarness.ts'
import { dealDetail } from './detailFixture.ts'

describe('a deal held only as a detail', () => {
  it('answers the detail while the deal has no card row, nothing once it has one', async () => {
    const db = newDb()
    expect(await readDetailWithoutCard(db, 42)).toBeUndefined()
    await db.dealDetails.put(dealDetail({ id: 42 }))
    expect((await readDetailWithoutCard(db, 42))?.id).toBe(42)
    await db.deals.put(dealRow(42, 1))
    expect(await readDetailWithoutCard(db, 42)).toBeUndefined()
  })
})
