import 'fake-indexeddb/auto'
import { Dexie, liveQuery, type ObservabilitySet } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { PRECISE_CHUNK, preciseMutationsMiddleware } from '../../../src/store/preciseMutations.ts'
import { changedRows, FULL_READ_ABOVE } from '../../../src/store/tableMirror.ts'

interface Row {
  id: number
  name: string
}

let database: Dexie & { rows: Dexie.Table<Row, number> }
const seen: ObservabilitySet[] = []
const record = (parts: ObservabilitySet) => seen.push(parts)

/** A new database, opened (its creation tells every table changed) before anything is recorded. */
async function open(withMiddleware: boolean) {
  database = new Dexie(`precise-${Math.random().toString(36).slice(2)}`) as typeof database
  database.version(1).stores({ rows: 'id, name' })
  if (withMiddleware) database.use(preciseMutationsMiddleware)
  await database.open()
  await new Promise((resolve) => setTimeout(resolve, 10))
  seen.length = 0
  Dexie.on('storagemutated', record)
}

afterEach(async () => {
  Dexie.on.storagemutated.unsubscribe(record)
  seen.length = 0
  database.close()
  await Dexie.delete(database.name)
})

const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `row ${from + i}` }))

/** The keys the commits told of the table, or 'all'. */
const told = () =>
  seen.map((parts) => {
    const changed = changedRows(parts, database.name, 'rows', 10_000)
    return changed === null ? null : changed.all ? 'all' : [...changed.keys].sort((a, b) => a - b)
  })

describe('precise mutations', () => {
  it('tells the keys of a put of many rows, where Dexie alone tells the whole table', async () => {
    await open(false)
    await database.rows.bulkPut(rows(120))
    expect(told()).toContain('all')

    Dexie.on.storagemutated.unsubscribe(record)
    database.close()
    await open(true)
    const keys = await database.rows.bulkPut(rows(120), { allKeys: true })
    expect(keys).toEqual(rows(120).map((row) => row.id))
    expect(told()).not.toContain('all')
    expect(new Set(told().flatMap((keys) => (Array.isArray(keys) ? keys : [])))).toEqual(
      new Set(rows(120).map((row) => row.id)),
    )
    expect(await database.rows.count()).toBe(120)
  })

  it('reports a failed add at its place in the whole request, and writes the others', async () => {
    await open(true)
    const at = PRECISE_CHUNK + 3
    await database.rows.add({ id: at + 1, name: 'already there' })
    const error = await database.rows.bulkAdd(rows(120)).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(Dexie.BulkError)
    expect(Object.keys((error as InstanceType<typeof Dexie.BulkError>).failuresByPos)).toEqual([
      String(at),
    ])
    expect(await database.rows.count()).toBe(120)
    expect((await database.rows.get(at + 1))?.name).toBe('already there')
  })

  it('tells a put the mirror would read whole as the whole table, without telling each key', async () => {
    await open(true)
    await database.rows.bulkPut(rows(FULL_READ_ABOVE + 1))
    expect(told()).toEqual(['all'])
  })

  it('tells each key of a large put into a table it changes little of', async () => {
    await open(true)
    await database.rows.bulkPut(rows(2000))
    seen.length = 0
    const written = rows(FULL_READ_ABOVE + 50, 5000)
    await database.rows.bulkPut(written)
    expect(told()).not.toContain('all')
    expect(new Set(told().flatMap((keys) => (Array.isArray(keys) ? keys : [])))).toEqual(
      new Set(written.map((row) => row.id)),
    )
  })

  it('issues the writes of a transaction in the order they were asked', async () => {
    await open(true)
    const written = rows(FULL_READ_ABOVE + 1)
    await database.transaction('rw', database.rows, () => {
      void database.rows.bulkPut(written)
      void database.rows.delete(1)
      void database.rows.put({ id: 2, name: 'written last' })
    })
    expect(await database.rows.get(1)).toBeUndefined()
    expect((await database.rows.get(2))?.name).toBe('written last')
    expect(await database.rows.count()).toBe(written.length - 1)
  })

  it('writes a large put beside a live query, whose cache reads the transaction from its zone', async () => {
    await open(true)
    await database.rows.bulkPut(rows(10))
    const counts: number[] = []
    const subscription = liveQuery(() => database.rows.toArray()).subscribe((found) =>
      counts.push(found.length),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    await database.rows.bulkPut(rows(FULL_READ_ABOVE + 1, 100))
    await new Promise((resolve) => setTimeout(resolve, 20))
    subscription.unsubscribe()
    expect(await database.rows.count()).toBe(FULL_READ_ABOVE + 11)
    expect(counts.at(-1)).toBe(FULL_READ_ABOVE + 11)
  })
})
