/**
 * The deal detail's reads, all from IndexedDB and live: the pulled detail, the deal's card row
 * (local state changes), the deal's unsettled ops and when the detail was fetched. The detail and
 * its status updates are pulled on opening, on the `online` event and again each time the deal's ops have all settled.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useRef } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import { db } from '../../store/db.ts'
import { readPulledList, type DealRow } from '../../store/deals.ts'
import { isTempId, type OutboxOp } from '../../store/outbox.ts'
import { listFetchedAt, statusUpdatesPull } from '../../sync/pull.ts'
import { opsOfEntity, stateOfOps, type EntitySyncState } from '../../sync/syncState.ts'
import { BRIEFCASE_LISTS } from '../briefcase/briefcaseLists.ts'
import { useBriefcaseArea } from '../briefcase/useBriefcase.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'
import { keepCardInStepWithDetail } from './dealCardFromDetail.ts'
import { dealDetailListKey, dealDetailPull } from './dealDetailPull.ts'

export interface DealDetailData {
  /** undefined while the first read runs; null when this device never pulled the deal. */
  detail: DealDetail | null | undefined
  card: DealRow | undefined
  ops: OutboxOp[]
  sync: EntitySyncState
  fetchedAt: number | undefined
  /** The briefcase keeps this deal's detail (it is refreshed in the background). */
  kept: boolean
}

async function readDetail(dealId: number): Promise<DealDetailData> {
  const [detail, card, ops, ownFetchedAt, briefcase] = await Promise.all([
    db.dealDetails.get(dealId),
    db.deals.get(dealId),
    opsOfEntity(db, 'deals', dealId),
    listFetchedAt(db, dealDetailListKey(dealId)),
    readPulledList(db, BRIEFCASE_LISTS.dealDetails),
  ])
  const kept = briefcase?.ids.includes(dealId) ?? false
  const times = [ownFetchedAt, kept ? briefcase?.fetchedAt : undefined].filter(
    (at) => at !== undefined,
  )
  const fetchedAt = times.length > 0 ? Math.max(...times) : undefined
  return { detail: detail ?? null, card, ops, sync: stateOfOps(ops), fetchedAt, kept }
}

/** Pulls the deal's detail (keeping its card row in step) and its status updates. */
function pullDealDetail(dealId: number): Promise<unknown> {
  return Promise.all([
    syncEngine.pull(dealDetailPull(dealId)).then(() => keepCardInStepWithDetail(db, dealId)),
    syncEngine.pull(statusUpdatesPull(dealId)),
  ])
}

/**
 * A deal the briefcase keeps is refreshed with it; another (a won deal, a colleague's deal for an
 * RM) is pulled on opening. Either is pulled again once the deal's own ops have settled.
 */
export function useDealDetailPull(dealId: number, sync: EntitySyncState, kept: boolean): PullState {
  const pull = useCallback(() => pullDealDetail(dealId), [dealId])
  // A deal created here and not sent yet has nothing on the server to pull.
  const own = usePull(isTempId(dealId) || kept ? null : dealDetailListKey(dealId), pull)
  const briefcase = useBriefcaseArea('dealDetails')
  const state = kept ? briefcase : own

  const previous = useRef(sync)
  useEffect(() => {
    if (previous.current !== 'synced' && sync === 'synced' && !isTempId(dealId)) {
      void pullDealDetail(dealId).catch(() => undefined)
    }
    previous.current = sync
  }, [sync, dealId])

  return state
}

export function useDealDetail(dealId: number): DealDetailData | undefined {
  return useLiveQuery(() => readDetail(dealId), [dealId])
}
