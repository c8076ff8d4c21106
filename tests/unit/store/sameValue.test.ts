import { describe, expect, it } from 'vitest'
import { sameValue } from '../../../src/store/sameValue.ts'

describe('sameValue', () => {
  it('compares data by value, not by reference', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(sameValue([], {})).toBe(false)
    expect(sameValue(null, undefined)).toBe(false)
    expect(sameValue(0, 0)).toBe(true)
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true)
  })

  it('takes a field holding undefined for no field', () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true)
  })

  it('compares a file or any other non-plain object only as itself', () => {
    const file = new Blob(['pricing'])
    expect(sameValue({ file }, { file })).toBe(true)
    expect(sameValue({ file }, { file: new Blob(['pricing']) })).toBe(false)
    expect(sameValue(new Date(0), new Date(0))).toBe(false)
  })
})
