/**
 * What a reader makes of each row, held between its asks (store/heldDerivations.ts): each row is
 * read once, then only when a commit changed it, in chunks; a commit during a read is not missed.
 */
import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  HELD_READ_CHUNK,
  heldDerivations,
  type HeldDerivations,
} from '../../../src/store/heldDerivations.ts'

interface Row {
  id: number
  name: string
}

let database: Dexie & { rows: Dexie.Table<Row, number> }
let held: HeldDerivations<string>

async function open(rows: Row[]) {
  database = new Dexie(`held-${crypto.randomUUID()}`) as typeof database
  database.version(1).stores({ rows: 'id' })
  await database.rows.bulkPut(rows)
  held = heldDerivations<Row, string>(database, 'rows', (row) => row.name.toUpperCase())
}

afterEach(async () => {
  held.close()
  database.close()
  await Dexie.delete(database.name)
})

/** Lets Dexie tell its listeners of the commits made so far. */
const notified = () => new Promise((resolve) => setTimeout(resolve, 20))

const row = (id: number, name = `row ${id}`): Row => ({ id, name })

describe('heldDerivations', () => {
  it('reads each row once, then only those a commit changed', async () => {
    await open([row(1), row(2)])
    expect(await held.of([1, 2])).toEqual(['ROW 1', 'ROW 2'])
    expect(held.lastRead).toBe(2)

    expect(await held.of([2, 1])).toEqual(['ROW 2', 'ROW 1'])
    expect(held.lastRead).toBe(0)

    await database.rows.put(row(2, 'changed'))
    await notified()
    expect(await held.of([1, 2])).toEqual(['ROW 1', 'CHANGED'])
    expect(held.lastRead).toBe(1)
  })

  it('answers null for a row not stored, and for one deleted', async () => {
    await open([row(1), row(2)])
    expect(await held.of([1, 3])).toEqual(['ROW 1', null])
    await database.rows.delete(1)
    await notified()
    expect(await held.of([1])).toEqual([null])
    expect(held.lastRead).toBe(1)
  })

  it('lets go of the rows no longer asked for', async () => {
    await open([row(1), row(2)])
    await held.of([1, 2])
    await held.of([1])
    expect(await held.of([1, 2])).toEqual(['ROW 1', 'ROW 2'])
    expect(held.lastRead).toBe(1)
  })

  it('reads again a row a commit changed while it was being read', async () => {
    await open([row(1)])
    const bulkGet = database.rows.bulkGet.bind(database.rows)
    let changeDuringRead = true
    vi.spyOn(database.table<Row, number>('rows'), 'bulkGet').mockImplementation((keys) =>
      bulkGet(keys).then(async (rows) => {
        if (changeDuringRead) {
          changeDuringRead = false
          await database.rows.put(row(1, 'changed'))
          await notified()
        }
        return rows
      }),
    )
    // The first ask answers what it read, and holds none of it.
    expect(await held.of([1])).toEqual(['ROW 1'])
    expect(await held.of([1])).toEqual(['CHANGED'])
    expect(held.lastRead).toBe(1)
  })

  it('reads many rows in chunks', async () => {
    const count = HELD_READ_CHUNK * 2 + 10
    await open(Array.from({ length: count }, (_, index) => row(index + 1)))
    const reads = vi.spyOn(database.table<Row, number>('rows'), 'bulkGet')
    const ids = Array.from({ length: count }, (_, index) => index + 1)
    expect(await held.of(ids)).toHaveLength(count)
    expect(reads.mock.calls.map(([keys]) => keys.length)).toEqual([
      HELD_READ_CHUNK,
      HELD_READ_CHUNK,
      10,
    ])
  })
})
