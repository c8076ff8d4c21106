/**
 * A database with the client and contact tables, and an in-memory stand-in for the provider's
 * client and contact calls with the reference server's rules: POST /clients answers
 * { client: { id }, version }, a contact is added with PUT /clients/contact/0/{clientId}/{userId},
 * If-Match with an old version answers 412 with the current entity (a client's detail).
 */
import type { EntityTable } from 'dexie'
import { parseETag } from '../../../src/contract/common.ts'
import type { ClientFields } from '../../../src/entities/clients/clientOps.ts'
import type { ContactFields } from '../../../src/entities/contacts/contactOps.ts'
import {
  CLIENTS_STORES,
  type ClientRow,
  type ContactRow,
} from '../../../src/entities/clients/clientRows.ts'
import {
  NetworkError,
  type SyncRequest,
  type SyncResponse,
  type Transport,
} from '../../../src/sync/transport.ts'
import { OutboxTestDb } from '../../outboxTestDb.ts'
import { outboxHarness } from '../sync/harness.ts'

export { USER } from '../crmDbHarness.ts'

export class ClientsTestDb extends OutboxTestDb {
  declare clients: EntityTable<ClientRow, 'id'>
  declare contacts: EntityTable<ContactRow, 'id'>

  constructor(name: string, stores: Record<string, string> = {}) {
    super(name, { ...CLIENTS_STORES, ...stores })
  }
}

export const company = (fields: Partial<ClientFields> = {}): ClientFields => ({
  company: 'PT Sinar Jaya',
  industryId: 2,
  industry: 'Banking',
  segmentId: 0,
  phone: '(+62)812-3456-7890',
  fax: '(+62)',
  address1: 'Jl. Sudirman 1',
  address2: '',
  address3: '',
  website: '',
  remarks: '',
  relManagers: [{ relManagerId: 7, name: 'Rina', branch: 'Jakarta', segment: 'Corporate' }],
  ...fields,
})

export const person = (name: string): ContactFields => ({
  valid: true,
  salutation: 'Mr.',
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '(+62)811-1111-1111',
  department: 'Finance',
  position: '',
})

interface ServerClient {
  id: number
  company: string
  industryId: number
  version: number
  relManagerIds: number[]
}

interface ServerContact {
  id: number
  clientId: number
  name: string
  version: number
  [field: string]: unknown
}

const refuse = (status: number, description: string): SyncResponse => ({
  status,
  body: [{ description }],
})

export class FakeClientServer implements Transport {
  readonly clients = new Map<number, ServerClient>()
  readonly contacts = new Map<number, ServerContact>()
  readonly received: SyncRequest[] = []
  online = true
  private nextClientId = 100
  private nextContactId = 500

  addClient(fields: Partial<ServerClient> & { id: number }): ServerClient {
    const client = {
      company: `Client ${fields.id}`,
      industryId: 1,
      version: 1,
      relManagerIds: [],
      ...fields,
    }
    this.clients.set(client.id, client)
    return client
  }

  /** Another user edits the client meanwhile. */
  changeClient(id: number, fields: Partial<ServerClient>): void {
    const current = this.clients.get(id)!
    this.clients.set(id, { ...current, ...fields, version: current.version + 1 })
  }

  sentPaths(): string[] {
    return this.received.map((request) => `${request.method} ${request.path}`)
  }

  async send(request: SyncRequest): Promise<SyncResponse> {
    if (!this.online) throw new NetworkError()
    this.received.push(request)
    return this.route(request)
  }

  private detail(client: ServerClient) {
    return {
      client: { id: client.id, company: client.company, industryId: client.industryId },
      contacts: [...this.contacts.values()].filter((contact) => contact.clientId === client.id),
      relManagers: client.relManagerIds.map((id) => ({
        relManagerId: id,
        name: `RM ${id}`,
        branch: '',
        segment: '',
      })),
      version: client.version,
    }
  }

  private stale(request: SyncRequest, version: number): boolean {
    const header = request.headers?.['If-Match']
    return header !== undefined && parseETag(header) !== version
  }

  private route(request: SyncRequest): SyncResponse {
    const body = request.body as Record<string, unknown>
    if (request.method === 'POST' && request.path === '/clients') {
      if (typeof body.company !== 'string' || body.company === '')
        return refuse(400, 'company is required')
      const id = this.nextClientId++
      this.addClient({
        id,
        company: body.company,
        industryId: body.industryId as number,
        relManagerIds: body.relManagerIds as number[],
      })
      return { status: 200, body: { client: { id }, version: 1 } }
    }
    let match = /^\/clients\/(-?\d+)(?:\/(\d+))?$/.exec(request.path)
    if (match) {
      const id = Number(match[1])
      if (id <= 0) return refuse(400, 'clientId must be a positive id')
      const current = this.clients.get(id)
      if (!current) return refuse(404, 'Client not found')
      if (this.stale(request, current.version)) return { status: 412, body: this.detail(current) }
      if (request.method === 'DELETE') {
        this.clients.delete(id)
        return { status: 200, body: { company: current.company } }
      }
      this.changeClient(id, { company: body.company as string })
      return { status: 200, body: { client: { id }, version: this.clients.get(id)!.version } }
    }
    match = /^\/clients\/contact\/(-?\d+)\/(-?\d+)\/(\d+)$/.exec(request.path)
    if (match && request.method === 'PUT') {
      const [contactId, clientId] = [Number(match[1]), Number(match[2])]
      if (clientId <= 0 || contactId < 0) return refuse(400, 'ids must be positive')
      if (!this.clients.has(clientId)) return refuse(404, 'Client not found')
      if (contactId === 0) {
        const created = { ...body, id: this.nextContactId++, clientId, version: 1 } as ServerContact
        this.contacts.set(created.id, created)
        return { status: 200, body: created }
      }
      const current = this.contacts.get(contactId)
      if (!current) return refuse(404, 'Contact not found')
      if (this.stale(request, current.version)) return { status: 412, body: current }
      const updated = { ...current, ...body, version: current.version + 1 } as ServerContact
      this.contacts.set(contactId, updated)
      return { status: 200, body: updated }
    }
    if (match && request.method === 'DELETE') {
      const contactId = Number(match[2])
      if (!this.contacts.delete(contactId)) return refuse(404, 'Contact not found')
      return { status: 200, body: { clientId: Number(match[1]), contactId } }
    }
    return refuse(404, 'No route')
  }
}

let count = 0
export const clientsHarness = () =>
  outboxHarness(new ClientsTestDb(`clients-test-${process.pid}-${++count}`), new FakeClientServer())
