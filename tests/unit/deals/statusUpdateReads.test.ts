import { describe, expect, it } from 'vitest'
import type { StatusUpdateRow } from '../../../src/entities/deals/dealRows.ts'
import { readStatusUpdates } from '../../../src/entities/deals/statusUpdateReads.ts'
import { newDb } from '../crmDbHarness.ts'

const entry = (id: number, dealId: number, lastUpdated: string): StatusUpdateRow => ({
  id,
  status: `Status ${id}`,
  lastUpdated,
  firstname: 'Ana',
  dealId,
  version: 1,
})

describe("a deal's status updates", () => {
  it("reads only that deal's entries, the last edited first", async () => {
    const db = newDb()
    await db.statusUpdates.bulkPut([
      entry(1, 42, '2026-01-02T08:00:00Z'),
      entry(2, 42, '2026-03-01T08:00:00Z'),
      entry(3, 7, '2026-04-01T08:00:00Z'),
      entry(4, 42, '2026-02-01T08:00:00Z'),
    ])
    expect((await readStatusUpdates(db, 42)).map((row) => row.id)).toEqual([2, 4, 1])
    expect(await readStatusUpdates(db, 99)).toEqual([])
  })
})
