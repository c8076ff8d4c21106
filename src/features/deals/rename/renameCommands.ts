/** The deal name edit: the card takes the new name at once (board and header), then the op. */
import type { DealDetail } from '../../../contract/deals.ts'
import { db } from '../../../entities/db.ts'
import type { DealRow } from '../../../entities/deals/dealRows.ts'
import { enqueue } from '../../../sync/commands.ts'
import type { RenameArgs } from '../../../entities/deals/dealDetailOps.ts'

/**
 * PUT /pipeline/{id} takes the whole name save payload: every other field as the deal has it
 * now, the card's local changes (probability, stage, client info) on top of the pulled detail.
 */
export function renameArgsOf(
  detail: DealDetail,
  card: DealRow | undefined,
  name: string,
): RenameArgs {
  const clientInfo = card?.clientInfoDraft
  const owners = card?.ownersDraft
  return {
    dealId: detail.id,
    name: name.trim(),
    clientId: clientInfo?.clientCompany.id ?? detail.clientCompany.id,
    contactId: (clientInfo ? clientInfo.clientContact?.id : detail.clientContact?.id) ?? 0,
    dealDate: detail.dealDate,
    segmentId: (owners ? owners.segment?.id : detail.segment?.id) ?? 0,
    branchId: (owners ? owners.branch?.id : detail.branch?.id) ?? 0,
    stageId: card?.stage ?? detail.stage.id,
    probability: card?.probability ?? detail.probability,
    picId: (owners ? owners.pic?.id : detail.pic?.id) ?? 0,
  }
}

export async function renameDeal(args: RenameArgs, userId: number): Promise<void> {
  await enqueue(db, 'deal.rename', args, userId)
}
