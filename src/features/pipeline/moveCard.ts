/**
 * Carrying out a drop: a move queues `deal.moveStage` (the card moves at once, the op is sent
 * later) and places the card where it was dropped, in one transaction so the board renders once;
 * a reorder only writes the local order. Permission is checked by the caller.
 */
import { saveCardOrder } from '../../store/cardOrder.ts'
import { db } from '../../store/db.ts'
import { enqueue } from '../../sync/commands.ts'
import { syncTables } from '../../sync/syncDb.ts'
import { columnOf, type BoardModel } from './boardModel.ts'
import { placeCard } from './columnOrder.ts'
import type { DropPlan } from './dropPlan.ts'

export async function carryOutDrop(
  board: BoardModel,
  keys: ReadonlyMap<number, string>,
  plan: DropPlan,
  userId: number,
): Promise<void> {
  if (plan.kind === 'none') return
  const column = columnOf(board, plan.stage)
  if (!column) return
  const placement = placeCard(column.ids, keys, plan.dealId, plan.index)
  if (plan.kind === 'reorder') {
    await saveCardOrder(db, placement)
    return
  }
  await db.transaction('rw', [...syncTables(db), db.cardOrder], async () => {
    await enqueue(db, 'deal.moveStage', { dealId: plan.dealId, stage: plan.stage }, userId)
    await saveCardOrder(db, placement)
  })
}
