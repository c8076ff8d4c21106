/**
 * After Add deal: above stage 1 the confirm 'Directly upload proposals?' (its Yes opens the
 * detail with the proposal dialog open); a lead-in deal shows 'Deal successfully created'.
 * Answers true when the detail should open.
 */
import { afterDealCreated } from '../../domain/dealForm.ts'
import { CONFIRM, SUCCESS } from '../../domain/messages.ts'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import type { SaveAnnouncer } from '../sync/index.ts'
import { requestProposalDialog } from '../proposals/index.ts'

export async function afterDealSaved(
  deal: { dealId: number; name: string; stageId: number },
  announce: SaveAnnouncer,
): Promise<boolean> {
  if (afterDealCreated(deal.stageId) === 'askUploadProposal') {
    const upload = await showConfirm({
      title: CONFIRM.uploadProposal.title,
      yes: CONFIRM.uploadProposal.yes,
      no: CONFIRM.uploadProposal.no,
    })
    if (upload) requestProposalDialog(deal.dealId)
    return upload
  }
  await announce({
    icon: 'success',
    title: SUCCESS.dealCreated,
    message: deal.name,
    button: 'Close',
  })
  return false
}
