/** Proposal fixtures: an invoice period line, and a deal's proposal as its pulled detail holds it. */
import type { DealProposal } from '../../../src/contract/deals.ts'
import type { ProposalInvoiceLine } from '../../../src/contract/proposals.ts'

export const period = (
  invoiceDate: string,
  invoiceAmount: number,
  fields: Partial<ProposalInvoiceLine> = {},
): ProposalInvoiceLine => ({ id: 0, invoiceDate, invoiceAmount, remarks: '', ...fields })

export const pulledProposal = (fields: Partial<DealProposal> = {}): DealProposal => ({
  id: 77,
  filename: 'Stored.pdf',
  url: '/File/view/5',
  proposalValue: 1,
  proposalType: { id: 1, text: 'Workshop' },
  sentById: 7,
  sentDate: '2026-11-01',
  contactIds: [],
  invoices: [],
  version: 6,
  ...fields,
})
