import { newDb } from '../crmDbHarness.ts'
import { describe, expect, it } from 'vitest'
import {
  contactPeriodPrefix,
  readContactPeriodIds,
} from '../../../src/entities/contacts/contactPeriodReads.ts'

describe('readContactPeriodIds', () => {
  it('is null while the period was never pulled', async () => {
    const db = newDb()
    await db.syncLists.put({
      key: `${contactPeriodPrefix(202604)}:all`,
      table: 'contacts',
      ids: [1],
    })
    expect(await readContactPeriodIds(db, 202603)).toBeNull()
  })

  it("joins the ids of every list of the period's pulls, and no other period's", async () => {
    const db = newDb()
    const prefix = contactPeriodPrefix(202603)
    await db.syncLists.bulkPut([
      { key: `${prefix}:all`, table: 'contacts', ids: [4, 2] },
      { key: `${prefix}:industry:7`, table: 'contacts', ids: [2, 9] },
      { key: `${contactPeriodPrefix(2026031)}:all`, table: 'contacts', ids: [50] },
    ])
    expect(await readContactPeriodIds(db, 202603)).toEqual(new Set([4, 2, 9]))
  })

  it('answers an empty set for a period pulled with no contacts', async () => {
    const db = newDb()
    await db.syncLists.put({
      key: `${contactPeriodPrefix(202603)}:all`,
      table: 'contacts',
      ids: [],
    })
    expect(await readContactPeriodIds(db, 202603)).toEqual(new Set())
  })
})
