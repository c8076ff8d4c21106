/**
 * The app's live queries (store/liveQuery.ts), on the Dexie that `npm install` patches
 * (scripts/patches): a live query keeps the changes it is told of only while its query runs (a
 * change then may touch what the query is about to read). Idle, it drops a change to nothing it
 * read at once, where Dexie kept every such change until its next run.
 */
import 'fake-indexeddb/auto'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { Dexie, RangeSet, type ObservabilitySet } from 'dexie'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { boundedLiveQuery } from '../../../src/store/liveQuery.ts'

interface Row {
  id: number
  name: string
}

class TestDb extends Dexie {
  read!: Dexie.Table<Row, number>
  other!: Dexie.Table<Row, number>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ read: '&id', other: '&id' })
  }
}

let database: TestDb
let stops: (() => void)[]

beforeEach(async () => {
  database = new TestDb(`live-${Math.random().toString(36).slice(2)}`)
  await database.read.bulkPut([
    { id: 1, name: 'one' },
    { id: 2, name: 'two' },
  ])
  stops = []
})
afterEach(async () => {
  for (const stop of stops) stop()
  database.close()
  await Dexie.delete(database.name)
})

/** Follows `query`, answering each value it gives (in order) and how many times it ran. */
function follow<T>(query: () => Promise<T>) {
  const values: T[] = []
  let runs = 0
  const subscription = boundedLiveQuery(() => {
    runs++
    return query()
  }).subscribe((value) => values.push(value))
  stops.push(() => subscription.unsubscribe())
  return { values, runs: () => runs }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !check(); tries++) await settled()
  expect(check()).toBe(true)
}

it('runs a live query again when a row it read changes, and not for other rows', async () => {
  const followed = follow(() => database.read.get(1))
  await until(() => followed.values.length === 1)
  await database.read.put({ id: 2, name: 'two again' })
  await database.other.put({ id: 1, name: 'elsewhere' })
  await settled()
  expect(followed.runs()).toBe(1)
  await database.read.put({ id: 1, name: 'one again' })
  await until(() => followed.values.length === 2)
  expect(followed.values[1]).toEqual({ id: 1, name: 'one again' })
})

it('keeps a change made while its query runs, and runs it again for it', async () => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let first = true
  const followed = follow(async () => {
    const row = await database.read.get(1)
    if (first) {
      first = false
      // The row changes between the query's read and its end.
      await Dexie.waitFor(held)
    }
    return row
  })
  await settled()
  await database.read.put({ id: 1, name: 'changed while read' })
  release()
  await until(() => followed.values.at(-1)?.name === 'changed while read')
})

/** The heap in use after a full collection. */
function heapAfterCollection(): number {
  setFlagsFromString('--expose-gc')
  const collect = runInNewContext('gc') as () => void
  collect()
  collect()
  return process.memoryUsage().heapUsed
}

it('keeps nothing of the changes an idle live query is told of elsewhere', async () => {
  const followers = Array.from({ length: 5 }, () => follow(() => database.read.get(1)))
  await until(() => followers.every((followed) => followed.values.length === 1))
  const before = heapAfterCollection()
  // 50,000 keys of another table told, 500 at a time: what a first fill's pages tell.
  for (let batch = 0; batch < 100; batch++) {
    const keys = new RangeSet()
    for (let key = 0; key < 500; key++) keys.addKey(batch * 500 + key)
    const parts: ObservabilitySet = { [`idb://${database.name}/other/`]: keys }
    Dexie.on.storagemutated.fire(parts)
  }
  const grown = heapAfterCollection() - before
  // Held, the 250,000 keys (five queries) would take tens of megabytes.
  expect(grown).toBeLessThan(4 * 2 ** 20)
  expect(followers.every((followed) => followed.runs() === 1)).toBe(true)
})
