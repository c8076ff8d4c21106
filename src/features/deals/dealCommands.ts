/**
 * What the deal detail writes: each action is the local change plus its op, so it shows at once
 * (the card leaves or returns to the board) and reaches the server when it can.
 */
import { STATE_CHANGE_WORD, type StateCode } from '../../domain/stages.ts'
import { db } from '../../store/db.ts'
import { enqueue } from '../../sync/commands.ts'
import type { CommandArgs } from '../../sync/registry.ts'
import { syncTables } from '../../sync/syncDb.ts'
import { listNewDeal } from './newDealLists.ts'

const DETAIL_STATE_TEXT = { WON: 'Won', LOST: 'Lost', Open: 'Open' } as const

/**
 * The op changes the deal's card row; the stored detail takes the new state too, so a deal whose
 * card this device no longer holds (a Lost deal left the board) shows it at once.
 */
export async function setDealState(dealId: number, code: StateCode, userId: number): Promise<void> {
  await enqueue(db, 'deal.setState', { dealId, code }, userId)
  await db.dealDetails.update(dealId, {
    state: { text: DETAIL_STATE_TEXT[STATE_CHANGE_WORD[code]] },
  })
}

export async function deleteDeal(dealId: number, dealName: string, userId: number): Promise<void> {
  await enqueue(db, 'deal.delete', { dealId, dealName }, userId)
}

/** The probability editor; the stored detail takes it too (see setDealState). */
export async function setDealProbability(
  dealId: number,
  probability: number,
  userId: number,
): Promise<void> {
  await enqueue(db, 'deal.setProbability', { dealId, probability }, userId)
  await db.dealDetails.update(dealId, { probability })
}

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
    await listNewDeal(created.entity.id)
    return created.entity.id
  })
  return dealId
}
