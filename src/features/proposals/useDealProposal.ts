/**
 * The proposal a deal shows (see dealProposalState.ts): its rows live from IndexedDB, their
 * unsettled ops from the sync engine's outbox view.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import type { DealDetail, DealProposal } from '../../contract/deals.ts'
import { db } from '../../entities/db.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { useEntitySyncStates } from '../sync/index.ts'
import { readProposalRows } from '../../entities/proposals/dealProposalReads.ts'
import {
  effectiveProposal,
  localProposalOf,
  type DealProposalState,
  type LocalProposal,
} from './dealProposalState.ts'

const NO_OPS: readonly OutboxOp[] = []

/** `ready`: the local row was read (until then only the pulled detail's proposal is known). */
export function useDealProposalState(
  dealId: number,
  detail: DealDetail,
): DealProposalState & { ready: boolean } {
  const rows = useLiveQuery(() => readProposalRows(db, dealId), [dealId])
  const states = useEntitySyncStates('proposals')
  const local: LocalProposal | null | undefined = useMemo(
    () => rows && localProposalOf(rows, (id) => states.get(id)?.ops ?? NO_OPS),
    [rows, states],
  )
  return {
    proposal: effectiveProposal(detail.proposal, local ?? null),
    local: local ?? null,
    ready: local !== undefined,
  }
}

/**
 * The effective proposal: the local row when it has unsettled ops, else detail.proposal (what the
 * Won check reads: `invoiceSource: { proposal: useDealProposal(dealId, detail) }`).
 */
export function useDealProposal(dealId: number, detail: DealDetail): DealProposal | null {
  return useDealProposalState(dealId, detail).proposal
}
