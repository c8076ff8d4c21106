/** A map read as another with one entry set (features/pipeline/mapWithEntry.ts). */
import { describe, expect, it } from 'vitest'
import { mapWithEntry } from '../../../src/features/pipeline/mapWithEntry.ts'

describe('mapWithEntry', () => {
  const base = new Map([
    [1, 'a'],
    [2, 'b'],
  ])

  it('reads as the base with the entry replaced, leaving the base as it was', () => {
    const map = mapWithEntry(base, 2, 'B')
    expect(map.get(2)).toBe('B')
    expect(map.get(1)).toBe('a')
    expect(map.has(3)).toBe(false)
    expect(map.size).toBe(2)
    expect([...map]).toEqual([
      [1, 'a'],
      [2, 'B'],
    ])
    expect(base.get(2)).toBe('b')
  })

  it('reads as the base with the entry added', () => {
    const map = mapWithEntry(base, 3, 'c')
    expect(map.size).toBe(3)
    expect(map.has(3)).toBe(true)
    expect([...map.keys()]).toEqual([1, 2, 3])
    expect([...map.values()]).toEqual(['a', 'b', 'c'])
    const seen: string[] = []
    map.forEach((value, key) => seen.push(`${key}${value}`))
    expect(seen).toEqual(['1a', '2b', '3c'])
    expect(new Map(map)).toEqual(new Map([...base, [3, 'c']]))
  })
})
