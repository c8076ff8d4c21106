import 'fake-indexeddb/auto'
import type { EntityTable } from 'dexie'
import { describe, expect, it } from 'vitest'
import type { VisitPayload } from '../../../src/contract/visits.ts'
import { VISIT_CONTACT_STORES, type VisitRecord } from '../../../src/entities/visits/visitRows.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { readyOps } from '../../../src/sync/outboxOrder.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import type { VisitFields } from '../../../src/entities/visits/visitOps.ts'
import {
  ClientsTestDb,
  company,
  FakeClientServer,
  person,
  USER,
} from '../clients/clientsSyncHarness.ts'
import { outboxHarness } from '../sync/harness.ts'

class VisitsTestDb extends ClientsTestDb {
  declare visits: EntityTable<VisitRecord, 'id'>

  constructor(name: string) {
    super(name, { visits: VISIT_CONTACT_STORES.visits })
  }
}

/** The client and contact calls of FakeClientServer, plus the visit calls (ids from 900). */
class FakeVisitServer implements Transport {
  readonly clientsServer = new FakeClientServer()
  readonly visits = new Map<number, VisitPayload & { version: number }>()
  readonly received: SyncRequest[] = []
  private nextVisitId = 900

  async send(request: SyncRequest): Promise<SyncResponse> {
    this.received.push(request)
    if (!request.path.startsWith('/pipeline/visit')) return this.clientsServer.send(request)
    const body = request.body as VisitPayload
    if (request.method === 'POST') {
      const known = this.clientsServer.clients.has(body.clientId)
      const contactsKnown = body.contacts.every((id) => this.clientsServer.contacts.has(id))
      if (!known || !contactsKnown) return { status: 400, body: [{ description: 'unknown ids' }] }
      const id = this.nextVisitId++
      this.visits.set(id, { ...body, id, version: 1 })
      return { status: 200, body: { dealId: body.dealId, id, version: 1 } }
    }
    const id = Number(request.path.split('/').pop())
    const current = this.visits.get(id)!
    this.visits.set(id, { ...body, version: current.version + 1 })
    return { status: 200, body: { dealId: body.dealId, id, version: current.version + 1 } }
  }
}

let count = 0
const visitsHarness = () =>
  outboxHarness(new VisitsTestDb(`visits-test-${process.pid}-${++count}`), new FakeVisitServer())

const newCompany = company({ company: 'PT Kunjungan Baru', relManagers: [] })
const budi = person('Budi')

const visit = (fields: Partial<VisitFields>): VisitFields => ({
  dealId: 0,
  clientId: 0,
  clientName: 'PT Kunjungan Baru',
  visitDate: '2026-11-20',
  startTime: '09:00',
  endTime: '10:00',
  contacts: [],
  rms: [7],
  consultants: [],
  tribes: [1],
  location: 'Jakarta',
  objective: 'Introduce the workshop',
  nextStep: 'Send a proposal',
  remark: '',
  ...fields,
})

describe('a standalone visit at a client created offline', () => {
  it('waits for the client and contact creates and is sent with their server ids', async () => {
    const { db, server, drain } = visitsHarness()
    const client = await enqueue(db, 'client.create', newCompany, USER)
    const clientId = client.entity.id
    const contact = await enqueue(db, 'contact.create', { ...budi, clientId }, USER)
    const contactId = contact.entity.id
    const queued = await enqueue(
      db,
      'visit.create',
      visit({ clientId, contacts: [contactId] }),
      USER,
    )
    expect([clientId, contactId, queued.entity.id].every((id) => id < 0)).toBe(true)

    // Shown at once, offline; only the client's create may go first.
    expect(await db.visits.get(queued.entity.id)).toMatchObject({
      clientId,
      contacts: [contactId],
      objective: 'Introduce the workshop',
      userId: USER,
      version: 0,
    })
    const ready = readyOps(await db.outbox.toArray(), Date.now())
    expect(ready.map((op) => op.type)).toEqual(['client.create'])

    await drain()

    const post = server.received.find((request) => request.path === '/pipeline/visit')
    expect(post?.method).toBe('POST')
    expect(post?.body).toMatchObject({
      id: 0,
      dealId: 0,
      userId: USER,
      clientId: 100,
      contacts: [500],
      rms: [7],
      tribes: [1],
      objective: 'Introduce the workshop',
    })
    expect(server.visits.size).toBe(1)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.visits.get(queued.entity.id)).toBeUndefined()
    // The row's client and contacts (a multi-entry index) carry the server ids too.
    expect(await db.visits.get(900)).toMatchObject({ clientId: 100, contacts: [500], version: 1 })
  })

  it('an edit made offline before the create synced goes to the server id with If-Match', async () => {
    const { db, server, drain } = visitsHarness()
    server.clientsServer.addClient({ id: 12, company: 'PT Lama' })
    const queued = await enqueue(db, 'visit.create', visit({ clientId: 12 }), USER)
    const visitId = queued.entity.id
    await enqueue(
      db,
      'visit.update',
      { ...visit({ clientId: 12, objective: 'Changed my mind' }), visitId },
      USER,
    )
    await drain()
    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /pipeline/visit',
      'PUT /pipeline/visit/900',
    ])
    expect(server.received[1]!.headers?.['If-Match']).toBe('"1"')
    expect(server.received[1]!.body).toMatchObject({ id: 900, objective: 'Changed my mind' })
    expect(await db.visits.get(900)).toMatchObject({ objective: 'Changed my mind', version: 2 })
  })

  it('a deal-bound visit sends clientId 0: the server takes the deal client', async () => {
    const { db, server, drain } = visitsHarness()
    server.clientsServer.addClient({ id: 12, company: 'PT Lama' })
    await enqueue(db, 'visit.create', visit({ dealId: 44, clientId: 12 }), USER)
    await drain().catch(() => undefined)
    expect(server.received[0]!.body).toMatchObject({ dealId: 44, clientId: 0 })
  })
})
