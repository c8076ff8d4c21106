/**
 * A drop shown before its write lands: the board with the card already where it was dropped, so
 * the card moves in the frame of the drop, not after a transaction and a re-read of the stores.
 * Pure; the board model it gives is what buildBoard would give once the write is read back.
 */
import { totalProposalValue } from '../../domain/pipelineBoard.ts'
import type { BoardColumnModel, BoardModel } from './boardModel.ts'
import type { DropPlan } from './dropPlan.ts'

export type CardDrop = Exclude<DropPlan, { kind: 'none' }>

const withIds = (column: BoardColumnModel, ids: number[], byId: BoardModel['byId']) => {
  const deals = ids.map((id) => byId.get(id)!)
  return { ...column, ids, deals, total: totalProposalValue(deals) }
}

/** The board with the dropped card at its plan's stage and index; unchanged if it is not there. */
export function boardWithDrop(board: BoardModel, drop: CardDrop): BoardModel {
  const deal = board.byId.get(drop.dealId)
  if (!deal) return board
  const moved = deal.stage === drop.stage ? deal : { ...deal, stage: drop.stage }
  const byId = new Map(board.byId)
  byId.set(drop.dealId, moved)
  const columns = board.columns.map((column) => {
    const holds = column.ids.includes(drop.dealId)
    if (column.stage !== drop.stage) {
      return holds
        ? withIds(
            column,
            column.ids.filter((id) => id !== drop.dealId),
            byId,
          )
        : column
    }
    const ids = column.ids.filter((id) => id !== drop.dealId)
    ids.splice(Math.max(0, Math.min(drop.index, ids.length)), 0, drop.dealId)
    return withIds(column, ids, byId)
  })
  const total = columns.reduce((sum, column) => sum + column.total, 0)
  return { columns, byId, count: board.count, total }
}

/**
 * The stored board shows the drop: the card at its stage and index (the move and the order keys
 * arrive from two live reads, so a moved card may first show in its new column at the server's
 * place).
 */
export function boardShowsDrop(board: BoardModel, drop: CardDrop): boolean {
  const column = board.columns.find((each) => each.stage === drop.stage)
  return !column || column.ids.indexOf(drop.dealId) === drop.index
}
