/**
 * What the Proposal dialog opens on. A deal has one proposal: Upload Proposal on a deal that has
 * one (pulled, or saved on this device and still waiting) edits it, so its values, periods and
 * file are shown and its update stands on its version, instead of an empty form whose save would
 * replace it.
 */
import type { DealProposal } from '../../contract/deals.ts'
import type { ProposalMode } from '../../domain/proposals.ts'
import type { ProposalRecord } from '../../entities/proposals/proposalRows.ts'
import type { DealProposalState } from './dealProposalState.ts'
import { proposalRecord } from './proposalCommands.ts'

export interface ProposalDialogTarget {
  mode: ProposalMode
  /** What the dialog shows; null to add one. */
  proposal: DealProposal | null
  /** The row an edit stands on (its version is the If-Match); null to add one. */
  editing: ProposalRecord | null
}

/** The row an edit of the shown proposal stands on: the local one while it waits, else the pulled. */
export function proposalEditing(
  dealId: number,
  proposal: DealProposal,
  local: DealProposalState['local'],
): ProposalRecord {
  return local?.row ?? proposalRecord(dealId, proposal)
}

/** Upload Proposal: add on a deal without a proposal, else edit the one it has. */
export function uploadProposalTarget(
  dealId: number,
  { proposal, local }: DealProposalState,
): ProposalDialogTarget {
  if (!proposal) return { mode: 'add_proposal', proposal: null, editing: null }
  return { mode: 'edit_proposal', proposal, editing: proposalEditing(dealId, proposal, local) }
}
