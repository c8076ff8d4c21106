/** The proposal dialog and its invoice periods (sales-activity-spec sections 2, 3, 4 and 5). */

export const PROPOSAL_MODES = ['add_proposal', 'edit_proposal', 'see_proposal'] as const
export type ProposalMode = (typeof PROPOSAL_MODES)[number]

/** Deal types: Workshop is type 1, other is type 2. */
export const PROPOSAL_TYPE = { workshop: 1, other: 2 } as const

/** Saving happens only in add and edit modes; see is read-only with Save hidden. */
export function proposalSaveVisible(mode: ProposalMode): boolean {
  return mode !== 'see_proposal'
}

export function proposalFieldsDisabled(mode: ProposalMode): boolean {
  return mode === 'see_proposal'
}

/** Save is disabled unless Send by is chosen and at least one invoice period exists. */
export function canSaveProposal(draft: {
  sentById: number | null | undefined
  invoices: readonly unknown[]
}): boolean {
  return typeof draft.sentById === 'number' && draft.sentById > 0 && draft.invoices.length > 0
}

export interface InvoicePeriodDraft {
  /** YYYY-MM-DD (the period's date). */
  invoiceDate: string
  invoiceAmount: number
  remarks: string
}

/** An invoice period needs a period; the value and remark may be empty (value then 0). */
export function canSaveInvoicePeriod(draft: Pick<InvoicePeriodDraft, 'invoiceDate'>): boolean {
  return draft.invoiceDate.trim() !== ''
}

/** The proposal value's invoice periods summed (shown beside the proposal value). */
export function invoicePeriodsTotal(
  periods: readonly Pick<InvoicePeriodDraft, 'invoiceAmount'>[],
): number {
  return periods.reduce(
    (sum, period) => sum + (Number.isFinite(period.invoiceAmount) ? period.invoiceAmount : 0),
    0,
  )
}
