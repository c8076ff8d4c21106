import { describe, expect, it } from 'vitest'
import { serverForFile } from '../harness.ts'
import { EXTRA, signedIn, type CompatClient } from './compatClient.ts'

const server = serverForFile()

/** The client form's save payload (no segmentId: the form has no such field). */
const clientBody = (userId: number, company: string) => ({
  userId,
  company,
  industryId: '1',
  phone: '+62(21)555-0101',
  fax: '',
  address1: 'Jl. Sudirman 1',
  address2: 'Floor 10',
  address3: 'Jakarta',
  website: 'https://compat.example',
  remarks: '',
  relManagerIds: [3],
  contacts: [
    {
      name: 'Budi Santoso',
      salutation: 'Mr.',
      valid: true,
      email: 'budi@compat.example',
      phone: '+62811111',
      department: 'HR',
      position: 'Director',
    },
  ],
  ...EXTRA,
})

async function addClient(admin: CompatClient, company: string): Promise<number> {
  const reply = await admin.post('/clients', clientBody(admin.userId, company))
  expect(reply.status, `setup: ${reply.text}`).toBe(200)
  return reply.body.client.id as number
}

describe('client companies as existing clients call them', () => {
  it('searches companies with GET /clients/search/{text} and reads [{ text, id }]', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/clients/search/PT')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body[0]).toMatchObject({ text: expect.any(String), id: expect.any(Number) })
  })

  it('loads the client list 0/0/0/1/10/* and reads the filter options and the rows address', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/clients/list/0/0/0/1/10/*')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.info).toEqual({ page: 1, perPage: 10, total: expect.any(Number) })
    expect
      .soft(reply.body.relManagers[0])
      .toMatchObject({ id: expect.any(Number), name: expect.any(String) })
    expect
      .soft(reply.body.industries[0])
      .toMatchObject({ id: expect.any(Number), industry: expect.any(String) })
    expect
      .soft(reply.body.segments[0])
      .toMatchObject({ id: expect.any(Number), segment: expect.any(String) })
    expect.soft(typeof reply.body.clients[0].address, 'row address (one line)').toBe('string')
  })

  it('loads the client list in its period form /{from}/{to}/{tribe}/{segment}/{rm}/1/10/*', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/clients/list/0/0/0/0/0/1/10/*')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.info).toEqual({ page: 1, perPage: 10, total: expect.any(Number) })
    expect(Array.isArray(reply.body.clients)).toBe(true)
  })

  it('adds a client with POST /clients (industryId as text) and reads { client: { id } }', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.post('/clients', clientBody(admin.userId, 'PT Compat Added'))
    expect(reply.status, reply.text).toBe(200)
    expect(typeof reply.body.client.id).toBe('number')
  })

  it('opens a client with GET /clients/{id} and reads client, contacts and relManagers', async () => {
    const admin = await signedIn(server(), 'admin')
    const clientId = await addClient(admin, 'PT Compat Detail')
    const reply = await admin.get(`/clients/${clientId}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.client).toMatchObject({ id: clientId, company: 'PT Compat Detail' })
    expect(reply.body.contacts[0]).toMatchObject({ name: 'Budi Santoso', valid: true })
    expect(reply.body.relManagers[0]).toMatchObject({ name: expect.any(String) })
  })

  it('saves a client with PUT /clients/{id} carrying its id and gets 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const clientId = await addClient(admin, 'PT Compat Edit')
    const reply = await admin.put(`/clients/${clientId}`, {
      ...clientBody(admin.userId, 'PT Compat Edited'),
      id: clientId,
      contacts: [],
    })
    expect(reply.status, reply.text).toBe(200)
    const detail = await admin.get(`/clients/${clientId}`)
    expect(detail.body.client.company).toBe('PT Compat Edited')
  })

  it('deletes a client with DELETE /clients/{id}/{userId} and reads { company }', async () => {
    const admin = await signedIn(server(), 'admin')
    const clientId = await addClient(admin, 'PT Compat Deleted')
    const reply = await admin.delete(`/Clients/${clientId}/${admin.userId}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.company).toBe('PT Compat Deleted')
  })

  it('uploads client data with POST /Upload/csv (field files) and gets a code that is not a refusal', async () => {
    const admin = await signedIn(server(), 'admin')
    const form = new FormData()
    const csv = 'company,industry\nPT Compat Uploaded,Banking\n'
    form.append('files', new Blob([csv], { type: 'text/csv' }), 'clients.csv')
    const reply = await admin.upload('/upload/CSV', form)
    expect(reply.status, reply.text).toBe(200)
    expect(['invalid', 'extension']).not.toContain(reply.body.code)
  })
})
