/** The proposal a deal shows, live from IndexedDB (see dealProposalState.ts). */
import { useLiveQuery } from 'dexie-react-hooks'
import type { DealDetail, DealProposal } from '../../contract/deals.ts'
import { db } from '../../store/db.ts'
import {
  effectiveProposal,
  readLocalProposal,
  type DealProposalState,
  type LocalProposal,
} from './dealProposalState.ts'

/** `ready`: the local row was read (until then only the pulled detail's proposal is known). */
export function useDealProposalState(
  dealId: number,
  detail: DealDetail,
): DealProposalState & { ready: boolean } {
  const local: LocalProposal | null | undefined = useLiveQuery(
    () => readLocalProposal(db, dealId),
    [dealId],
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
