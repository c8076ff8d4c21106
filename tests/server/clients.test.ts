import { describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import type { ClientDetail, ClientList, ClientSaveRequest } from '../../src/contract/clients.ts'
import type { ContactList } from '../../src/contract/contacts.ts'
import type { Employee } from '../../src/contract/users.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { count } from './fixtures.ts'
import { callers, newKey, USER_IDS, serverForFile } from './harness.ts'

const server = serverForFile()

const newClient = (overrides: Partial<ClientSaveRequest> = {}): Omit<ClientSaveRequest, 'id'> => ({
  userId: USER_IDS.rm,
  company: 'PT Contoh Makmur Sentosa',
  industryId: 1,
  segmentId: 2,
  phone: '+6221-5550-1234',
  fax: '',
  address1: 'Jl. Jend. Sudirman No. 1',
  address2: 'Lantai 10',
  address3: 'Jakarta',
  website: 'https://contoh.co.id',
  remarks: '',
  relManagerIds: [USER_IDS.rm],
  contacts: [
    {
      id: 0,
      valid: true,
      salutation: 'Mr.',
      name: 'Budi Santoso',
      email: 'budi@contoh.co.id',
      phone: '+62811111',
      department: 'HR',
      position: 'Director',
    },
    {
      id: 0,
      valid: false,
      salutation: 'Ms.',
      name: 'Sari Dewi',
      email: '',
      phone: '+62822222',
      department: 'Finance',
      position: '',
    },
  ],
  ...overrides,
})

async function clientWithoutDeals(): Promise<number> {
  const [row] = await server().db.query<{ id: number }>(
    `SELECT c.id FROM clients c WHERE NOT EXISTS (SELECT 1 FROM deals d WHERE d.client_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.client_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.client_id = c.id) ORDER BY c.id LIMIT 1`,
  )
  if (!row) throw new Error('no client without deals')
  return row.id
}

describe('GET /clients/search/{text}', () => {
  it('answers [{ text, id }] of matching companies', async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get('/clients/search/BANK')
    expect(response.status).toBe(200)
    expect(response.body.length).toBeGreaterThan(0)
    expect(response.body.length).toBeLessThanOrEqual(20)
    for (const row of response.body) {
      expect(Object.keys(row).sort()).toEqual(['id', 'text'])
      expect(row.text.toLowerCase()).toContain('bank')
    }
    expect((await viewer.get('/clients/search/zzzz-no-such')).body).toEqual([])
  })
})

