import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { currentIdsOf, isOnServer, readReplacedIds } from '../../../src/entities/rowIds.ts'
import { replaceTempId } from '../../../src/sync/replaceTempId.ts'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { newDb } from '../crmDbHarness.ts'
import { dealRow } from '../pipeline/dealRow.ts'

describe('ids as the screens hold them', () => {
  it('answers the server ids that replaced the temp ids an address names', async () => {
    const db = newDb()
    await db.deals.put(dealRow(-4, 1))
    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'deals', -4, 904))
    expect(
      await readReplacedIds(db, {
        deal: { table: 'deals', id: -4 },
        waiting: { table: 'deals', id: -5 },
        server: { table: 'deals', id: 77 },
        otherTable: { table: 'invoices', id: -4 },
      }),
    ).toEqual({ deal: 904 })
  })

  it('follows each remapped id in order, leaving the others', async () => {
    const db = newDb()
    await db.contacts.put({ id: -2, clientId: 1, name: 'Budi' } as never)
    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'contacts', -2, 52))
    expect(await currentIdsOf(db, 'contacts', [-2, 7, -3])).toEqual([52, 7, -3])
  })

  it('tells a row the server does not know yet', () => {
    expect(isOnServer(904)).toBe(true)
    expect(isOnServer(-4)).toBe(false)
  })
})
