/**
 * Broken path: Add new client → 'Add client successfully' → See detail client showed 'This client
 * is no longer on this device.' Online the create syncs while the success modal shows, so the form
 * opened on the temp id the save answered after the row had moved to the server's id. The form's
 * reads follow the remapping.
 */
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { readClient, readClientContacts } from '../../../src/entities/clients/clientFormReads.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { replaceTempId } from '../../../src/sync/replaceTempId.ts'
import { newDb, USER } from '../crmDbHarness.ts'
import { company, person } from './clientsSyncHarness.ts'

describe('a company opened on the temp id its save answered', () => {
  it('is found, with its contacts, before and after its create synced', async () => {
    const db = newDb()
    const created = await enqueue(db, 'client.create', company({ company: 'PT Baru' }), USER)
    const tempId = created.entity.id
    await enqueue(db, 'contact.create', { ...person('Budi'), clientId: tempId }, USER)
    expect((await readClient(db, tempId))?.company).toBe('PT Baru')
    expect((await readClientContacts(db, tempId)).map((contact) => contact.name)).toEqual(['Budi'])

    // What the sync does when the server answers the create.
    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'clients', tempId, 501))
    expect(await db.clients.get(tempId)).toBeUndefined()
    expect(await readClient(db, tempId)).toMatchObject({ id: 501, company: 'PT Baru' })
    expect((await readClientContacts(db, tempId)).map((contact) => contact.name)).toEqual(['Budi'])
  })

  it('is null when the device does not hold it, and no company is read for no id', async () => {
    const db = newDb()
    expect(await readClient(db, 404)).toBeNull()
    expect(await readClient(db, null)).toBeNull()
    expect(await readClientContacts(db, null)).toEqual([])
  })
})