describe('GET /clients/list/{industry}/{segment}/{rm}/{page}/{perPage}/{search}', () => {
  it('answers clients, industries, segments, relManagers and paging info', async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get<ClientList>('/clients/list/0/0/0/1/10/*')
    expect(response.status).toBe(200)
    expect(response.body.clients).toHaveLength(10)
    expect(response.body.info).toEqual({
      page: 1,
      perPage: 10,
      total: await count(server(), 'SELECT count(*) FROM clients'),
    })
    expect(response.body.industries[0]).toEqual({ id: 1, industry: expect.any(String) })
    expect(response.body.segments[0]).toEqual({ id: 1, segment: expect.any(String) })
    expect(response.body.relManagers[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
    })
    expect(response.body.clients[0]).toMatchObject({
      id: expect.any(Number),
      company: expect.any(String),
      industryId: expect.any(Number),
      industry: expect.any(String),
      address1: expect.any(String),
      phone: expect.any(String),
      version: expect.any(Number),
      relManagers: expect.any(Array),
    })
  })

  it('answers the filter options as [{ id, name }], [{ id, industry }], [{ id, segment }]', async () => {
    const { viewer } = await callers(server())
    const { body } = await viewer.get<ClientList>('/clients/list/0/0/0/1/10/*')
    const rms = await server().db.query<{ id: number; name: string }>(
      `SELECT id, name FROM users WHERE role_id = 5 AND active AND deleted_at IS NULL
        ORDER BY name, id`,
    )
    expect(body.relManagers.map(({ id, name }) => ({ id, name }))).toEqual(rms)
    // The PWA's Select RM modal reads relManagerId, branch and segment besides.
    for (const rm of body.relManagers) expect(rm.relManagerId).toBe(rm.id)
    expect(body.industries).toEqual(
      await server().db.query('SELECT id, name AS industry FROM industries ORDER BY id'),
    )
    expect(body.segments).toEqual(
      await server().db.query('SELECT id, name AS segment FROM segments ORDER BY id'),
    )
    for (const option of [...body.industries, ...body.segments]) {
      expect(Object.keys(option)).toHaveLength(2)
    }
  })

  it('gives each client row its address on one line, blanks skipped, besides address1..3', async () => {
    const { rm, viewer } = await callers(server())
    const full = await rm.post('/clients', newClient({ company: 'PT Alamat Lengkap' }))
    const gaps = await rm.post(
      '/clients',
      newClient({
        company: 'PT Alamat Sebagian',
        address1: 'Jl. Thamrin 5',
        address2: '  ',
        address3: 'Jakarta Pusat',
      }),
    )
    const none = await rm.post(
      '/clients',
      newClient({ company: 'PT Alamat Kosong', address1: '', address2: '', address3: '' }),
    )
    const rows = (await viewer.get<ClientList>('/clients/list/0/0/0/1/100/PT%20Alamat')).body
      .clients
    const row = (id: number) => rows.find((client) => client.id === id)
    expect(row(full.body.client.id)).toMatchObject({
      address1: 'Jl. Jend. Sudirman No. 1',
      address2: 'Lantai 10',
      address3: 'Jakarta',
      address: 'Jl. Jend. Sudirman No. 1, Lantai 10, Jakarta',
    })
    expect(row(gaps.body.client.id)!.address).toBe('Jl. Thamrin 5, Jakarta Pusat')
    expect(row(none.body.client.id)!.address).toBe('')
    const period = await viewer.get<ClientList>('/clients/list/0/0/0/0/0/1/100/PT%20Alamat')
    expect(period.body.clients.map((client) => client.address).sort()).toEqual(
      rows.map((client) => client.address).sort(),
    )
  })

  it('filters by industry, RM and search', async () => {
    const { viewer } = await callers(server())
    const industry = await viewer.get<ClientList>('/clients/list/3/0/0/1/100/*')
    expect(industry.body.clients.every((c) => c.industryId === 3)).toBe(true)
    const mine = await viewer.get<ClientList>(`/clients/list/0/0/${USER_IDS.rm}/1/100/*`)
    expect(mine.body.clients.length).toBeGreaterThan(0)
    expect(
      mine.body.clients.every((c) => c.relManagers.some((rm) => rm.relManagerId === USER_IDS.rm)),
    ).toBe(true)
    const search = await viewer.get<ClientList>('/clients/list/0/0/0/1/100/asuransi')
    expect(search.body.clients.every((c) => c.company.toLowerCase().includes('asuransi'))).toBe(
      true,
    )
    expect((await viewer.get('/clients/list/0/0/0/0/10/*')).status).toBe(400)
  })

  it('also answers the period form /{from}/{to}/{tribe}/{segment}/{rm}/{page}/{perPage}/{search}', async () => {
    const { viewer } = await callers(server())
    const all = await viewer.get<ClientList>('/clients/list/0/0/0/0/0/1/10/*')
    expect(all.status).toBe(200)
    expect(all.body.info.total).toBe(await count(server(), 'SELECT count(*) FROM clients'))
    expect((await viewer.get('/clients/list/202499/0/0/0/0/1/10/*')).status).toBe(400)
  })
})

