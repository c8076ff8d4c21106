import 'fake-indexeddb/auto'
import { Dexie, type ObservabilitySet } from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  onRowsWritten,
  tellWrittenRows,
  type CommitWrites,
} from '../../../src/store/writtenRows.ts'

interface Row {
  id: number
  name: string
}

class TestDb extends Dexie {
  told!: Dexie.Table<Row, number>
  other!: Dexie.Table<Row, number>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ told: '&id', other: '&id' })
    this.use(tellWrittenRows(['told']))
  }
}

let database: TestDb
let heard: { writes: CommitWrites; beforeNotification: boolean }[]
let stops: (() => void)[]

beforeEach(() => {
  database = new TestDb(`written-${Math.random().toString(36).slice(2)}`)
  heard = []
  let notified = 0
  const onMutated = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some((part) => part.startsWith(`idb://${database.name}/`))) notified++
  }
  Dexie.on('storagemutated', onMutated)
  let toldAt = -1
  const stopTold = onRowsWritten((dbName, writes) => {
    if (dbName !== database.name) return
    toldAt = notified
    heard.push({ writes, beforeNotification: true })
    // Checked once the commit's notification has been fired (the same task).
    setTimeout(() => {
      heard.at(-1)!.beforeNotification = notified === toldAt + 1
    })
  })
  stops = [stopTold, () => Dexie.on.storagemutated.unsubscribe(onMutated)]
})
afterEach(async () => {
  for (const stop of stops) stop()
  database.close()
  await Dexie.delete(database.name)
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))
const row = (id: number, name = `row ${id}`): Row => ({ id, name })

describe('the rows a commit wrote, told to the mirrors', () => {
  it("tells a commit's puts and deletes of a told table, just before Dexie's notification of it", async () => {
    await database.told.bulkPut([row(1), row(2), row(3)])
    await database.transaction('rw', database.told, database.other, async () => {
      await database.told.bulkPut([row(1, 'renamed'), row(4)])
      await database.told.delete(2)
      await database.other.put(row(9))
    })
    await settle()
    expect(heard).toHaveLength(2)
    const commit = heard[1]!.writes
    expect([...commit.keys()]).toEqual(['told'])
    expect(commit.get('told')).toEqual({ puts: [row(1, 'renamed'), row(4)], deletes: [2] })
    expect(heard.every((told) => told.beforeNotification)).toBe(true)
  })

  it('tells a table written by a range delete as unknown', async () => {
    await database.told.bulkPut([row(1), row(2)])
    await database.transaction('rw', database.told, async () => {
      await database.told.clear()
      await database.told.put(row(3))
    })
    await settle()
    expect(heard.at(-1)!.writes.get('told')).toBeNull()
  })

  it('tells nothing of an aborted transaction, nor of one writing no told table', async () => {
    await expect(
      database.transaction('rw', database.told, async () => {
        await database.told.put(row(1))
        throw new Error('cut short')
      }),
    ).rejects.toThrow('cut short')
    await database.other.put(row(2))
    await settle()
    expect(heard).toEqual([])
    expect(await database.told.count()).toBe(0)
  })
})
