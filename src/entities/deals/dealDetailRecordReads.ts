/**
 * What the deal detail screen reads of one deal from IndexedDB: the pulled detail, the deal's card
 * row (local state changes), when the detail was fetched (its own pull or the briefcase's), the
 * mark a delete on this device left, and whether the deal is on the server yet.
 */
import type { DealDetail } from '../../contract/deals.ts'
import { listFetchedAt } from '../../sync/pull.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import type { CrmDb } from '../db.ts'
import { isOnServer } from '../rowIds.ts'
import { deletedDealKey, isDeletedDealMark, type DeletedDealMark } from './dealDeleted.ts'
import { dealDetailListKey } from './dealDetailPull.ts'
import { readPulledList, type DealRow } from './dealRows.ts'

export interface DealDetailRecord {
  /** null when this device never pulled the deal. */
  detail: DealDetail | null
  card: DealRow | undefined
  fetchedAt: number | undefined
  /** The briefcase keeps this deal's detail (it is refreshed in the background). */
  kept: boolean
  mark: DeletedDealMark | undefined
  /** false for a deal added on this device and not sent yet: the server has nothing to pull. */
  onServer: boolean
}

export async function readDealDetailRecord(db: CrmDb, dealId: number): Promise<DealDetailRecord> {
  const [detail, card, ownFetchedAt, briefcase, deletedMark] = await Promise.all([
    db.dealDetails.get(dealId),
    db.deals.get(dealId),
    listFetchedAt(db, dealDetailListKey(dealId)),
    readPulledList(db, BRIEFCASE_LISTS.dealDetails),
    db.meta.get(deletedDealKey(dealId)),
  ])
  const mark = isDeletedDealMark(deletedMark?.value) ? deletedMark.value : undefined
  const kept = briefcase?.ids.includes(dealId) ?? false
  const times = [ownFetchedAt, kept ? briefcase?.fetchedAt : undefined].filter(
    (at) => at !== undefined,
  )
  const fetchedAt = times.length > 0 ? Math.max(...times) : undefined
  return { detail: detail ?? null, card, fetchedAt, kept, mark, onServer: isOnServer(dealId) }
}