describe('client create, detail, update and delete', () => {
  it('creates a client with contacts (200 { client: { id } }) and answers its detail', async () => {
    const { rm } = await callers(server())
    const created = await rm.post('/clients', newClient())
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ client: { id: expect.any(Number) } })
    const detail = await rm.get<ClientDetail>(`/clients/${created.body.client.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.client).toMatchObject({
      company: 'PT Contoh Makmur Sentosa',
      industryId: 1,
      crmIndustryId: 1,
      segmentId: 2,
      version: 1,
    })
    expect(detail.body.contacts.map((c) => c.name).sort()).toEqual(['Budi Santoso', 'Sari Dewi'])
    expect(detail.body.contacts.find((c) => c.name === 'Sari Dewi')).toMatchObject({
      valid: false,
      salutation: 'Ms.',
    })
    expect(detail.body.relManagers).toEqual([
      {
        relManagerId: USER_IDS.rm,
        name: 'Citra Relationship',
        branch: expect.any(String),
        segment: expect.any(String),
      },
    ])
    expect(parseETag(detail.headers.get('ETag'))).toBe(1)
  })

  it('refuses a client without a company or industry, and bad contact rows, with 400', async () => {
    const { manager } = await callers(server())
    const before = await count(server(), 'SELECT count(*) FROM clients')
    const contact = newClient().contacts[0]!
    for (const body of [
      newClient({ userId: USER_IDS.manager, company: '' }),
      { ...newClient({ userId: USER_IDS.manager }), industryId: undefined },
      newClient({ userId: USER_IDS.manager, industryId: 999 }),
      newClient({ userId: USER_IDS.manager, contacts: [{ ...contact, phone: '' }] }),
      newClient({ userId: USER_IDS.manager, contacts: [{ ...contact, email: 'not-an-email' }] }),
      newClient({ userId: USER_IDS.manager, contacts: [{ ...contact, salutation: 'Sir' }] }),
      newClient({ userId: USER_IDS.manager, relManagerIds: [999999] }),
    ]) {
      const response = await manager.post('/clients', body)
      expect(response.status).toBe(400)
      expect(response.body[0].description).toEqual(expect.any(String))
    }
    expect(await count(server(), 'SELECT count(*) FROM clients')).toBe(before)
  })

  it('updates a client, its RMs and contacts; a stale If-Match answers 412 with the detail', async () => {
    const { manager } = await callers(server())
    const created = await manager.post(
      '/clients',
      newClient({ userId: USER_IDS.manager, company: 'PT Untuk Diubah' }),
    )
    const clientId = created.body.client.id
    const detail = await manager.get<ClientDetail>(`/clients/${clientId}`)
    const budi = detail.body.contacts.find((c) => c.name === 'Budi Santoso')!
    const updated = await manager.put(
      `/clients/${clientId}`,
      {
        ...newClient({
          userId: USER_IDS.manager,
          company: 'PT Sudah Diubah',
          relManagerIds: [USER_IDS.rm2],
        }),
        id: clientId,
        contacts: [{ ...budi, position: 'CEO' }],
      },
      { 'If-Match': `"${detail.body.version}"` },
    )
    expect(updated.status).toBe(200)
    expect(updated.body).toEqual({ client: { id: clientId }, version: 2 })
    const after = await manager.get<ClientDetail>(`/clients/${clientId}`)
    expect(after.body.client.company).toBe('PT Sudah Diubah')
    expect(after.body.relManagers.map((r) => r.relManagerId)).toEqual([USER_IDS.rm2])
    expect(after.body.contacts.find((c) => c.id === budi.id)!.position).toBe('CEO')
    expect(after.body.contacts).toHaveLength(2)

    const stale = await manager.put(
      `/clients/${clientId}`,
      { ...newClient({ userId: USER_IDS.manager }), id: clientId },
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({
      client: { id: clientId, company: 'PT Sudah Diubah', version: 2 },
      version: 2,
    })
  })

  it('deletes a client without deals (answers { company }) and refuses one with deals with 409', async () => {
    const { admin } = await callers(server())
    const clientId = await clientWithoutDeals()
    const [{ company }] = (await server().db.query<{ company: string }>(
      'SELECT company FROM clients WHERE id = $1',
      [clientId],
    )) as [{ company: string }]
    const response = await admin.delete(`/clients/${clientId}/${USER_IDS.admin}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ company })
    expect(
      await count(server(), 'SELECT count(*) FROM contacts WHERE client_id = $1', [clientId]),
    ).toBe(0)
    const [withDeals] = await server().db.query<{ client_id: number }>(
      'SELECT client_id FROM deals ORDER BY id LIMIT 1',
    )
    const refused = await admin.delete(`/clients/${withDeals!.client_id}/${USER_IDS.admin}`)
    expect(refused.status).toBe(409)
    expect(refused.body[0].description).toEqual(expect.any(String))
  })

  it('role rules: the viewer may not write (403); an RM deletes only its own clients', async () => {
    const { viewer, rm2 } = await callers(server())
    const refused = await viewer.post('/clients', newClient({ userId: USER_IDS.viewer }))
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    const [foreign] = await server().db.query<{ id: number }>(
      `SELECT c.id FROM clients c WHERE NOT EXISTS (SELECT 1 FROM client_rms r WHERE r.client_id = c.id AND r.user_id = $1) LIMIT 1`,
      [USER_IDS.rm2],
    )
    expect((await rm2.delete(`/clients/${foreign!.id}/${USER_IDS.rm2}`)).status).toBe(403)
    const own = await rm2.post(
      '/clients',
      newClient({ userId: USER_IDS.rm2, relManagerIds: [USER_IDS.rm2], company: 'PT Milik RM2' }),
    )
    expect((await rm2.delete(`/clients/${own.body.client.id}/${USER_IDS.rm2}`)).body).toEqual({
      company: 'PT Milik RM2',
    })
  })

  it('creates one client for two posts with the same Idempotency-Key', async () => {
    const { rm } = await callers(server())
    const key = newKey()
    const body = newClient({ company: 'PT Sekali Saja' })
    const first = await rm.post('/clients', body, { 'Idempotency-Key': key })
    const second = await rm.post('/clients', body, { 'Idempotency-Key': key })
    expect(second.body).toEqual(first.body)
    expect(
      await count(server(), `SELECT count(*) FROM clients WHERE company = 'PT Sekali Saja'`),
    ).toBe(1)
  })

  it('answers 404 for an unknown client', async () => {
    const { viewer } = await callers(server())
    expect((await viewer.get('/clients/999999')).status).toBe(404)
  })
})

