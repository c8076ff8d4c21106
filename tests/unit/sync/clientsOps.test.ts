import { describe, expect, it } from 'vitest'
import { clientServerState } from '../../../src/entities/clients/clientOps.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { takeTheirs } from '../../../src/sync/resolve.ts'
import { readyOps, waitKeys } from '../../../src/sync/outboxOrder.ts'
import { clientsHarness, company, person, USER } from '../clients/clientsSyncHarness.ts'

describe('a client and its contacts created offline', () => {
  it('contacts wait for the client create, then go with the server id', async () => {
    const { db, server, drain } = clientsHarness()
    const created = await enqueue(db, 'client.create', company(), USER)
    const clientId = created.entity.id
    expect(clientId).toBeLessThan(0)
    const first = await enqueue(db, 'contact.create', { clientId, ...person('Budi') }, USER)
    await enqueue(db, 'contact.create', { clientId, ...person('Sari') }, USER)

    // Shown at once, offline.
    expect(await db.clients.get(clientId)).toMatchObject({ company: 'PT Sinar Jaya', version: 0 })
    expect(await db.contacts.where('clientId').equals(clientId).count()).toBe(2)
    // The contact's op waits on the client's temp id: only the create is ready.
    expect(waitKeys(first)).toEqual([first.entityKey, `clients:${clientId}`])
    const ready = readyOps(await db.outbox.toArray(), Date.now())
    expect(ready.map((op) => op.type)).toEqual(['client.create'])

    await drain()

    expect(server.sentPaths()).toEqual([
      'POST /clients',
      `PUT /clients/contact/0/100/${USER}`,
      `PUT /clients/contact/0/100/${USER}`,
    ])
    expect(server.received[0]!.body).toMatchObject({
      id: 0,
      userId: USER,
      company: 'PT Sinar Jaya',
      industryId: 2,
      relManagerIds: [7],
      contacts: [],
    })
    expect(await db.clients.get(clientId)).toBeUndefined()
    expect(await db.clients.get(100)).toMatchObject({
      id: 100,
      company: 'PT Sinar Jaya',
      version: 1,
    })
    const contacts = await db.contacts.where('clientId').equals(100).sortBy('name')
    expect(contacts.map((contact) => [contact.id, contact.name])).toEqual([
      [500, 'Budi'],
      [501, 'Sari'],
    ])
    expect([...server.contacts.values()].map((contact) => contact.clientId)).toEqual([100, 100])
    expect(await db.outbox.count()).toBe(0)
  })

  it('an edit made offline after the create is sent to the server id, on its version', async () => {
    const { db, server, drain } = clientsHarness()
    const created = await enqueue(db, 'client.create', company(), USER)
    const clientId = created.entity.id
    await enqueue(
      db,
      'client.update',
      { clientId, ...company({ company: 'PT Sinar Jaya Tbk' }) },
      USER,
    )
    await drain()
    expect(server.sentPaths()).toEqual(['POST /clients', 'PUT /clients/100'])
    expect(server.received[1]!.headers?.['If-Match']).toBe('"1"')
    expect(server.clients.get(100)).toMatchObject({ company: 'PT Sinar Jaya Tbk', version: 2 })
    expect(await db.clients.get(100)).toMatchObject({ company: 'PT Sinar Jaya Tbk', version: 2 })
  })

  it('nothing is sent while offline, and everything is kept', async () => {
    const { db, server, drain } = clientsHarness()
    server.online = false
    const created = await enqueue(db, 'client.create', company(), USER)
    await enqueue(db, 'contact.create', { clientId: created.entity.id, ...person('Budi') }, USER)
    await drain()
    expect(server.clients.size).toBe(0)
    expect((await db.outbox.toArray()).map((op) => op.status)).toEqual(['pending', 'pending'])
  })
})

describe('client edits against the server', () => {
  it('the server changed the same client: a conflict with the server state beside', async () => {
    const { db, server, drain } = clientsHarness()
    server.addClient({ id: 9, company: 'PT Lama', version: 3 })
    await db.clients.put({
      ...company({ company: 'PT Lama' }),
      id: 9,
      crmIndustryId: 2,
      version: 3,
    })
    await enqueue(db, 'client.update', { clientId: 9, ...company({ company: 'PT Mine' }) }, USER)
    server.changeClient(9, { company: 'PT Theirs' })

    const result = await drain()

    expect(result.conflicts).toBe(1)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'conflict', lastStatus: 412 })
    expect(op!.serverState).toMatchObject({ id: 9, company: 'PT Theirs', version: 4 })
    // The local change stays on top until a person decides.
    expect(await db.clients.get(9)).toMatchObject({ company: 'PT Mine' })

    await takeTheirs(db, op!.opId)
    expect(await db.clients.get(9)).toMatchObject({ company: 'PT Theirs', version: 4 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('a refusal is failed with the server reason', async () => {
    const { db, drain } = clientsHarness()
    await enqueue(db, 'client.create', company({ company: '' }), USER)
    await drain()
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'failed', lastStatus: 400 })
    expect(op!.lastError).toContain('company is required')
  })

  it('deleting a client someone else deleted already settles the op', async () => {
    const { db, server, drain } = clientsHarness()
    await db.clients.put({ ...company(), id: 12, crmIndustryId: 2, version: 1 })
    await enqueue(db, 'client.delete', { clientId: 12, company: 'PT Sinar Jaya' }, USER)
    expect(await db.clients.get(12)).toBeUndefined()
    await drain()
    expect(server.sentPaths()).toEqual([`DELETE /clients/12/${USER}`])
    expect(await db.outbox.count()).toBe(0)
  })

  it('a contact edit and delete go to the contact paths with If-Match', async () => {
    const { db, server, drain } = clientsHarness()
    server.addClient({ id: 9 })
    server.contacts.set(40, { id: 40, clientId: 9, name: 'Budi', version: 2 })
    await db.contacts.put({ ...person('Budi'), id: 40, clientId: 9, version: 2 })
    await enqueue(db, 'contact.update', { contactId: 40, clientId: 9, ...person('Budi S') }, USER)
    await enqueue(db, 'contact.delete', { contactId: 40, clientId: 9 }, USER)
    await drain()
    expect(server.sentPaths()).toEqual([
      `PUT /clients/contact/40/9/${USER}`,
      `DELETE /clients/contact/9/40/${USER}`,
    ])
    expect(server.received[0]!.headers?.['If-Match']).toBe('"2"')
    expect(server.received[1]!.headers?.['If-Match']).toBe('"3"')
    expect(server.contacts.has(40)).toBe(false)
  })
})

describe('clientServerState', () => {
  it('reads the client of a detail body, with its managers and version', () => {
    expect(
      clientServerState({
        client: { id: 4, company: 'X' },
        contacts: [],
        relManagers: [{ relManagerId: 2 }],
        version: 5,
      }),
    ).toEqual({ id: 4, company: 'X', relManagers: [{ relManagerId: 2 }], version: 5 })
  })

  it('reads a state it gave before as itself (taking theirs reads the kept state again)', () => {
    const state = clientServerState({
      client: { id: 4, company: 'X' },
      relManagers: [],
      version: 5,
    })
    expect(clientServerState(state)).toEqual(state)
  })

  it('is null for an error list or a body without a version', () => {
    expect(clientServerState([{ description: 'x' }])).toBeNull()
    expect(clientServerState({ client: { id: 4 } })).toBeNull()
  })
})
