import 'fake-indexeddb/auto'
import { liveQuery } from 'dexie'
import { describe, expect, it } from 'vitest'
import type { CrmDb } from '../../../src/entities/db.ts'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { replaceTempId } from '../../../src/sync/replaceTempId.ts'
import { resolveTempId } from '../../../src/sync/tempIds.ts'
import { newDb } from '../crmDbHarness.ts'
import { dealRow } from '../pipeline/dealRow.ts'

describe('a live query that resolves an id first', () => {
  /** The stages a live query of the deal saw: its first read, then after `change`. */
  async function stagesSeen(id: number, change: (db: CrmDb) => Promise<unknown>) {
    const db = newDb()
    await db.deals.put(dealRow(901, 1))
    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'deals', -9, 901))
    const seen: unknown[] = []
    const subscription = liveQuery(
      async () => (await db.deals.get(await resolveTempId(db, 'deals', id)))?.stage,
    ).subscribe((stage) => seen.push(stage))
    await expect.poll(() => seen.length).toBe(1)
    await change(db)
    await expect.poll(() => seen.length).toBe(2)
    subscription.unsubscribe()
    return seen
  }

  it('still sees its row change under a server id', async () => {
    expect(
      await stagesSeen(901, (db) =>
        db.transaction('rw', syncTables(db), () => db.deals.bulkPut([dealRow(901, 4)])),
      ),
    ).toEqual([1, 4])
  })

  it('still sees its row change under a temp id its create replaced', async () => {
    expect(
      await stagesSeen(-9, (db) =>
        db.transaction('rw', syncTables(db), () => db.deals.bulkPut([dealRow(901, 5)])),
      ),
    ).toEqual([1, 5])
  })
})
