import { describe, expect, it } from 'vitest'
import { LayeredMap } from '../../../src/store/layeredMap.ts'

/** A Map that counts how often it is walked whole. */
class CountedMap<K, V> extends Map<K, V> {
  walks = 0
  override entries() {
    this.walks += 1
    return super.entries()
  }
  override [Symbol.iterator]() {
    return this.entries()
  }
  override keys() {
    this.walks += 1
    return super.keys()
  }
  override values() {
    this.walks += 1
    return super.values()
  }
  override forEach(...args: Parameters<Map<K, V>['forEach']>) {
    this.walks += 1
    super.forEach(...args)
  }
}

/** A tiny deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const sorted = <V>(map: ReadonlyMap<number, V>) => [...map].sort((a, b) => a[0] - b[0])

function expectSame(map: ReadonlyMap<number, string>, reference: ReadonlyMap<number, string>) {
  expect(map.size).toBe(reference.size)
  expect(sorted(map)).toEqual(sorted(reference))
  for (let key = 0; key < KEYS; key++) {
    expect(map.get(key)).toBe(reference.get(key))
    expect(map.has(key)).toBe(reference.has(key))
  }
  expect([...map.keys()].sort((a, b) => a - b)).toEqual(sorted(reference).map(([key]) => key))
  const seen: number[] = []
  map.forEach((value, key) => {
    expect(value).toBe(reference.get(key))
    seen.push(key)
  })
  expect(seen).toHaveLength(reference.size)
}

const KEYS = 300

describe('a layered map', () => {
  it('answers as a Map would after every change, and every earlier version stays as it was', () => {
    const next = random(7)
    const first = new Map<number, string>()
    for (let key = 0; key < 200; key++) first.set(key, `v${key}`)
    let map = LayeredMap.of(new Map(first))
    const reference = new Map(first)
    const kept: { map: ReadonlyMap<number, string>; reference: Map<number, string> }[] = []
    for (let step = 0; step < 1500; step++) {
      const put: [number, string][] = []
      const gone: number[] = []
      const changes = 1 + Math.floor(next() * 6)
      for (let change = 0; change < changes; change++) {
        const key = Math.floor(next() * KEYS)
        if (next() < 0.3) gone.push(key)
        else put.push([key, `s${step}-${key}`])
      }
      map = map.withChanges(put, gone)
      for (const key of gone) reference.delete(key)
      for (const [key, value] of put) reference.set(key, value)
      if (step % 50 === 0) expectSame(map, reference)
      if (step % 150 === 0) kept.push({ map, reference: new Map(reference) })
    }
    expectSame(map, reference)
    for (const version of kept) expectSame(version.map, version.reference)
  })

  it('sets a key both put and deleted in one change', () => {
    const map = LayeredMap.of(new Map([[1, 'a']])).withChanges([[1, 'b']], [1])
    expect(map.get(1)).toBe('b')
    expect(map.size).toBe(1)
  })

  it('does not walk its base for a few changes, however large the base', () => {
    const base = new CountedMap<number, string>()
    for (let key = 0; key < 40_000; key++) base.set(key, `v${key}`)
    const reference = new Map(base)
    base.walks = 0
    let map = LayeredMap.of(base)
    for (let step = 0; step < 90; step++) {
      map = map.withChanges([[40_000 + step, `s${step}`]], [step])
      reference.delete(step)
      reference.set(40_000 + step, `s${step}`)
    }
    expect(base.walks).toBe(0)
    expect(map.size).toBe(reference.size)
    expect(map.get(40_089)).toBe('s89')
    expect(map.has(89)).toBe(false)
    expect(map.get(90)).toBe('v90')
  })
})
