import { newDb } from '../crmDbHarness.ts'
import { describe, expect, it } from 'vitest'
import { TARGETS_LIST } from '../../../src/entities/briefcaseLists.ts'
import { readPersonalTarget } from '../../../src/entities/targets/personalTargetReads.ts'
import { targetListKey } from '../../../src/entities/targets/targetRows.ts'
import { fetchedAtKey } from '../../../src/store/meta.ts'
import { targetRow } from './fixtures.ts'

const row = targetRow({ unitId: 8, year: 2026 })
const ownKey = fetchedAtKey(targetListKey('rm', 8, 2026))

describe('readPersonalTarget', () => {
  it('answers neither row nor time when it was never pulled here', async () => {
    expect(await readPersonalTarget(newDb(), 8, 2026)).toEqual({
      row: undefined,
      fetchedAt: undefined,
    })
  })

  it("answers the row with its own pull's time", async () => {
    const db = newDb()
    await db.targets.put(row)
    await db.meta.put({ key: ownKey, value: 1_000 })
    expect(await readPersonalTarget(db, 8, 2026)).toEqual({ row, fetchedAt: 1_000 })
  })

  it("counts the briefcase's time only while the briefcase's list holds the target", async () => {
    const db = newDb()
    await db.targets.put(row)
    await db.meta.bulkPut([
      { key: ownKey, value: 1_000 },
      { key: fetchedAtKey(TARGETS_LIST), value: 5_000 },
    ])
    await db.syncLists.put({ key: TARGETS_LIST, table: 'targets', ids: [] })
    expect((await readPersonalTarget(db, 8, 2026)).fetchedAt).toBe(1_000)
    await db.syncLists.put({ key: TARGETS_LIST, table: 'targets', ids: [row.key] })
    expect((await readPersonalTarget(db, 8, 2026)).fetchedAt).toBe(5_000)
  })
})
