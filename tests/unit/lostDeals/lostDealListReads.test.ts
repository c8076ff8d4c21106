import { describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { lostDealsListKey } from '../../../src/entities/deals/dealLists.ts'
import { readLostDealListRows } from '../../../src/entities/deals/lostDealListReads.ts'
import {
  lostDealsFilterKey,
  readLostDealsFilter,
  saveLostDealsFilter,
} from '../../../src/entities/deals/lostDealsFilter.ts'
import { dealRow } from '../pipeline/dealRow.ts'
import { newDb } from '../crmDbHarness.ts'

const filter = { from: 0, to: 0, tribe: 2, segment: 0, rm: 0 }

describe('the Lost Deal list as this device holds it', () => {
  it("reads the list's held rows in its order, and none for a list never pulled", async () => {
    const db = newDb()
    await db.deals.bulkPut([dealRow(1, 0, { state: 'lost' }), dealRow(3, 0, { state: 'lost' })])
    await db.syncLists.put({ key: lostDealsListKey(filter), table: 'deals', ids: [3, 2, 1] })

    const read = await readLostDealListRows(db, filter)
    expect(read.list?.ids).toEqual([3, 2, 1])
    expect(read.rows.map((row) => row.dealId)).toEqual([3, 1])
    expect(await readLostDealListRows(db, { ...filter, tribe: 5 })).toEqual({
      list: null,
      rows: [],
    })
  })

  it("keeps each user's filter apart", async () => {
    const db = newDb()
    const saved = { ...ALL_DEALS, tribe: 4 }
    await saveLostDealsFilter(db, 7, saved)
    expect(await readLostDealsFilter(db, 7)).toEqual(saved)
    expect(await readLostDealsFilter(db, 8)).toBeUndefined()
    expect((await db.meta.get(lostDealsFilterKey(7)))?.value).toEqual(saved)
  })
})
