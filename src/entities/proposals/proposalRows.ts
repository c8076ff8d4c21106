/**
 * Proposals and projection items as IndexedDB keeps them (sales-activity-spec "Proposal dialog";
 * core-spec "Projection deal board"): proposals written by the sync engine's ops (temp ids while
 * offline) and by the deal detail's pull, projection items by the projection board's pull and its
 * move op. Screens read them through live queries.
 */
import type { ProjectionItem } from '../../contract/projection.ts'
import type { StoredProposal } from '../../contract/proposals.ts'

export const PROPOSAL_STORES = {
  proposals: '&id, dealId',
  projectionItems: '&invoiceId, dealId',
} as const

/** Version 6: the contacts a proposal names, so their temp ids are remapped too. */
export const PROPOSAL_CONTACT_STORES = {
  proposals: '&id, dealId, *contactIds',
} as const

/** A deal's proposal; a file chosen offline waits in the op's args until it is uploaded. */
export type ProposalRecord = StoredProposal

export type ProjectionItemRow = ProjectionItem
