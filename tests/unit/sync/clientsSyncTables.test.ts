import { describe, expect, it } from 'vitest'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { clientsHarness } from '../clients/clientsSyncHarness.ts'
import { newTestDb } from './testDb.ts'

describe('the tables a settling transaction takes', () => {
  it('are the synced tables the database has, beside the outbox tables', () => {
    const names = (db: Parameters<typeof syncTables>[0]) =>
      syncTables(db).map((table) => table.name)
    expect(names(clientsHarness().db)).toEqual([
      'outbox',
      'syncSettled',
      'syncLists',
      'meta',
      'clients',
      'contacts',
    ])
    const deals = newTestDb()
    expect(names(deals)).toEqual([
      'outbox',
      'syncSettled',
      'syncLists',
      'meta',
      'deals',
      'statusUpdates',
    ])
    void deals.delete()
  })
})
