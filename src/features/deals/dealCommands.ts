/**
 * What the deal detail writes: each action is the local change plus its op, so it shows at once
 * (the card leaves or returns to the board) and reaches the server when it can.
 */
import type { StateCode } from '../../domain/stages.ts'
import { db, type CrmDb } from '../../store/db.ts'
import { enqueue } from '../../sync/commands.ts'
import type { CommandArgs } from '../../sync/registry.ts'
import { syncTables } from '../../sync/syncDb.ts'
import { cardFromDetail } from './dealCardFromDetail.ts'
import { deletedDealKey, type DeletedDealMark } from './dealDeleted.ts'
import { listNewDeal } from './newDealListsModel.ts'

/**
 * Queues an op on the deal's card row, made first from its stored detail where this device holds
 * only the detail (a deal opened but never listed): the deal's ops change that one row, which the
 * detail shows on top of itself, so Discard or Take theirs puts back everything the op changed.
 */
async function enqueueOnDealCard(
  database: CrmDb,
  dealId: number,
  enqueueOp: () => Promise<unknown>,
): Promise<void> {
  await database.transaction('rw', syncTables(database), async () => {
    if (!(await database.deals.get(dealId))) {
      const detail = await database.dealDetails.get(dealId)
      if (detail) await database.deals.put(cardFromDetail(detail, undefined))
    }
    await enqueueOp()
  })
}

/** Won, Lost or reopen; a Lost deal leaves the board at once. */
export const setDealState = (
  dealId: number,
  code: StateCode,
  userId: number,
  database: CrmDb = db,
): Promise<void> =>
  enqueueOnDealCard(database, dealId, () =>
    enqueue(database, 'deal.setState', { dealId, code }, userId),
  )

/**
 * Delete (on the deal's card row, so a discarded delete puts the card back), with the mark that
 * keeps the deleted deal from being pulled again (dealDeleted.ts).
 */
export const deleteDeal = (
  dealId: number,
  dealName: string,
  userId: number,
  database: CrmDb = db,
): Promise<void> =>
  enqueueOnDealCard(database, dealId, async () => {
    const op = await enqueue(database, 'deal.delete', { dealId, dealName }, userId)
    const mark: DeletedDealMark = { opId: op.opId, at: op.createdAt }
    await database.meta.put({ key: deletedDealKey(op.entity.id), value: mark })
  })

/** The probability editor (the stage follows the probability rule). */
export const setDealProbability = (
  dealId: number,
  probability: number,
  userId: number,
  database: CrmDb = db,
): Promise<void> =>
  enqueueOnDealCard(database, dealId, () =>
    enqueue(database, 'deal.setProbability', { dealId, probability }, userId),
  )

export async function addStatusUpdate(
  dealId: number,
  status: string,
  firstname: string,
  userId: number,
): Promise<void> {
  await enqueue(db, 'status.create', { dealId, status, firstname }, userId)
}

export async function editStatusUpdate(
  statusId: number,
  dealId: number,
  status: string,
  userId: number,
): Promise<void> {
  await enqueue(db, 'status.update', { statusId, dealId, status }, userId)
}

export async function deleteStatusUpdate(
  statusId: number,
  dealId: number,
  userId: number,
): Promise<void> {
  await enqueue(db, 'status.delete', { statusId, dealId }, userId)
}

/** Add deal: the card shows on the board at once; answers the deal's (temporary) id. */
export async function createDeal(
  args: CommandArgs<'deal.create'>,
  userId: number,
): Promise<number> {
  const dealId = await db.transaction('rw', syncTables(db), async () => {
    const created = await enqueue(db, 'deal.create', args, userId)
    await listNewDeal(db, created.entity.id)
    return created.entity.id
  })
  return dealId
}
