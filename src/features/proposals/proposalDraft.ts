/** The Proposal dialog's form state, from and to the proposal it shows or saves. */
import type { ProposalInvoiceLine } from '../../contract/proposals.ts'
import type { DealProposal } from '../../contract/deals.ts'
import { toWireDate } from '../../domain/dates.ts'
import { formatIdr, parseMoney } from '../../domain/money.ts'
import { PROPOSAL_TYPE } from '../../domain/proposals.ts'
import type { ProposalFormFields } from './proposalCommands.ts'

export interface ProposalDraft {
  typeId: number
  /** 0 until Send by is chosen. */
  sentById: number
  /** YYYY-MM-DD. */
  sentDate: string
  contactIds: number[]
  /** As typed ('1,500,000'). */
  proposalValue: string
  invoices: ProposalInvoiceLine[]
}

export function draftFromProposal(proposal: DealProposal | null, today: Date): ProposalDraft {
  if (!proposal) {
    return {
      typeId: PROPOSAL_TYPE.workshop,
      sentById: 0,
      sentDate: toWireDate(today),
      contactIds: [],
      proposalValue: '',
      invoices: [],
    }
  }
  return {
    typeId: proposal.proposalType.id || PROPOSAL_TYPE.workshop,
    sentById: proposal.sentById,
    sentDate: proposal.sentDate ?? toWireDate(today),
    contactIds: [...proposal.contactIds],
    proposalValue: formatIdr(proposal.proposalValue),
    invoices: proposal.invoices.map((line) => ({ ...line })),
  }
}

export function proposalFormFields(draft: ProposalDraft, typeText: string): ProposalFormFields {
  return {
    typeId: draft.typeId,
    typeText,
    sentById: draft.sentById,
    sentDate: draft.sentDate,
    contactIds: [...draft.contactIds],
    proposalValue: parseMoney(draft.proposalValue),
    invoices: draft.invoices.map((line) => ({ ...line })),
  }
}
