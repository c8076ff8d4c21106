import { describe, expect, it } from 'vitest'
import {
  NEXT_STEP_MAX,
  OBJECTIVE_MAX,
  REMARK_MAX,
  characterCounter,
  clampToLimit,
  isWithinLimit,
} from '../../../src/domain/textLimits.ts'

describe('objective, next step and remark hold at most 200 characters', () => {
  it.each([
    ['objective', OBJECTIVE_MAX],
    ['next step', NEXT_STEP_MAX],
    ['remark', REMARK_MAX],
  ])('%s limit is 200', (_field, max) => {
    expect(max).toBe(200)
  })

  it.each([
    [0, true, '0/200'],
    [1, true, '1/200'],
    [199, true, '199/200'],
    [200, true, '200/200'],
    [201, false, '201/200'],
  ])('%i characters: within limit %s, counter %s', (length, within, counter) => {
    const value = 'x'.repeat(length)
    expect(isWithinLimit(value)).toBe(within)
    expect(characterCounter(value)).toBe(counter)
    expect(clampToLimit(value)).toHaveLength(Math.min(length, 200))
  })

  it('counts an emoji as one character', () => {
    expect(characterCounter('😀😀')).toBe('2/200')
  })

  it('counts missing text as empty', () => {
    expect(characterCounter(null)).toBe('0/200')
    expect(isWithinLimit(undefined)).toBe(true)
    expect(clampToLimit(null)).toBe('')
  })

  it('takes another limit when given', () => {
    expect(characterCounter('abc', 2)).toBe('3/2')
    expect(isWithinLimit('abc', 2)).toBe(false)
    expect(clampToLimit('abc', 2)).toBe('ab')
  })
})
