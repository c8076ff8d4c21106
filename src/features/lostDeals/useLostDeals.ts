/**
 * The Lost Deal list's reads: the rows the filter's pull answered, live from IndexedDB, those
 * still lost here, and the ones reopened on this device whose ops have not settled yet (from the
 * sync engine's outbox view).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import { db } from '../../entities/db.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { readLostDealListRows } from '../../entities/deals/lostDealListReads.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { useEntitySyncStates } from '../sync/index.ts'
import type { LostDealFilter } from '../../entities/deals/dealLists.ts'

export interface ReopenedDeal {
  deal: DealRow
  ops: readonly OutboxOp[]
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

/** undefined while the first read runs. */
export function useLostDeals(filter: LostDealFilter): LostDealsData | undefined {
  const { from, to, tribe, segment, rm } = filter
  const read = useLiveQuery(
    () => readLostDealListRows(db, { from, to, tribe, segment, rm }),
    [from, to, tribe, segment, rm],
  )
  const states = useEntitySyncStates('deals')
  return useMemo(() => {
    if (!read) return undefined
    const { list, rows } = read
    if (!list) return { pulled: false, fetchedAt: undefined, lost: [], reopened: [] }
    const reopened = rows.flatMap((deal): ReopenedDeal[] => {
      const entity = deal.state === 'lost' ? undefined : states.get(deal.dealId)
      return entity ? [{ deal, ops: entity.ops, sync: entity.state }] : []
    })
    const lost = rows.filter((row) => row.state === 'lost')
    return { pulled: true, fetchedAt: list.fetchedAt, lost, reopened }
  }, [read, states])
}
