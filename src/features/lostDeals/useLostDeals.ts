/**
 * The Lost Deal list's reads, live from IndexedDB: the rows the filter's pull answered that are
 * still lost here, and the ones reopened on this device whose ops have not settled yet.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../store/db.ts'
import { readPulledList, type DealRow } from '../../store/deals.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { opsOfEntity, stateOfOps, type EntitySyncState } from '../../sync/syncState.ts'
import { lostDealsListKey, type LostDealFilter } from './lostDealsList.ts'

export interface ReopenedDeal {
  deal: DealRow
  ops: OutboxOp[]
  sync: EntitySyncState
}

export interface LostDealsData {
  /** False when this device never pulled the filter's list. */
  pulled: boolean
  fetchedAt: number | undefined
  /** Lost deals, in the server's order (newest loss first). */
  lost: DealRow[]
  /** Deals of the list reopened here and not yet accepted by the server. */
  reopened: ReopenedDeal[]
}

async function readLostDeals(filter: LostDealFilter): Promise<LostDealsData> {
  const list = await readPulledList(db, lostDealsListKey(filter))
  if (!list) return { pulled: false, fetchedAt: undefined, lost: [], reopened: [] }
  const rows = (await db.deals.bulkGet(list.ids)).filter((row) => row !== undefined)
  const lost = rows.filter((row) => row.state === 'lost')
  const reopened: ReopenedDeal[] = []
  for (const deal of rows.filter((row) => row.state !== 'lost')) {
    const ops = await opsOfEntity(db, 'deals', deal.dealId)
    const sync = stateOfOps(ops)
    if (sync !== 'synced') reopened.push({ deal, ops, sync })
  }
  return { pulled: true, fetchedAt: list.fetchedAt, lost, reopened }
}

/** undefined while the first read runs. */
export function useLostDeals(filter: LostDealFilter): LostDealsData | undefined {
  const { from, to, tribe, segment, rm } = filter
  return useLiveQuery(
    () => readLostDeals({ from, to, tribe, segment, rm }),
    [from, to, tribe, segment, rm],
  )
}
