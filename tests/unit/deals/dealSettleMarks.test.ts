import { describe, expect, it } from 'vitest'
import { readDealSettleMarksSince } from '../../../src/entities/deals/dealSettleMarks.ts'
import { newDb } from '../crmDbHarness.ts'

describe("the deals' settle marks the board shows", () => {
  it('takes the accepted marks on deals since a time, and the newest time of any mark', async () => {
    const db = newDb()
    await db.syncSettled.bulkPut([
      { entityKey: 'deals:1', settledAt: 100, applied: true },
      { entityKey: 'deals:2', settledAt: 200, applied: true, merged: true },
      { entityKey: 'deals:-3', settledAt: 250, applied: true },
      { entityKey: 'deals:4', settledAt: 300 },
      { entityKey: 'visits:5', settledAt: 400, applied: true },
    ])

    expect(await readDealSettleMarksSince(db, 200)).toEqual({
      marks: [
        { dealId: 2, settledAt: 200, merged: true },
        { dealId: -3, settledAt: 250, merged: false },
      ],
      latest: 400,
    })
    expect(await readDealSettleMarksSince(db, 500)).toEqual({ marks: [], latest: 500 })
  })
})
