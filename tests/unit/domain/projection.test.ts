import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PROJECTION_WEIGHTS,
  PROJECTION_BANDS,
  PROJECTION_WEIGHTS,
  isProjectionWeight,
  projectionTotal,
} from '../../../src/domain/projection.ts'

describe('projection summary bands', () => {
  it.each([
    [0, '0.1-0.2', [10, 20], 0],
    [1, '0.3-0.5', [30, 40, 50], 0.2],
    [2, '0.6-0.8', [70, 80], 0.4],
  ])('band %i is %s with ids %j and default weight %d', (index, label, probabilities, weight) => {
    expect(PROJECTION_BANDS[index]).toEqual({ label, probabilities, defaultWeight: weight })
  })

  it('defaults the weights to 0, 0.2, 0.4', () => {
    expect(DEFAULT_PROJECTION_WEIGHTS).toEqual([0, 0.2, 0.4])
  })

  it('offers weights 0 to 0.8 in steps of 0.1', () => {
    expect(PROJECTION_WEIGHTS).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
  })

  it.each([
    [0, true],
    [0.3, true],
    [0.8, true],
    [0.9, false],
    [0.25, false],
    [1, false],
  ])('weight %d is offered: %s', (weight, offered) => {
    expect(isProjectionWeight(weight)).toBe(offered)
  })
})

describe('projection total = round(sum of amount x weight)', () => {
  it.each([
    [[1000000, 2000000, 3000000], [0, 0.2, 0.4], 1600000],
    [[1000000, 2000000, 3000000], [0.1, 0.1, 0.1], 600000],
    [[0, 0, 0], [0.8, 0.8, 0.8], 0],
    [[5, 0, 0], [0.3, 0, 0], 2],
    [[5, 0, 0], [0.1, 0, 0], 1],
    [[0, 0, 45], [0, 0, 0.7], 32],
    [[85, 0, 0], [0.7, 0, 0], 60],
    [[3, 3, 0], [0.1, 0.1, 0], 1],
    [[1234567, 7654321, 1000001], [0.5, 0.3, 0.7], 3613581],
    [[100, 100, 100], [0, 0, 0], 0],
    [[100, Number.NaN, 100], [0.1, 0.5, 0.1], 20],
  ])('amounts %j with weights %j give %i', (amounts, weights, total) => {
    expect(projectionTotal(amounts, weights)).toBe(total)
  })

  it('counts a missing weight as 0', () => {
    expect(projectionTotal([1000, 1000, 1000], [0.5])).toBe(500)
  })
})
