import 'fake-indexeddb/auto'
import { Dexie, type Table } from 'dexie'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { boundedLiveQuery, type RenewBounds } from '../../../src/store/liveQuery.ts'

interface Row {
  id: number
  value: string
}

class TwoTables extends Dexie {
  watched!: Table<Row, number>
  other!: Table<Row, number>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ watched: 'id', other: 'id' })
  }
}

let db: TwoTables
beforeEach(() => {
  db = new TwoTables(`live-${Math.random().toString(36).slice(2)}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(db.name)
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** `count` commits to `other`, each of `rowsEach` rows. */
async function writeOther(count: number, rowsEach = 1): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const rows = Array.from({ length: rowsEach }, (_, row) => ({
      id: index * rowsEach + row,
      value: `row ${index}.${row}`,
    }))
    await db.other.bulkPut(rows)
    await settle()
  }
}

/** Follows `watched` while `other` takes `commits` writes: how often the query ran again meanwhile, what it saw. */
async function followDuring(commits: number, bounds: RenewBounds, rowsEach = 1) {
  let runs = 0
  const seen: number[] = []
  const query = boundedLiveQuery(() => {
    runs += 1
    return db.watched.count()
  }, bounds)
  const subscription = query.subscribe((count) => seen.push(count))
  // Its first answer, however long a loaded machine takes to give it.
  while (seen.length === 0) await settle()
  const runsBefore = runs
  await writeOther(commits, rowsEach)
  const runsAfterOther = runs - runsBefore
  await db.watched.put({ id: 1, value: 'shown' })
  await settle()
  subscription.unsubscribe()
  await db.watched.put({ id: 2, value: 'not followed' })
  await settle()
  return { runsAfterOther, seen, closed: subscription.closed }
}

it('runs afresh after so many commits that did not concern it, and still follows its rows', async () => {
  const { runsAfterOther, seen, closed } = await followDuring(12, { commits: 5 })
  expect(runsAfterOther).toBe(Math.floor(12 / 5))
  expect(seen.at(-1)).toBe(1)
  expect(closed).toBe(true)
})

it('is a plain live query below the bound: no run for commits that did not concern it', async () => {
  const { runsAfterOther, seen } = await followDuring(12, { commits: 50 })
  expect(runsAfterOther).toBe(0)
  expect(seen).toEqual([0, 1])
})

it('runs afresh after so many changed keys that did not concern it, however few the commits', async () => {
  // Each commit of 25 rows names 50 keys (a put names its key as a change and as a possible
  // delete): the bound of 100 is reached at every second commit.
  const { runsAfterOther, seen } = await followDuring(8, { commits: 50, keys: 100 }, 25)
  expect(runsAfterOther).toBe(4)
  expect(seen.at(-1)).toBe(1)
})

it('counts keys, not commits, against the key bound: small commits stay below it', async () => {
  const { runsAfterOther } = await followDuring(8, { commits: 50, keys: 100 }, 1)
  expect(runsAfterOther).toBe(0)
})
