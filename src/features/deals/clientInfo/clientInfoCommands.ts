/** The Client Information card's save: the card's overlay plus the op. */
import { db } from '../../../entities/db.ts'
import { enqueue } from '../../../sync/commands.ts'
import type { SetClientInfoArgs } from '../../../entities/deals/dealDetailOps.ts'

export async function saveClientInfo(args: SetClientInfoArgs, userId: number): Promise<void> {
  await enqueue(db, 'deal.setClientInfo', args, userId)
}