describe('contacts', () => {
  it('lists contacts with their company, paged, searchable on name', async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get<ContactList>('/clients/contact/0/0/1/5/*')
    expect(response.status).toBe(200)
    expect(response.body.contacts).toHaveLength(5)
    expect(response.body.info).toEqual({
      page: 1,
      perPage: 5,
      total: await count(server(), 'SELECT count(*) FROM contacts'),
    })
    expect(response.body.contacts[0]).toMatchObject({
      id: expect.any(Number),
      clientId: expect.any(Number),
      company: expect.any(String),
      name: expect.any(String),
      valid: expect.any(Boolean),
      salutation: expect.any(String),
      version: expect.any(Number),
    })
    const name = response.body.contacts[0]!.name
    const search = await viewer.get<ContactList>(
      `/clients/contact/0/0/1/50/${encodeURIComponent(name.toLowerCase())}`,
    )
    expect(search.body.contacts.every((c) => c.name === name)).toBe(true)
    const month = new Date().getUTCFullYear() * 100 + 13
    expect((await viewer.get(`/clients/contact/${month}/0/1/5/*`)).status).toBe(400)
  })

  it('adds (id 0), edits and deletes a contact of a client', async () => {
    const { rm } = await callers(server())
    const created = await rm.post('/clients', newClient({ company: 'PT Kontak Baru' }))
    const clientId = created.body.client.id
    const added = await rm.put(`/clients/contact/0/${clientId}/${USER_IDS.rm}`, {
      valid: true,
      salutation: 'Dr.',
      name: 'Dewi Lestari',
      email: 'dewi@kontak.co.id',
      phone: '+6281333',
      department: 'IT',
      position: 'CIO',
    })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      id: expect.any(Number),
      clientId,
      name: 'Dewi Lestari',
      version: 1,
    })
    const edited = await rm.put(
      `/clients/contact/${added.body.id}/${clientId}/${USER_IDS.rm}`,
      {
        ...added.body,
        position: 'CTO',
      },
      { 'If-Match': '"1"' },
    )
    expect(edited.body).toMatchObject({ id: added.body.id, position: 'CTO', version: 2 })
    const stale = await rm.put(
      `/clients/contact/${added.body.id}/${clientId}/${USER_IDS.rm}`,
      { ...added.body },
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ id: added.body.id, position: 'CTO', version: 2 })
    const removed = await rm.delete(`/clients/contact/${clientId}/${added.body.id}/${USER_IDS.rm}`)
    expect(removed.body).toEqual({ clientId, contactId: added.body.id })
    expect(
      await count(server(), 'SELECT count(*) FROM contacts WHERE id = $1', [added.body.id]),
    ).toBe(0)
  })

  it('refuses a contact without a name (400), of another client (404), and the viewer (403)', async () => {
    const { admin, viewer } = await callers(server())
    const [contact] = await server().db.query<{ id: number; client_id: number }>(
      'SELECT id, client_id FROM contacts ORDER BY id LIMIT 1',
    )
    const body = { valid: true, salutation: '-', name: '', phone: '1', department: 'x' }
    expect(
      (
        await admin.put(
          `/clients/contact/${contact!.id}/${contact!.client_id}/${USER_IDS.admin}`,
          body,
        )
      ).status,
    ).toBe(400)
    const [other] = await server().db.query<{ id: number }>(
      'SELECT id FROM clients WHERE id <> $1 LIMIT 1',
      [contact!.client_id],
    )
    expect(
      (
        await admin.put(`/clients/contact/${contact!.id}/${other!.id}/${USER_IDS.admin}`, {
          ...body,
          name: 'X',
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await viewer.delete(
          `/clients/contact/${contact!.client_id}/${contact!.id}/${USER_IDS.viewer}`,
        )
      ).status,
    ).toBe(403)
    expect(
      await count(server(), 'SELECT count(*) FROM contacts WHERE id = $1', [contact!.id]),
    ).toBe(1)
  })
})

describe('GET /user/list/employee/{filter}', () => {
  it("answers every active employee for '*' and filters by name or email", async () => {
    const { viewer } = await callers(server())
    const all = await viewer.get<Employee[]>('/user/list/employee/*')
    expect(all.status).toBe(200)
    expect(all.body.length).toBe(await count(server(), 'SELECT count(*) FROM users'))
    expect(all.body.find((e) => e.id === USER_IDS.rm)).toMatchObject({
      userId: USER_IDS.rm,
      name: 'Citra Relationship',
      email: 'rm@crm.test',
      roleId: 5,
      branch: { id: expect.any(Number), text: expect.any(String) },
    })
    const some = await viewer.get<Employee[]>('/user/list/employee/relationship')
    expect(some.body.map((e) => e.email).sort()).toEqual(['rm2@crm.test', 'rm@crm.test'])
  })
})
