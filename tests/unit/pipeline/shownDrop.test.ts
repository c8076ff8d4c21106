import { describe, expect, it } from 'vitest'
import { buildBoard, columnOf, type BoardModel } from '../../../src/features/pipeline/boardModel.ts'
import { placeCard } from '../../../src/features/pipeline/columnOrder.ts'
import { planDrop, type DropTarget } from '../../../src/features/pipeline/dropPlan.ts'
import {
  boardShowsDrop,
  boardWithDrop,
  type CardDrop,
} from '../../../src/features/pipeline/shownDrop.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { dealRow } from './dealRow.ts'

const LIST = [1, 2, 3, 4, 5, 6, 7]
const DEALS = [
  dealRow(1, 1, { proposalValue: 100 }),
  dealRow(2, 1, { proposalValue: 200 }),
  dealRow(3, 1, { proposalValue: 300 }),
  dealRow(4, 2, { proposalValue: 400 }),
  dealRow(5, 2, { proposalValue: 500 }),
  dealRow(6, 3, { proposalValue: 600 }),
  dealRow(7, 3, { proposalValue: 700 }),
]
const stored = (deals: DealRow[]) => new Map(deals.map((deal) => [deal.dealId, deal]))

/** What the stores hold once the drop's transaction committed, read back as buildBoard reads it. */
function boardAfterWrite(board: BoardModel, keys: Map<number, string>, drop: CardDrop) {
  const placement = placeCard(columnOf(board, drop.stage)!.ids, keys, drop.dealId, drop.index)
  const written = new Map(keys)
  for (const row of placement.put) written.set(row.dealId, row.key)
  const deals = DEALS.map((deal) =>
    deal.dealId === drop.dealId ? { ...deal, stage: drop.stage } : deal,
  )
  return buildBoard(LIST, stored(deals), written)
}

const ids = (board: BoardModel) => board.columns.map((column) => column.ids)
const totals = (board: BoardModel) => board.columns.map((column) => column.total)

describe('a drop shown before its write lands', () => {
  const keys = new Map<number, string>()
  const board = buildBoard(LIST, stored(DEALS), keys)
  const targets: [number, DropTarget, boolean][] = [
    [1, { kind: 'card', stage: 2, dealId: 5 }, false],
    [1, { kind: 'card', stage: 2, dealId: 5 }, true],
    [3, { kind: 'column', stage: 3 }, false],
    [6, { kind: 'card', stage: 1, dealId: 1 }, false],
    [1, { kind: 'card', stage: 1, dealId: 3 }, false],
    [3, { kind: 'card', stage: 1, dealId: 1 }, false],
  ]

  it.each(targets)(
    'is the board the stores give once written (deal %i onto %j, after: %s)',
    (dealId, target, after) => {
      const drop = planDrop(board, dealId, target, after)
      if (drop.kind === 'none') throw new Error('the plan must change the board')
      const shown = boardWithDrop(board, drop)
      const written = boardAfterWrite(board, keys, drop)
      expect(ids(shown)).toEqual(ids(written))
      expect(totals(shown)).toEqual(totals(written))
      expect(shown.total).toBe(written.total)
      expect(shown.byId.get(dealId)!.stage).toBe(drop.stage)
      expect(boardShowsDrop(board, drop)).toBe(false)
      expect(boardShowsDrop(written, drop)).toBe(true)
    },
  )

  it('leaves the board as it is for a card it does not hold', () => {
    const drop: CardDrop = { kind: 'move', dealId: 99, from: 1, stage: 2, index: 0 }
    expect(boardWithDrop(board, drop)).toBe(board)
  })

  it('does not change the stored board it lays the drop over', () => {
    const before = ids(board)
    boardWithDrop(board, { kind: 'move', dealId: 2, from: 1, stage: 3, index: 1 })
    expect(ids(board)).toEqual(before)
    expect(board.byId.get(2)!.stage).toBe(1)
  })
})
