/**
 * What a drop means: nothing (back where it was), a reorder inside the column (local only), or a
 * move to another stage (an op for the server) placed where it was dropped. Pure: the board
 * handler turns a plan into writes.
 */
import { normaliseStage, type StageId } from '../../domain/stages.ts'
import { columnOf, type BoardModel } from './boardModel.ts'

/** What a card or a column carries as drop target data. */
export type DropTarget =
  { kind: 'column'; stage: StageId } | { kind: 'card'; stage: StageId; dealId: number }

export type DropPlan =
  | { kind: 'none' }
  | { kind: 'reorder'; dealId: number; stage: StageId; index: number }
  | { kind: 'move'; dealId: number; from: StageId; stage: StageId; index: number }

/**
 * A card dropped on a card of its own column takes that card's place (the cards between move up
 * or down one, as in any sortable list); dropped on a card of another column it goes before that
 * card, or after it when `after` (its centre was below the target's). A drop on a column (not on
 * a card) puts the card at the column's end.
 */
export function planDrop(
  board: BoardModel,
  dealId: number,
  target: DropTarget,
  after: boolean,
): DropPlan {
  const deal = board.byId.get(dealId)
  const column = columnOf(board, target.stage)
  if (!deal || !column) return { kind: 'none' }
  if (target.kind === 'card' && target.dealId === dealId) return { kind: 'none' }
  const others = column.ids.filter((id) => id !== dealId)
  let index = others.length
  const from = normaliseStage(deal.stage)
  if (target.kind === 'card') {
    const at = others.indexOf(target.dealId)
    if (at === -1) return { kind: 'none' }
    const below =
      from === target.stage ? column.ids.indexOf(target.dealId) > column.ids.indexOf(dealId) : after
    index = below ? at + 1 : at
  }
  if (from !== target.stage) return { kind: 'move', dealId, from, stage: target.stage, index }
  if (column.ids.indexOf(dealId) === index) return { kind: 'none' }
  return { kind: 'reorder', dealId, stage: target.stage, index }
}
