/**
 * "Yes I have proposal" after Add deal: the new deal's detail opens with the proposal dialog open.
 * The request names the deal as the board answered it (a temp id when it was created offline,
 * which may have become a server id since); the detail's Upload Proposal button takes it on mount.
 */
import type { CrmDb } from '../../entities/db.ts'
import { namesDeal } from '../../entities/deals/dealIdReads.ts'

let requestedDealId: number | null = null

export function requestProposalDialog(dealId: number): void {
  requestedDealId = dealId
}

/** Whether the dialog was asked for this deal (the request stays until taken). */
export async function isProposalDialogRequested(database: CrmDb, dealId: number): Promise<boolean> {
  const requested = requestedDealId
  if (requested === null) return false
  return namesDeal(database, requested, dealId)
}

export function clearProposalDialogRequest(): void {
  requestedDealId = null
}
