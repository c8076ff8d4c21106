import { describe, expect, it } from 'vitest'
import {
  MAX_KEY_LENGTH,
  orderColumn,
  placeCard,
} from '../../../src/features/pipeline/columnOrder.ts'

/** Applies a placement to the keys and answers the column's new order. */
function afterPlacing(
  column: number[],
  keys: Map<number, string>,
  dealId: number,
  index: number,
): { order: number[]; written: number } {
  const placement = placeCard(column, keys, dealId, index)
  const next = new Map(keys)
  for (const row of placement.put) next.set(row.dealId, row.key)
  const ids = column.includes(dealId) ? column : [...column, dealId]
  return { order: orderColumn(ids, next), written: placement.put.length }
}

describe('the order of cards in a column', () => {
  it('shows placed cards first by their key, then the rest in the server order', () => {
    const keys = new Map([
      [30, 'b'],
      [10, 'a'],
    ])
    expect(orderColumn([5, 10, 20, 30, 40], keys)).toEqual([10, 30, 5, 20, 40])
  })

  it('is the server order when nothing was placed', () => {
    expect(orderColumn([3, 1, 2], new Map())).toEqual([3, 1, 2])
  })
})

describe('placing a card where it was dropped', () => {
  it('writes one key when both neighbours have keys', () => {
    const keys = new Map([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ])
    const { order, written } = afterPlacing([1, 2, 3], keys, 3, 1)
    expect(order).toEqual([1, 3, 2])
    expect(written).toBe(1)
  })

  it('puts a card at the top of a column in server order with one key', () => {
    const { order, written } = afterPlacing([1, 2, 3, 4], new Map(), 4, 0)
    expect(order).toEqual([4, 1, 2, 3])
    expect(written).toBe(1)
  })

  it('keys the cards above the drop point once when they follow the server order', () => {
    const { order, written } = afterPlacing([1, 2, 3, 4, 5], new Map(), 5, 2)
    expect(order).toEqual([1, 2, 5, 3, 4])
    expect(written).toBe(3)
  })

  it('puts a card from another column at the drop point', () => {
    const keys = new Map([[1, 'V']])
    const { order } = afterPlacing([1, 2, 3], keys, 9, 2)
    expect(order).toEqual([1, 2, 9, 3])
  })

  it('puts a card at the end of a column', () => {
    const { order } = afterPlacing([1, 2, 3], new Map(), 1, 2)
    expect(order).toEqual([2, 3, 1])
  })

  it('holds any sequence of moves', () => {
    let keys = new Map<number, string>()
    let order = [1, 2, 3, 4, 5, 6]
    const moves: [number, number][] = [
      [6, 0],
      [3, 5],
      [1, 2],
      [4, 0],
      [2, 4],
      [5, 1],
    ]
    for (const [dealId, index] of moves) {
      const placement = placeCard(order, keys, dealId, index)
      keys = new Map(keys)
      for (const row of placement.put) keys.set(row.dealId, row.key)
      const expected = order.filter((id) => id !== dealId)
      expected.splice(index, 0, dealId)
      order = orderColumn([1, 2, 3, 4, 5, 6], keys)
      expect(order).toEqual(expected)
    }
  })
})

describe('keeping order keys short', () => {
  it('gives the placed cards fresh keys when cards keep landing at the top', () => {
    const server = Array.from({ length: 30 }, (_, i) => i + 1)
    let keys = new Map<number, string>()
    let order = server
    for (let round = 0; round < 500; round++) {
      const dealId = order[order.length - 1]!
      const placement = placeCard(order, keys, dealId, 0)
      keys = new Map(keys)
      for (const row of placement.put) keys.set(row.dealId, row.key)
      const expected = [dealId, ...order.filter((id) => id !== dealId)]
      order = orderColumn(server, keys)
      expect(order).toEqual(expected)
    }
    expect(Math.max(...[...keys.values()].map((key) => key.length))).toBeLessThanOrEqual(
      MAX_KEY_LENGTH,
    )
  })
})
