/**
 * Lets go of the kept details the user's scope no longer keeps as they age (domain/detailScope.ts):
 * the change feed sends a detail when its deal changes, but nothing when it merely grows old. A
 * detail whose deal has unsettled ops, or whose card moved on since it was fetched (a newer one is
 * on its way), stays.
 */
import { dealChangedAt, detailKeptSince, keepsDealDetailOffline } from '../../domain/detailScope.ts'
import type { BriefcaseUser } from '../../sync/briefcase.ts'
import { heldIds, listTables, mergeIntoList } from '../../sync/listStore.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import type { CrmDb } from '../db.ts'
import { evictDealDetails } from './dealsFeed.ts'

const DETAILS = { key: BRIEFCASE_LISTS.dealDetails, table: 'dealDetails' } as const

/** How many details went. */
export async function ageDealDetails(db: CrmDb, now: number, user: BriefcaseUser): Promise<number> {
  const ids = (await db.syncLists.get(DETAILS.key))?.ids ?? []
  const [details, cards] = await Promise.all([db.dealDetails.bulkGet(ids), db.deals.bulkGet(ids)])
  const since = detailKeptSince(new Date(now))
  const aged = ids.filter((_, index) => {
    const detail = details[index]
    const card = cards[index]
    if (!detail || !card || card.version !== detail.version) return false
    return !keepsDealDetailOffline(user, card, dealChangedAt(detail, card.statusDate), since)
  })
  if (aged.length === 0) return 0
  return db.transaction('rw', listTables(db, 'dealDetails', 'statusUpdates'), async () => {
    const held = new Set([
      ...(await heldIds(db, 'dealDetails', 0)),
      ...(await heldIds(db, 'deals', 0)),
    ])
    const leaving = aged.filter((id) => !held.has(id))
    await mergeIntoList(db, DETAILS, [], leaving, held)
    await evictDealDetails(db, leaving)
    return leaving.length
  })
}
