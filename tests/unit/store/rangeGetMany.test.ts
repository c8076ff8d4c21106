import { afterEach, describe, expect, it, vi } from 'vitest'
import { newDb } from '../crmDbHarness.ts'
import { dealRow } from '../pipeline/dealRow.ts'
import { indexWords } from '../search/searchFixtures.ts'

/** IndexedDB's one-key reads (IDBObjectStore.get), counted while `run` runs. */
async function keyReads<T>(run: () => Promise<T>): Promise<{ value: T; reads: number }> {
  const get = vi.spyOn(IDBObjectStore.prototype, 'get')
  try {
    const value = await run()
    return { value, reads: get.mock.calls.length }
  } finally {
    get.mockRestore()
  }
}

afterEach(() => vi.restoreAllMocks())

const ids = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

describe('bulkGet of many numeric keys reads through the range they span', () => {
  it('answers none stored with no row read: a first fill', async () => {
    const db = newDb()
    await db.deals.bulkPut([dealRow(1, 1), dealRow(900, 1)])
    const { value, reads } = await keyReads(() => db.deals.bulkGet(ids(100, 400)))
    expect(value).toEqual(ids(100, 400).map(() => undefined))
    expect(reads).toBe(0)
  })

  it('answers most keys stored from one read of the range, in the order asked', async () => {
    const db = newDb()
    await db.deals.bulkPut(ids(1, 300).map((id) => dealRow(id, 1 + (id % 5))))
    const asked = [250, 7, 999, 7, 120, ...ids(20, 200)]
    const { value, reads } = await keyReads(() => db.deals.bulkGet(asked))
    expect(value.map((row) => row?.dealId)).toEqual(asked.map((id) => (id <= 300 ? id : undefined)))
    expect(reads).toBe(0)
  })

  it('reads only the stored keys, one by one, when they are few among many', async () => {
    const db = newDb()
    await db.deals.bulkPut(ids(1, 1000).map((id) => dealRow(id, 1)))
    const asked = [5, 500, 995, ...ids(2000, 2100)]
    const { value, reads } = await keyReads(() => db.deals.bulkGet(asked))
    expect(value.map((row) => row?.dealName)).toEqual([
      'Deal 5',
      'Deal 500',
      'Deal 995',
      ...ids(2000, 2100).map(() => undefined),
    ])
    expect(reads).toBe(3)
  })

  it('asks a few keys one by one', async () => {
    const db = newDb()
    await db.deals.bulkPut(ids(1, 1000).map((id) => dealRow(id, 1)))
    const { value, reads } = await keyReads(() => db.deals.bulkGet([3, 999, 5000]))
    expect(value.map((row) => row?.dealId)).toEqual([3, 999, undefined])
    expect(reads).toBe(3)
  })

  it('reads many words of the search index through their range', async () => {
    const db = newDb()
    const words = ids(1000, 1200).map((n) => `w${n}`)
    await db.searchIndex.bulkPut(words.slice(0, 150).map((w) => ({ w, t: [1] })))
    const { value, reads } = await keyReads(() => db.searchIndex.bulkGet(words))
    expect(value.map((row) => row?.w)).toEqual(words.map((w, i) => (i < 150 ? w : undefined)))
    expect(reads).toBe(0)
  })

  it('answers keys of every kind as bulkGet does: numbers, strings, a single key, none', async () => {
    const db = newDb()
    await db.deals.bulkPut(ids(1, 60).map((id) => dealRow(id * 3, 1)))
    await db.meta.bulkPut([
      { key: 'a', value: 1 },
      { key: 'b', value: 2 },
    ])
    const stored = (id: number) => (id % 3 === 0 && id <= 180 ? id : undefined)
    for (const asked of [[3, 4, 6, 180, 181], [9], ids(1, 200), []]) {
      const rows = await db.deals.bulkGet(asked)
      expect(rows.map((row) => row?.dealId)).toEqual(asked.map(stored))
    }
    expect((await db.meta.bulkGet(['b', 'x', 'a'])).map((row) => row?.value)).toEqual([
      2,
      undefined,
      1,
    ])
  })

  it('serves the search index the rows a put replaces: their old words give up their keys', async () => {
    const db = newDb()
    await db.deals.bulkPut(ids(1, 50).map((id) => dealRow(id, 1, { dealName: `Alpha ${id}` })))
    await db.deals.bulkPut(ids(1, 50).map((id) => dealRow(id, 1, { dealName: `Beta ${id}` })))
    const words = await indexWords(db, 'deals', 7)
    expect(words.t).toContain('dbeta')
    expect(words.t).not.toContain('dalpha')
  })
})
