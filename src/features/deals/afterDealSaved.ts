/**
 * After Add deal: above stage 1 the confirm 'Directly upload proposals?' (its Yes opens the
 * detail until the proposal dialog exists); a lead-in deal shows 'Deal successfully created'.
 * Answers true when the detail should open.
 */
import { afterDealCreated } from '../../domain/dealForm.ts'
import { CONFIRM, SUCCESS } from '../../domain/messages.ts'
import { showConfirm, showResult } from '../../ui/dialogs/dialogStore.ts'

export async function afterDealSaved(deal: { name: string; stageId: number }): Promise<boolean> {
  if (afterDealCreated(deal.stageId) === 'askUploadProposal') {
    return showConfirm({
      title: CONFIRM.uploadProposal.title,
      yes: CONFIRM.uploadProposal.yes,
      no: CONFIRM.uploadProposal.no,
    })
  }
  await showResult({
    icon: 'success',
    title: SUCCESS.dealCreated,
    message: deal.name,
    button: 'Close',
  })
  return false
}
