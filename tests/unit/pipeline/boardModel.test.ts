import { describe, expect, it } from 'vitest'
import { buildBoard } from '../../../src/features/pipeline/boardModel.ts'
import { planDrop } from '../../../src/features/pipeline/dropPlan.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { dealRow } from './dealRow.ts'

const deal = dealRow

const stored = (...deals: DealRow[]) => new Map(deals.map((d) => [d.dealId, d]))

describe('the board from the stored cards', () => {
  it('groups the listed deals by stage in the server order, unknown stages in Negotiations', () => {
    const board = buildBoard(
      [4, 1, 2, 3, 5],
      stored(deal(1, 1), deal(2, 3), deal(3, 1), deal(4, 9), deal(5, 5)),
      new Map(),
    )
    expect(board.columns.map((column) => [column.name, column.ids])).toEqual([
      ['Lead in', [1, 3]],
      ['Proposal Development', []],
      ['Proposal sent', [2]],
      ['Presentation', []],
      ['Negotiations', [4, 5]],
    ])
  })

  it('shows only the deals of the pulled list, and no deal a local op won or lost', () => {
    const board = buildBoard(
      [1, 2, 3, 404],
      stored(deal(1, 1), deal(2, 1, { state: 'won' }), deal(3, 1, { state: 'lost' }), deal(9, 1)),
      new Map(),
    )
    expect(board.columns[0]!.ids).toEqual([1])
    expect(board.count).toBe(1)
  })

  it('follows the local order keys inside a column', () => {
    const board = buildBoard(
      [1, 2, 3],
      stored(deal(1, 2), deal(2, 2), deal(3, 2)),
      new Map([[3, 'V']]),
    )
    expect(board.columns[1]!.ids).toEqual([3, 1, 2])
    expect(board.columns[1]!.deals.map((d) => d.dealId)).toEqual([3, 1, 2])
  })

  it('totals the proposal values per column and for the footer', () => {
    const board = buildBoard(
      [1, 2, 3],
      stored(
        deal(1, 1, { proposalValue: 100 }),
        deal(2, 1, { proposalValue: 250 }),
        deal(3, 4, { proposalValue: 1000 }),
      ),
      new Map(),
    )
    expect(board.columns.map((column) => column.total)).toEqual([350, 0, 0, 1000, 0])
    expect(board.total).toBe(1350)
  })
})

describe('what a drop means', () => {
  const board = buildBoard(
    [1, 2, 3, 4],
    stored(deal(1, 1), deal(2, 1), deal(3, 1), deal(4, 2)),
    new Map(),
  )

  it('moves a card dropped on another column to its end', () => {
    expect(planDrop(board, 1, { kind: 'column', stage: 2 }, false)).toEqual({
      kind: 'move',
      dealId: 1,
      from: 1,
      stage: 2,
      index: 1,
    })
  })

  it('moves a card dropped on a card of another column before or after that card', () => {
    const target = { kind: 'card', stage: 2, dealId: 4 } as const
    expect(planDrop(board, 2, target, false)).toMatchObject({ kind: 'move', stage: 2, index: 0 })
    expect(planDrop(board, 2, target, true)).toMatchObject({ kind: 'move', stage: 2, index: 1 })
  })

  it("gives a card dropped on a card of its own column that card's place", () => {
    expect(planDrop(board, 3, { kind: 'card', stage: 1, dealId: 1 }, false)).toEqual({
      kind: 'reorder',
      dealId: 3,
      stage: 1,
      index: 0,
    })
    expect(planDrop(board, 1, { kind: 'card', stage: 1, dealId: 2 }, false)).toEqual({
      kind: 'reorder',
      dealId: 1,
      stage: 1,
      index: 1,
    })
    expect(planDrop(board, 1, { kind: 'column', stage: 1 }, false)).toMatchObject({
      kind: 'reorder',
      index: 2,
    })
  })

  it('does nothing for a card dropped back where it was', () => {
    expect(planDrop(board, 2, { kind: 'card', stage: 1, dealId: 2 }, false).kind).toBe('none')
    expect(planDrop(board, 3, { kind: 'column', stage: 1 }, false).kind).toBe('none')
    expect(planDrop(board, 99, { kind: 'column', stage: 2 }, false).kind).toBe('none')
  })
})
