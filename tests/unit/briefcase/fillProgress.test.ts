import { describe, expect, it } from 'vitest'
import { nextPartProgress, sumProgress, type PartProgress } from '../../../src/sync/fillProgress.ts'

const reports = (...steps: [number, number][]): PartProgress[] => {
  const seen: PartProgress[] = []
  for (const [done, total] of steps) seen.push(nextPartProgress(seen.at(-1), done, total))
  return seen
}

describe('the progress of a briefcase run never goes backwards', () => {
  it('counts an area that ends with "1 of 1" as its whole total', () => {
    expect(reports([0, 1], [500, 1000], [1, 1]).at(-1)).toEqual({ done: 1000, total: 1000 })
  })

  it('keeps the larger total when an estimate shrinks, and finishes at it', () => {
    const seen = reports([1519, 1538], [1488, 1496], [1496, 1496])
    expect(seen.map((each) => each.total)).toEqual([1538, 1538, 1538])
    expect(seen.map((each) => each.done)).toEqual([1519, 1519, 1538])
  })

  it('never lets a count fall', () => {
    expect(reports([10, 100], [4, 100]).at(-1)).toEqual({ done: 10, total: 100 })
  })

  it('takes a count above its total for a larger total', () => {
    expect(nextPartProgress(undefined, 12, 10)).toEqual({ done: 12, total: 12 })
  })

  it('a part that has not begun counts nothing done', () => {
    expect(nextPartProgress(undefined, 0, 0)).toEqual({ done: 0, total: 0 })
  })

  it('sums its parts', () => {
    expect(
      sumProgress([
        { done: 1, total: 1 },
        { done: 3, total: 8 },
      ]),
    ).toEqual({ done: 4, total: 9 })
  })
})
