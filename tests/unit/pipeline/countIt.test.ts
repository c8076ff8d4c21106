/**
 * Count it takes what its hint says, a probability from 0.1 to 1: 5 is out of range (the hint is
 * shown), neither 0.05 nor 0.5.
 */
import { describe, expect, it } from 'vitest'
import {
  countProbability,
  MAX_COUNT_PROBABILITY,
  MIN_COUNT_PROBABILITY,
  totalAfterProbability,
} from '../../../src/domain/pipelineBoard.ts'

describe('the probability Count it takes', () => {
  it('is 0.1 to 1, as the hint says', () => {
    expect([MIN_COUNT_PROBABILITY, MAX_COUNT_PROBABILITY]).toEqual([0.1, 1])
  })

  it.each([
    ['0.1', 0.1],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['0,75', 0.75],
    ['1', 1],
    ['1.0', 1],
    [' 0.3 ', 0.3],
    [0.9, 0.9],
  ])('%j is %d', (entered, probability) => {
    expect(countProbability(entered)).toBe(probability)
  })

  it.each([
    '5',
    '50',
    '100',
    '1.5',
    '0',
    '0.09',
    '-0.5',
    '',
    ' ',
    'abc',
    '0.5abc',
    '1e-1',
    5,
    0,
    NaN,
  ])('%j is refused', (entered) => {
    expect(countProbability(entered)).toBeNull()
  })

  it('5 gives no total (it used to count as 0.05)', () => {
    expect(totalAfterProbability('5', 10_000_000)).toBeNull()
    expect(totalAfterProbability('0.5', 10_000_000)).toBe(5_000_000)
  })
})
