/**
 * A drop shown before its write lands: the board with the card already where it was dropped, so
 * the card moves in the frame of the drop, not after a transaction and a re-read of the stores.
 * Pure; the board model it gives is what buildBoard would give once the write is read back.
 */
import {
  editableColumn,
  putCard,
  takeCard,
  type BoardColumnModel,
  type BoardModel,
} from './boardModel.ts'
import type { DropPlan } from './dropPlan.ts'
import { mapWithEntry } from './mapWithEntry.ts'

export type CardDrop = Exclude<DropPlan, { kind: 'none' }>

/**
 * The board with the dropped card at its plan's stage and index; unchanged if it is not there.
 * Only the two columns it touches are copied, their totals moved by its value: at 50,000 deals a
 * column holds thousands of cards, and this runs in the frame of the drop.
 */
export function boardWithDrop(board: BoardModel, drop: CardDrop): BoardModel {
  const deal = board.byId.get(drop.dealId)
  if (!deal) return board
  const moved = deal.stage === drop.stage ? deal : { ...deal, stage: drop.stage }
  const byId = mapWithEntry(board.byId, drop.dealId, moved)
  const columns = board.columns.map((column): BoardColumnModel => {
    const at = column.ids.indexOf(drop.dealId)
    if (column.stage !== drop.stage && at < 0) return column
    const edited = editableColumn(column)
    if (at >= 0) takeCard(edited, at, deal)
    if (column.stage === drop.stage) {
      putCard(edited, Math.max(0, Math.min(drop.index, edited.ids.length)), moved)
    }
    return edited
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
