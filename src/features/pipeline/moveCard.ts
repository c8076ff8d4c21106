/**
 * Carrying out a drop: a move queues `deal.moveStage` (the card moves at once, the op is sent
 * later) and places the card where it was dropped, in one command so the board renders once and
 * Discard or Take theirs puts the card order back with the stage; a reorder only writes the local
 * order. Permission is checked by the caller.
 */
import { saveCardOrder } from '../../entities/deals/cardOrder.ts'
import { db, type CrmDb } from '../../entities/db.ts'
import { command } from '../../sync/commands.ts'
import { columnOf, type BoardModel } from './boardModel.ts'
import { placeCard } from './columnOrder.ts'
import type { DropPlan } from './dropPlan.ts'

export async function carryOutDrop(
  board: BoardModel,
  keys: ReadonlyMap<number, string>,
  plan: DropPlan,
  userId: number,
  database: CrmDb = db,
): Promise<void> {
  if (plan.kind === 'none') return
  const column = columnOf(board, plan.stage)
  if (!column) return
  const placement = placeCard(column.ids, keys, plan.dealId, plan.index)
  if (plan.kind === 'reorder') {
    await saveCardOrder(database, placement)
    return
  }
  await command(database, async (on) => {
    await on.enqueue('deal.moveStage', { dealId: plan.dealId, stage: plan.stage }, userId)
    for (const row of placement.put) await on.put('cardOrder', { ...row })
  })
}
