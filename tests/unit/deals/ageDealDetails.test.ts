import { describe, expect, it } from 'vitest'
import { BRIEFCASE_LISTS } from '../../../src/entities/briefcaseLists.ts'
import { ageDealDetails } from '../../../src/entities/deals/ageDealDetails.ts'
import { statusListKey } from '../../../src/entities/deals/dealLists.ts'
import { ROLE } from '../../../src/domain/permissions.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { newDb } from '../crmDbHarness.ts'
import { dealRow } from '../pipeline/dealRow.ts'
import { dealDetail } from './detailFixture.ts'

const NOW = Date.parse('2026-12-05T10:00:00.000Z')
const RECENT = '2026-11-20T08:00:00.000Z'
const OLD = '2026-03-01T08:00:00.000Z'
const ADMIN = { id: 1, roleId: ROLE.admin }

/** Kept deals: each with its card, its detail changed at `updatedAt` and a status list. */
async function keep(
  db: ReturnType<typeof newDb>,
  deals: { id: number; updatedAt: string; rms?: number[]; cardVersion?: number }[],
) {
  for (const deal of deals) {
    const rms = (deal.rms ?? [5]).map((id) => ({ id, text: `RM ${id}` }))
    await db.deals.put(dealRow(deal.id, 2, { rms, version: deal.cardVersion ?? 3 }))
    await db.dealDetails.put(dealDetail({ id: deal.id, version: 3, updatedAt: deal.updatedAt }))
    await db.syncLists.put({ key: statusListKey(deal.id), table: 'statusUpdates', ids: [] })
  }
  await db.syncLists.put({
    key: BRIEFCASE_LISTS.dealDetails,
    table: 'dealDetails',
    ids: deals.map((deal) => deal.id),
  })
}

const keptIds = async (db: ReturnType<typeof newDb>) =>
  (await db.syncLists.get(BRIEFCASE_LISTS.dealDetails))?.ids

describe('kept deal details as they age', () => {
  it('go with their status lists once unchanged for six months, unless the user is on the deal', async () => {
    const db = newDb()
    await keep(db, [
      { id: 1, updatedAt: RECENT },
      { id: 2, updatedAt: OLD },
      { id: 3, updatedAt: OLD, rms: [ADMIN.id] },
    ])
    expect(await ageDealDetails(db, NOW, ADMIN)).toBe(1)
    expect(await keptIds(db)).toEqual([1, 3])
    expect(await db.dealDetails.get(2)).toBeUndefined()
    expect(await db.syncLists.get(statusListKey(2))).toBeUndefined()
    expect(await db.dealDetails.get(1)).toBeDefined()
    // The card stays on the board.
    expect(await db.deals.get(2)).toBeDefined()
  })

  it('stay while ops hold them, or while their card is at a newer version than the detail', async () => {
    const db = newDb()
    await keep(db, [
      { id: 4, updatedAt: OLD },
      { id: 5, updatedAt: OLD, cardVersion: 4 },
    ])
    await enqueue(db, 'deal.setProbability', { dealId: 4, probability: 30 }, ADMIN.id)
    expect(await ageDealDetails(db, NOW, ADMIN)).toBe(0)
    expect(await keptIds(db)).toEqual([4, 5])
  })

  it('are not an RM’s to let go by age: it keeps every deal it is on', async () => {
    const db = newDb()
    const rm = { id: 5, roleId: ROLE.rm }
    await keep(db, [{ id: 6, updatedAt: OLD }])
    expect(await ageDealDetails(db, NOW, rm)).toBe(0)
    expect(await keptIds(db)).toEqual([6])
  })
})
