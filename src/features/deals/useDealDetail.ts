/**
 * The deal detail's reads, live: the deal's record in IndexedDB (dealDetailRecordReads.ts) and its
 * unsettled ops from the sync engine's outbox view. The detail and its status updates are pulled
 * on opening, on the `online` event and again each time the deal's ops have all settled; never for
 * a deal deleted on this device (dealDeleted.ts) or one not on the server yet.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import { db } from '../../entities/db.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { readDealDetailRecord } from '../../entities/deals/dealDetailRecordReads.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { statusUpdatesPull } from '../../entities/deals/dealLists.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { useBriefcaseArea } from '../briefcase/index.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useEntityOps, usePull, type PullState } from '../sync/index.ts'
import { isDealDeleted } from '../../entities/deals/dealDeleted.ts'
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
  /** false for a deal added on this device and not sent yet. */
  onServer: boolean
  /** Deleted on this device: its delete waits in the outbox, or the server applied it. */
  deleted: boolean
}

const NO_OPS: readonly OutboxOp[] = []

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
  /** undefined until the device's rows were read (nothing is pulled before it is known). */
  data: Pick<DealDetailData, 'sync' | 'kept' | 'deleted' | 'onServer'> | undefined,
): PullState {
  const sync = data?.sync ?? 'synced'
  const kept = data?.kept ?? false
  const deleted = data?.deleted
  // A deal created here and not sent yet has nothing on the server to pull.
  const onServer = data?.onServer ?? false
  const pull = useCallback(() => pullDealDetail(dealId), [dealId])
  const own = usePull(
    !onServer || kept || deleted !== false ? null : dealDetailListKey(dealId),
    pull,
  )
  const briefcase = useBriefcaseArea('dealDetails')
  const state = kept ? briefcase : own

  const previous = useRef(sync)
  useEffect(() => {
    const settled = previous.current !== 'synced' && sync === 'synced'
    previous.current = sync
    if (settled && onServer && deleted === false) {
      void pullDealDetail(dealId).catch(() => undefined)
    }
  }, [sync, dealId, deleted, onServer])

  return state
}

export function useDealDetail(dealId: number): DealDetailData | undefined {
  const stored = useLiveQuery(() => readDealDetailRecord(db, dealId), [dealId])
  const entity = useEntityOps('deals', dealId)
  return useMemo(() => {
    if (!stored) return undefined
    const { mark, ...read } = stored
    const ops = entity?.ops ?? NO_OPS
    const deleted = isDealDeleted({ ops, hasCard: read.card !== undefined, mark })
    return { ...read, ops, sync: entity?.state ?? 'synced', deleted }
  }, [stored, entity])
}
