/**
 * The deal detail's reads, live: the pulled detail, the deal's card row (local state changes) and
 * when the detail was fetched from IndexedDB, the deal's unsettled ops from the sync engine's
 * outbox view. The detail and
 * its status updates are pulled on opening, on the `online` event and again each time the deal's
 * ops have all settled; never for a deal deleted on this device (dealDeleted.ts).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import { db } from '../../entities/db.ts'
import { readPulledList, type DealRow } from '../../entities/deals/dealRows.ts'
import { isTempId, type OutboxOp } from '../../store/outbox.ts'
import { listFetchedAt } from '../../sync/pull.ts'
import { statusUpdatesPull } from '../../entities/deals/dealLists.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { BRIEFCASE_LISTS } from '../../entities/briefcaseLists.ts'
import { useBriefcaseArea } from '../briefcase/index.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useEntityOps, usePull, type PullState } from '../sync/index.ts'
import {
  deletedDealKey,
  isDealDeleted,
  isDeletedDealMark,
  type DeletedDealMark,
} from './dealDeleted.ts'
import { dealDetailListKey, dealDetailPull } from '../../entities/deals/dealDetailPull.ts'

export interface DealDetailData {
  /** undefined while the first read runs; null when this device never pulled the deal. */
  detail: DealDetail | null | undefined
  card: DealRow | undefined
  ops: readonly OutboxOp[]
  sync: EntitySyncState
  fetchedAt: number | undefined
  /** The briefcase keeps this deal's detail (it is refreshed in the background). */
  kept: boolean
  /** Deleted on this device: its delete waits in the outbox, or the server applied it. */
  deleted: boolean
}

type StoredDetail = Omit<DealDetailData, 'ops' | 'sync' | 'deleted'> & {
  mark: DeletedDealMark | undefined
}

const NO_OPS: readonly OutboxOp[] = []

async function readDetail(dealId: number): Promise<StoredDetail> {
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
  return { detail: detail ?? null, card, fetchedAt, kept, mark }
}

/**
 * Pulls the deal's detail (and with it its card row) and its status updates. (A discarded
 * delete took its mark away with it: dealCommands.ts.)
 */
function pullDealDetail(dealId: number): Promise<unknown> {
  return Promise.all([
    syncEngine.pull(dealDetailPull(dealId)),
    syncEngine.pull(statusUpdatesPull(dealId)),
  ])
}

/**
 * A deal the briefcase keeps is refreshed with it; another (a won deal, a colleague's deal for an
 * RM) is pulled on opening. Either is pulled again once the deal's own ops have settled, unless
 * they deleted it. A deleted deal is never pulled (the server has it no more, or will not soon).
 */
export function useDealDetailPull(
  dealId: number,
  sync: EntitySyncState,
  kept: boolean,
  /** undefined until the device's rows were read (nothing is pulled before it is known). */
  deleted: boolean | undefined,
): PullState {
  const pull = useCallback(() => pullDealDetail(dealId), [dealId])
  // A deal created here and not sent yet has nothing on the server to pull.
  const own = usePull(
    isTempId(dealId) || kept || deleted !== false ? null : dealDetailListKey(dealId),
    pull,
  )
  const briefcase = useBriefcaseArea('dealDetails')
  const state = kept ? briefcase : own

  const previous = useRef(sync)
  useEffect(() => {
    const settled = previous.current !== 'synced' && sync === 'synced'
    previous.current = sync
    if (settled && !isTempId(dealId) && deleted === false) {
      void pullDealDetail(dealId).catch(() => undefined)
    }
  }, [sync, dealId, deleted])

  return state
}

export function useDealDetail(dealId: number): DealDetailData | undefined {
  const stored = useLiveQuery(() => readDetail(dealId), [dealId])
  const entity = useEntityOps('deals', dealId)
  return useMemo(() => {
    if (!stored) return undefined
    const { mark, ...read } = stored
    const ops = entity?.ops ?? NO_OPS
    const deleted = isDealDeleted({ ops, hasCard: read.card !== undefined, mark })
    return { ...read, ops, sync: entity?.state ?? 'synced', deleted }
  }, [stored, entity])
}
