import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { SETTLE_RACE_MS, staleNewDealLists } from '../../../src/features/deals/newDealListsModel.ts'
import type { DealRow } from '../../../src/store/deals.ts'
import { newDb } from '../crmDbHarness.ts'

const NOW = 1_700_000_000_000
const card = (dealId: number, state?: DealRow['state']) =>
  ({ dealId, dealName: `Deal ${dealId}`, version: 2, ...(state ? { state } : {}) }) as DealRow

async function withLists() {
  const db = newDb()
  await db.syncLists.bulkPut([
    { key: 'pipeline:/pipeline/0/0/0/0/0/0', table: 'deals', ids: [1, 2] },
    { key: 'pipeline:/pipeline/0/0/1/0/0/0', table: 'deals', ids: [2] },
    { key: 'status:1', table: 'statusUpdates', ids: [5] },
  ])
  await db.deals.bulkPut([card(1), card(2)])
  return db
}

describe('pipeline lists pulled again after a new deal settled', () => {
  it('are all stale when an open deal settled moments ago is in none of them', async () => {
    const db = await withLists()
    await db.deals.put(card(901))
    await db.syncSettled.put({ entityKey: 'deals:901', settledAt: NOW - 1_000, applied: true })
    expect(await staleNewDealLists(db, NOW)).toEqual([
      'pipeline:/pipeline/0/0/0/0/0/0',
      'pipeline:/pipeline/0/0/1/0/0/0',
    ])
  })

  it('are not stale for a closed deal (no pipeline list holds one) or an old settle', async () => {
    const db = await withLists()
    await db.deals.bulkPut([card(902, 'won'), card(903)])
    await db.syncSettled.bulkPut([
      { entityKey: 'deals:902', settledAt: NOW - 1_000, applied: true },
      { entityKey: 'deals:903', settledAt: NOW - SETTLE_RACE_MS - 1, applied: true },
      { entityKey: 'deals:1', settledAt: NOW - 1_000, applied: true },
    ])
    expect(await staleNewDealLists(db, NOW)).toEqual([])
  })

  it('is only the list holding a temp id whose row is gone', async () => {
    const db = await withLists()
    await db.syncLists.put({ key: 'pipeline:/pipeline/0/0/1/0/0/0', table: 'deals', ids: [-3, 2] })
    expect(await staleNewDealLists(db, NOW)).toEqual(['pipeline:/pipeline/0/0/1/0/0/0'])
    await db.deals.put(card(-3))
    expect(await staleNewDealLists(db, NOW)).toEqual([])
  })
})
