/**
 * Sales visits, proposals and projection items as IndexedDB keeps them (sales-activity-spec
 * "Sales visit dialog", "Proposal dialog"; core-spec "Projection deal board"). Visits and
 * proposals are written by the sync engine's ops (temp ids while offline) and, for proposals, by
 * the deal detail's pull; projection items by the projection board's pull and its move op.
 * Screens read them through live queries.
 */
import type { ProjectionItem } from '../contract/projection.ts'
import type { StoredProposal } from '../contract/proposals.ts'
import type { Visit } from '../contract/visits.ts'

/** dealId and clientId: a deal's (or a client's) visits; both are remapped from temp ids. */
export const SALES_ACTIVITY_STORES = {
  visits: '&id, dealId, clientId',
  proposals: '&id, dealId',
  projectionItems: '&invoiceId, dealId',
} as const

/** Version 6: the contacts a visit or proposal names, so their temp ids are remapped too. */
export const CONTACT_REFERENCE_STORES = {
  visits: '&id, dealId, clientId, *contacts',
  proposals: '&id, dealId, *contactIds',
} as const

/** A visit (0 dealId for a standalone one); names are kept for showing it while it is pending. */
export interface VisitRecord extends Visit {
  clientName?: string
}

/** A deal's proposal; a file chosen offline waits in the op's args until it is uploaded. */
export type ProposalRecord = StoredProposal

export type ProjectionItemRow = ProjectionItem
