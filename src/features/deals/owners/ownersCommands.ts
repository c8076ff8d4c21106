/** The Owners dialog's save and the detail's automatic re-save: the card's overlay plus the op. */
import { db } from '../../../entities/db.ts'
import { enqueue } from '../../../sync/commands.ts'
import type { DealOwners } from '../../../entities/deals/dealDetailOps.ts'

export async function saveOwners(
  dealId: number,
  owners: DealOwners,
  userId: number,
): Promise<void> {
  await enqueue(db, 'deal.setOwners', { dealId, owners }, userId)
}
