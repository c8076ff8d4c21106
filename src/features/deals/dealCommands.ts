/**
 * What the deal detail writes: each action is the local change plus its op, so it shows at once
 * (the card leaves or returns to the board) and reaches the server when it can.
 */
import type { StateCode } from '../../domain/stages.ts'
import { db, type CrmDb } from '../../entities/db.ts'
import { command, enqueue, type Command } from '../../sync/commands.ts'
import type { CommandArgs } from '../../sync/opRegistry.ts'
import { cardFromDetail } from '../../entities/deals/dealCardFromDetail.ts'
import { readDetailWithoutCard } from '../../entities/deals/cardlessDetailRead.ts'
import { deletedDealKey, type DeletedDealMark } from '../../entities/deals/dealDeleted.ts'
import { listNewDeal } from '../../entities/deals/newDealPipelineLists.ts'

/**
 * The deal's card row, made first from its stored detail where this device holds only the detail
 * (a deal opened but never listed): the deal's ops change that one row, which the detail shows on
 * top of itself. Made through the command, so Discard or Take theirs takes it away again.
 */
async function cardStandsOnDetail(database: CrmDb, dealId: number, on: Command): Promise<void> {
  const detail = await readDetailWithoutCard(database, dealId)
  if (detail) await on.put('deals', { ...cardFromDetail(detail) })
}

/** Queues an op on the deal's card row (made from the detail when missing). */
const commandOnDealCard = (
  database: CrmDb,
  dealId: number,
  queue: (on: Command) => Promise<unknown>,
): Promise<void> =>
  command(database, async (on) => {
    await cardStandsOnDetail(database, dealId, on)
    await queue(on)
  })

/** Won, Lost or reopen; a Lost deal leaves the board at once. */
export const setDealState = (
  dealId: number,
  code: StateCode,
  userId: number,
  database: CrmDb = db,
): Promise<void> =>
  commandOnDealCard(database, dealId, (on) => on.enqueue('deal.setState', { dealId, code }, userId))

/**
 * Delete (on the deal's card row, so a discarded delete puts the card back), with the mark that
 * keeps the deleted deal from being pulled again (dealDeleted.ts); Discard and Take theirs take
 * the mark away with the op.
 */
export const deleteDeal = (
  dealId: number,
  dealName: string,
  userId: number,
  database: CrmDb = db,
): Promise<void> =>
  commandOnDealCard(database, dealId, async (on) => {
    const op = await on.enqueue('deal.delete', { dealId, dealName }, userId)
    const mark: DeletedDealMark = { opId: op.opId, at: op.createdAt }
    await on.put('meta', { key: deletedDealKey(op.entity.id), value: mark })
  })

/** The probability editor (the stage follows the probability rule). */
export const setDealProbability = (
  dealId: number,
  probability: number,
  userId: number,
  database: CrmDb = db,
): Promise<void> =>
  commandOnDealCard(database, dealId, (on) =>
    on.enqueue('deal.setProbability', { dealId, probability }, userId),
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

/**
 * Add deal: the card shows on the board at once, first in the stored pipeline lists (undone with
 * the op); answers the deal's (temporary) id.
 */
export async function createDeal(
  args: CommandArgs<'deal.create'>,
  userId: number,
  database: CrmDb = db,
): Promise<number> {
  return command(database, async (on) => {
    const created = await on.enqueue('deal.create', args, userId)
    await listNewDeal(database, on, created.entity.id)
    return created.entity.id
  })
}
