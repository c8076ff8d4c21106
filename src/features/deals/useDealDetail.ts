/**
 * The deal detail's reads, all from IndexedDB and live: the pulled detail, the deal's card row
 * (local state changes), the deal's unsettled ops and when the detail was fetched. The detail and
 * its status updates are pulled on opening, on the `online` event and again each time the deal's ops have all settled.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useRef } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import { db } from '../../store/db.ts'
import type { DealRow } from '../../store/deals.ts'
import { isTempId, type OutboxOp } from '../../store/outbox.ts'
import { listFetchedAt, statusUpdatesPull } from '../../sync/pull.ts'
import { opsOfEntity, stateOfOps, type EntitySyncState } from '../../sync/syncState.ts'
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
}

async function readDetail(dealId: number): Promise<DealDetailData> {
  const [detail, card, ops, fetchedAt] = await Promise.all([
    db.dealDetails.get(dealId),
    db.deals.get(dealId),
    opsOfEntity(db, 'deals', dealId),
    listFetchedAt(db, dealDetailListKey(dealId)),
  ])
  return { detail: detail ?? null, card, ops, sync: stateOfOps(ops), fetchedAt }
}

/** Pulls the deal's detail (keeping its card row in step) and its status updates. */
function pullDealDetail(dealId: number): Promise<unknown> {
  return Promise.all([
    syncEngine.pull(dealDetailPull(dealId)).then(() => keepCardInStepWithDetail(db, dealId)),
    syncEngine.pull(statusUpdatesPull(dealId)),
  ])
}

export function useDealDetailPull(dealId: number, sync: EntitySyncState): PullState {
  const pull = useCallback(() => pullDealDetail(dealId), [dealId])
  // A deal created here and not sent yet has nothing on the server to pull.
  const state = usePull(isTempId(dealId) ? null : dealDetailListKey(dealId), pull)

  const previous = useRef(sync)
  const { refresh } = state
  useEffect(() => {
    if (previous.current !== 'synced' && sync === 'synced') refresh()
    previous.current = sync
  }, [sync, refresh])

  return state
}

export function useDealDetail(dealId: number): DealDetailData | undefined {
  return useLiveQuery(() => readDetail(dealId), [dealId])
}
