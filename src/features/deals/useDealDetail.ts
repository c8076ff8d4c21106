/**
 * The deal detail's reads, all from IndexedDB and live: the pulled detail, the deal's card row
 * (local state changes), the deal's unsettled ops and when the detail was fetched. The detail and
 * its status updates are pulled on opening, on the `online` event and again each time the deal's ops have all settled.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import { db } from '../../store/db.ts'
import type { DealRow } from '../../store/deals.ts'
import { isTempId, type OutboxOp } from '../../store/outbox.ts'
import { listFetchedAt, statusUpdatesPull } from '../../sync/pull.ts'
import { entityStates, type EntitySyncState } from '../../sync/syncState.ts'
import { opsOfEntity } from '../../sync/syncState.ts'
import { syncEngine } from '../sync/syncEngine.ts'
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
  const sync = entityStates(ops).values().next().value?.state ?? 'synced'
  return { detail: detail ?? null, card, ops, sync, fetchedAt }
}

export interface DetailPullState {
  pulling: boolean
  failed: boolean
  refresh: () => void
}

export function useDealDetailPull(dealId: number, sync: EntitySyncState): DetailPullState {
  const [state, setState] = useState({ pulling: false, failed: false })
  const running = useRef(false)
  const refresh = useCallback(() => {
    // A deal created here and not sent yet has nothing on the server to pull.
    if (running.current || isTempId(dealId)) return
    if (!navigator.onLine) {
      setState({ pulling: false, failed: true })
      return
    }
    running.current = true
    setState({ pulling: true, failed: false })
    Promise.all([
      syncEngine.pull(dealDetailPull(dealId)).then(() => keepCardInStepWithDetail(db, dealId)),
      syncEngine.pull(statusUpdatesPull(dealId)),
    ])
      .then(
        () => false,
        () => true,
      )
      .then((failed) => {
        running.current = false
        setState({ pulling: false, failed })
      })
  }, [dealId])

  useEffect(() => {
    const first = setTimeout(refresh, 0)
    window.addEventListener('online', refresh)
    return () => {
      clearTimeout(first)
      window.removeEventListener('online', refresh)
    }
  }, [refresh])

  const previous = useRef(sync)
  useEffect(() => {
    if (previous.current !== 'synced' && sync === 'synced') refresh()
    previous.current = sync
  }, [sync, refresh])

  return { ...state, refresh }
}

export function useDealDetail(dealId: number): DealDetailData | undefined {
  return useLiveQuery(() => readDetail(dealId), [dealId])
}
