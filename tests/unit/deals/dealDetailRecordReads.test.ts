import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { deletedDealKey } from '../../../src/entities/deals/dealDeleted.ts'
import { readDealDetailRecord } from '../../../src/entities/deals/dealDetailRecordReads.ts'
import { newDb } from '../crmDbHarness.ts'
import { dealRow } from '../pipeline/dealRow.ts'

describe("the deal detail screen's record of one deal", () => {
  it('is on the server under a server id, with its card and delete mark', async () => {
    const db = newDb()
    await db.deals.put(dealRow(31, 2))
    await db.meta.put({ key: deletedDealKey(31), value: { opId: 'op-1', at: 5 } })
    const record = await readDealDetailRecord(db, 31)
    expect(record).toMatchObject({ detail: null, kept: false, onServer: true })
    expect(record.card?.dealId).toBe(31)
    expect(record.mark).toEqual({ opId: 'op-1', at: 5 })
  })

  it('is not on the server while it holds the temp id of a create not sent yet', async () => {
    const db = newDb()
    await db.deals.put(dealRow(-6, 1))
    expect(await readDealDetailRecord(db, -6)).toMatchObject({ onServer: false, mark: undefined })
  })
})
