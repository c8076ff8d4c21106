import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  SETTLE_RACE_MS,
  staleNewDealLists,
} from '../../../src/entities/deals/newDealPipelineLists.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { remappedKey } from '../../../src/sync/tempIds.ts'
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

/** What the settle of a deal's create leaves: its temp id's remapping to the server id. */
const remapped = (tempId: number, serverId: number, at: number) => ({
  key: remappedKey('deals', tempId),
  value: { serverId, at },
})

describe('pipeline lists pulled again after a new deal settled', () => {
  it('are all stale when an open deal created moments ago is in none of them', async () => {
    const db = await withLists()
    await db.deals.put(card(901))
    await db.meta.put(remapped(-7, 901, NOW - 1_000))
    expect(await staleNewDealLists(db, NOW)).toEqual([
      'pipeline:/pipeline/0/0/0/0/0/0',
      'pipeline:/pipeline/0/0/1/0/0/0',
    ])
  })

  it('are not stale for a closed deal (no pipeline list holds one) or an old settle', async () => {
    const db = await withLists()
    await db.deals.bulkPut([card(902, 'won'), card(903)])
    await db.meta.bulkPut([
      remapped(-8, 902, NOW - 1_000),
      remapped(-9, 903, NOW - SETTLE_RACE_MS - 1),
      remapped(-10, 1, NOW - 1_000),
    ])
    expect(await staleNewDealLists(db, NOW)).toEqual([])
  })

  it('are not stale for other changes settled moments ago (a drain of stage moves)', async () => {
    const db = await withLists()
    await db.deals.put(card(904))
    await db.syncSettled.put({ entityKey: 'deals:904', settledAt: NOW - 1_000, applied: true })
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
