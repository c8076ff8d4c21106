import { describe, expect, it } from 'vitest'
import { KEY_DIGITS, keyBetween, keysBetween } from '../../../src/features/pipeline/orderKeys.ts'

const sorted = (keys: readonly string[]) => [...keys].sort()

describe('fractional order keys', () => {
  it('makes a key between any two keys, and before or after any key', () => {
    const cases: [string | null, string | null][] = [
      [null, null],
      [null, 'V'],
      ['V', null],
      ['A', 'B'],
      ['A', 'A1'],
      ['A1', 'A2'],
      ['AB', 'B'],
      ['0V', '1'],
      [null, '01'],
      ['z', null],
      ['zzz', null],
    ]
    for (const [before, after] of cases) {
      const key = keyBetween(before, after)
      if (before !== null) expect(key > before, `${key} > ${before}`).toBe(true)
      if (after !== null) expect(key < after, `${key} < ${after}`).toBe(true)
      expect(key.endsWith(KEY_DIGITS[0]!)).toBe(false)
    }
  })

  it('keeps finding room when cards are dropped again and again at the same place', () => {
    let low = keyBetween(null, null)
    const high = keyBetween(low, null)
    for (let i = 0; i < 200; i++) {
      const next = keyBetween(low, high)
      expect(next > low && next < high).toBe(true)
      low = next
    }
    expect(low.length).toBeLessThan(60)
  })

  it('grows by about one character per six keys added at the very end', () => {
    let last: string | null = null
    for (let i = 0; i < 60; i++) last = keyBetween(last, null)
    expect(last!.length).toBeLessThanOrEqual(12)
  })

  it('spreads many keys evenly in ascending order, all within the bounds', () => {
    const keys = keysBetween('A', 'B', 1000)
    expect(keys).toHaveLength(1000)
    expect(sorted(keys)).toEqual(keys)
    expect(new Set(keys).size).toBe(1000)
    expect(keys.every((key) => key > 'A' && key < 'B')).toBe(true)
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(4)
  })

  it('refuses bounds in the wrong order and malformed keys', () => {
    expect(() => keyBetween('B', 'A')).toThrow()
    expect(() => keyBetween('A', 'A')).toThrow()
    expect(() => keyBetween('A0', null)).toThrow()
    expect(() => keyBetween('a-b', null)).toThrow()
  })
})
