/** The proposals module's op types, by name: every write of it the outbox carries. */
import { proposalCreate, proposalUpdate } from './proposalOps.ts'
import { projectionMove, projectionUpdateInvoice } from './projectionOps.ts'

export const PROPOSALS_OPS = {
  'proposal.create': proposalCreate,
  'proposal.update': proposalUpdate,
  'projection.move': projectionMove,
  'projection.updateInvoice': projectionUpdateInvoice,
} as const
