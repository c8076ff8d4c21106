/**
 * A deal's visits as this device holds them (rows of `visits`, live from IndexedDB, with their
 * unsettled ops from the sync engine's outbox view), for the Deal Journal; and the re-pull of the deal's detail once its visits' ops have all settled, so
 * the server's history (with the visits' meeting entries) replaces the local ones.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useEffect, useMemo, useRef } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import { db } from '../../entities/db.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { readDealVisits } from '../../entities/visits/dealVisitReads.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { dealDetailPull } from '../../entities/deals/dealDetailPull.ts'
import type { LocalVisit } from './localVisit.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useEntitySyncStates } from '../sync/index.ts'

export interface DealVisits {
  visits: LocalVisit[]
  /** The unsettled ops of each visit, by visit id (for the sync mark's decisions). */
  ops: Map<number, readonly OutboxOp[]>
  detail: DealDetail | undefined
  card: DealRow | undefined
}

export function useDealVisits(dealId: number | undefined): DealVisits | undefined {
  const stored = useLiveQuery(
    () => (dealId === undefined ? undefined : readDealVisits(db, dealId)),
    [dealId],
  )
  const states = useEntitySyncStates('visits')
  const data = useMemo(() => {
    if (!stored) return undefined
    const ops = new Map<number, readonly OutboxOp[]>()
    const visits = stored.rows.map((visit): LocalVisit => {
      const known = states.get(visit.id)
      if (known) ops.set(visit.id, known.ops)
      return {
        visit,
        sync: known?.state ?? 'synced',
        loggedAt: known?.ops[0]?.createdAt ?? null,
      }
    })
    return { visits, ops, detail: stored.detail, card: stored.card }
  }, [stored, states])
  const unsettled = data ? [...data.ops.values()].reduce((sum, ops) => sum + ops.length, 0) : 0
  useRepullWhenSettled(dealId, unsettled)
  return data
}

/** Pulls the deal's detail when its visits' unsettled ops go from some to none. */
function useRepullWhenSettled(dealId: number | undefined, unsettled: number): void {
  const previous = useRef(unsettled)
  useEffect(() => {
    const settled = previous.current > 0 && unsettled === 0
    previous.current = unsettled
    if (!settled || dealId === undefined || !navigator.onLine) return
    syncEngine
      .pull(dealDetailPull(dealId))
      // A failed pull leaves the just-synced visits shown from this device; the next opening pulls.
      .catch(() => undefined)
  }, [dealId, unsettled])
}
