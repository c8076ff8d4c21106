/**
 * The board from the stored cards: five columns (unknown stages in Negotiations) holding the open
 * deals of the pulled list, each in its local order (placed cards first, then the server's order),
 * with the totals of the column headers and the footer.
 */
import { proposalValueOf, totalProposalValue } from '../../domain/pipelineBoard.ts'
import { normaliseStage, STAGES, type StageId } from '../../domain/stages.ts'
import { isOpenDeal, type DealRow } from '../../entities/deals/dealRows.ts'
import { orderColumn } from './columnOrder.ts'

export interface BoardColumnModel {
  stage: StageId
  name: string
  /** Deal ids in the order shown. */
  ids: number[]
  /** The deals in the order shown. */
  deals: DealRow[]
  total: number
  /** All the column's cards where `deals` holds only the first ones (a first screen's copy). */
  count?: number
}

export interface BoardModel {
  columns: BoardColumnModel[]
  byId: ReadonlyMap<number, DealRow>
  count: number
  total: number
}

/**
 * `listIds`: the ids the pulled list answered (the server's order); `stored`: the deals on the
 * device (of any list); `keys`: the local order keys.
 */
export function buildBoard(
  listIds: readonly number[],
  stored: ReadonlyMap<number, DealRow>,
  keys: ReadonlyMap<number, string>,
): BoardModel {
  const byId = new Map<number, DealRow>()
  const inStage = new Map<StageId, number[]>(STAGES.map((stage) => [stage.id, []]))
  for (const id of listIds) {
    const deal = stored.get(id)
    if (!deal || !isOpenDeal(deal) || byId.has(id)) continue
    byId.set(id, deal)
    inStage.get(normaliseStage(deal.stage))!.push(id)
  }
  const columns = STAGES.map((stage): BoardColumnModel => {
    const ids = orderColumn(inStage.get(stage.id)!, keys)
    const deals = ids.map((id) => byId.get(id)!)
    return { stage: stage.id, name: stage.name, ids, deals, total: totalProposalValue(deals) }
  })
  const count = byId.size
  const total = columns.reduce((sum, column) => sum + column.total, 0)
  return { columns, byId, count, total }
}

export const columnOf = (board: BoardModel, stage: number): BoardColumnModel | undefined =>
  board.columns.find((column) => column.stage === stage)

/** A copy of a column that takeCard and putCard may change; the board it came from stays as it was. */
export const editableColumn = (column: BoardColumnModel): BoardColumnModel => ({
  ...column,
  ids: [...column.ids],
  deals: [...column.deals],
})

/** Takes the card at `at` out of an editable column, its value out of the total. */
export function takeCard(column: BoardColumnModel, at: number, deal: DealRow): void {
  column.ids.splice(at, 1)
  column.deals.splice(at, 1)
  column.total -= proposalValueOf(deal)
}

/** Puts `deal` at `at` of an editable column, its value into the total. */
export function putCard(column: BoardColumnModel, at: number, deal: DealRow): void {
  column.ids.splice(at, 0, deal.dealId)
  column.deals.splice(at, 0, deal)
  column.total += proposalValueOf(deal)
}
