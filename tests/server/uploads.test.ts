import { describe, expect, it } from 'vitest'
import type { ContactExport } from '../../src/contract/contacts.ts'
import {
  CSV_TYPE_NOT_ALLOWED,
  MAX_CSV_BYTES,
  MAX_CSV_SIZE_TEXT,
  PLEASE_SELECT_FILE,
  csvUploadFormData,
  type CsvUploadResponse,
} from '../../src/contract/uploads.ts'
import { AUTHORIZED_OWNERS_ONLY, SUCCESS } from '../../src/domain/messages.ts'
import { count } from './fixtures.ts'
import { callers, newKey, postForm, serverForFile, type Json } from './harness.ts'

const server = serverForFile()

/** POST /Upload/csv with a multipart body, as the browser sends it. */
const uploadCsv = (token: string | null, form: FormData, headers: Record<string, string> = {}) =>
  postForm<CsvUploadResponse>(server(), '/Upload/csv', token, form, headers)

const csvForm = (text: string, name = 'clients.csv') =>
  csvUploadFormData(new Blob([text], { type: 'text/csv' }), name)

const HEADER =
  'company,industry,segment,phone,address1,website,remarks,contactName,contactSalutation,contactEmail,contactPhone,contactDepartment,contactPosition,contactValid'

const clientsNamed = (prefix: string) =>
  count(server(), 'SELECT count(*) FROM clients WHERE company LIKE $1', [`${prefix}%`])
const contactsOfClientsNamed = (prefix: string) =>
  count(
    server(),
    'SELECT count(*) FROM contacts ct JOIN clients c ON c.id = ct.client_id WHERE c.company LIKE $1',
    [`${prefix}%`],
  )

describe('POST /Upload/csv (client data upload)', () => {
  it('writes every client and contact of a good file and answers code ok', async () => {
    const { manager } = await callers(server())
    const file = [
      HEADER,
      'Csv Alpha Bank,Banking,Corporate,+62 21 555 0101,Jl. Sudirman 1,alpha.example,"Key account, since 2020",Rina Wijaya,Ms.,rina@alpha.example,+62 812 1111 2222,Finance,CFO,yes',
      'Csv Alpha Bank,,,,,,,Joko Susilo,Mr.,,+62 812 3333 4444,IT,,no',
      'csv beta insurance,insurance,,,"Jl. Thamrin 2\nLantai 3",,,,,,,,,',
      '',
    ].join('\r\n')
    const response = await uploadCsv(manager.token, csvForm(file))
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      code: 'ok',
      description: SUCCESS.fileUploaded,
      clients: 2,
      contacts: 2,
    })
    const [alpha] = await server().db.query<{ id: number }>(
      `SELECT id FROM clients WHERE company = 'Csv Alpha Bank'`,
    )
    const detail = await manager.get(`/clients/${alpha!.id}`)
    expect(detail.body.client).toMatchObject({
      company: 'Csv Alpha Bank',
      industry: 'Banking',
      segmentId: 1,
      phone: '+62 21 555 0101',
      address1: 'Jl. Sudirman 1',
      remarks: 'Key account, since 2020',
    })
    expect(detail.body.contacts).toEqual([
      expect.objectContaining({ name: 'Joko Susilo', salutation: 'Mr.', valid: false }),
      expect.objectContaining({
        name: 'Rina Wijaya',
        salutation: 'Ms.',
        email: 'rina@alpha.example',
        department: 'Finance',
        position: 'CFO',
        valid: true,
      }),
    ])
    const [beta] = await server().db.query<{ address1: string; industry_id: number }>(
      `SELECT address1, industry_id FROM clients WHERE company = 'csv beta insurance'`,
    )
    expect(beta).toEqual({ address1: 'Jl. Thamrin 2\nLantai 3', industry_id: 2 })
  })

  it('reads semicolon files and industries given by id', async () => {
    const { rm } = await callers(server())
    const response = await uploadCsv(rm.token, csvForm('Company;Industry\nCsv Semi Co;3\n'))
    expect(response.body).toMatchObject({ code: 'ok', clients: 1, contacts: 0 })
    expect(await clientsNamed('Csv Semi Co')).toBe(1)
  })

  it('refuses a file with a bad row: names the row and field, and writes nothing', async () => {
    const { admin } = await callers(server())
    const before = await count(server(), 'SELECT count(*) FROM clients')
    const file = [
      'company,industry,contactName,contactPhone,contactDepartment,contactEmail',
      'Csv Gamma One,Banking,,,,',
      'Csv Gamma Two,Astrology,,,,',
      'Csv Gamma Three,Banking,Ani,+62 811,Sales,not-an-email',
      ',Banking,,,,',
    ].join('\n')
    const response = await uploadCsv(admin.token, csvForm(file))
    expect(response.status).toBe(200)
    expect(response.body.code).toBe('invalid')
    expect(response.body.description).toBe(
      'Row 3: industry "Astrology" does not exist (and 2 more bad rows)',
    )
    expect(response.body.errors).toEqual([
      { row: 3, field: 'industry', description: 'industry "Astrology" does not exist' },
      { row: 4, field: 'contactEmail', description: 'contactEmail must be an email address' },
      { row: 5, field: 'company', description: 'company is required' },
    ])
    expect(await count(server(), 'SELECT count(*) FROM clients')).toBe(before)
    expect(await clientsNamed('Csv Gamma')).toBe(0)
  })

  it.each([
    [
      'a contact without its phone',
      'company,industry,contactName\nCsv Delta,Banking,Budi',
      'Row 2: contactPhone is required',
    ],
    [
      'a salutation outside the list',
      'company,industry,contactName,contactPhone,contactDepartment,contactSalutation\nCsv Delta,Banking,Budi,0812,IT,Sir',
      'Row 2: contactSalutation must be one of -, Mr., Ms., Mrs., Dr.',
    ],
    [
      'a phone longer than 40 characters',
      `company,industry,phone\nCsv Delta,Banking,${'9'.repeat(41)}`,
      'Row 2: phone must be at most 40 characters',
    ],
    [
      'a repeated company with other company columns',
      'company,industry\nCsv Delta,Banking\nCSV DELTA,Mining',
      'Row 3: industry differs from row 2 of the same company',
    ],
    [
      'an unknown column',
      'company,industry,ceo\nCsv Delta,Banking,Ani',
      'Row 1: unknown column "ceo"',
    ],
    [
      'a header without industry',
      'company,phone\nCsv Delta,0812',
      'Row 1: the header row must name the columns company and industry',
    ],
    ['a header row only', 'company,industry\n', 'The file has no client rows'],
    ['an empty file', '', 'The file is empty'],
    [
      'an unclosed quote',
      'company,industry\n"Csv Delta,Banking',
      'Row 2: a quoted cell is not closed',
    ],
    [
      'a cell outside the named columns',
      'company,industry\nCsv Delta,Banking,extra',
      'Row 2: the row has a cell outside the named columns',
    ],
  ])('refuses %s with code invalid', async (_case, file, description) => {
    const { manager } = await callers(server())
    const response = await uploadCsv(manager.token, csvForm(file))
    expect(response.status).toBe(200)
    expect(response.body.code).toBe('invalid')
    expect(response.body.description.startsWith(description)).toBe(true)
    expect(await clientsNamed('Csv Delta')).toBe(0)
  })

  it('refuses a company that is already a client', async () => {
    const { manager } = await callers(server())
    const [existing] = await server().db.query<{ company: string }>(
      'SELECT company FROM clients ORDER BY id LIMIT 1',
    )
    const file = `company,industry\nCsv Epsilon,Banking\n${existing!.company.toUpperCase()},Banking\n`
    const response = await uploadCsv(manager.token, csvForm(file))
    expect(response.body).toMatchObject({
      code: 'invalid',
      description: `Row 3: company "${existing!.company.toUpperCase()}" is already a client`,
    })
    expect(await clientsNamed('Csv Epsilon')).toBe(0)
  })

  it('refuses another file type with code extension, and no file with Please select file', async () => {
    const { manager } = await callers(server())
    const wrongType = await uploadCsv(
      manager.token,
      csvForm('company,industry\nCsv Zeta,Banking', 'clients.xlsx'),
    )
    expect(wrongType.body).toEqual({ code: 'extension', description: CSV_TYPE_NOT_ALLOWED })
    const noFile = await uploadCsv(manager.token, new FormData())
    expect(noFile.body).toEqual({ code: 'invalid', description: PLEASE_SELECT_FILE })
    expect(await clientsNamed('Csv Zeta')).toBe(0)
  })

  it('refuses a file over 2 MB with code invalid and writes nothing', async () => {
    const { manager } = await callers(server())
    const row = 'Csv Eta Big,Banking\n'
    const file = `company,industry\n${row.repeat(Math.ceil((MAX_CSV_BYTES + 1) / row.length))}`
    const response = await uploadCsv(manager.token, csvForm(file))
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ code: 'invalid', description: MAX_CSV_SIZE_TEXT })
    expect(await clientsNamed('Csv Eta')).toBe(0)
  })

  it('lets roles 1, 2 and 5 upload; refuses the read-only viewer (403) and no token (401)', async () => {
    const { viewer } = await callers(server())
    const file = 'company,industry\nCsv Theta,Banking\n'
    const refused = await uploadCsv(viewer.token, csvForm(file))
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect((await uploadCsv(null, csvForm(file))).status).toBe(401)
    expect(await clientsNamed('Csv Theta')).toBe(0)
  })

  it('writes a file once for two posts with the same Idempotency-Key', async () => {
    const { rm } = await callers(server())
    const file =
      'company,industry,contactName,contactPhone,contactDepartment\nCsv Iota,Banking,Ani,0812,IT\n'
    const key = newKey()
    const first = await uploadCsv(rm.token, csvForm(file), { 'Idempotency-Key': key })
    const second = await uploadCsv(rm.token, csvForm(file), { 'Idempotency-Key': key })
    expect(first.body).toMatchObject({ code: 'ok', clients: 1 })
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await clientsNamed('Csv Iota')).toBe(1)
    expect(await contactsOfClientsNamed('Csv Iota')).toBe(1)
  })
})

describe('GET /clients/contact/exportjson/{YYYYMM}/{industry}/{search}', () => {
  const EXPORT_COLUMNS = [
    'info',
    'company',
    'executive',
    'title',
    'department',
    'address1',
    'address2',
    'address3',
    'hp',
    'hP1',
    'hP2',
    'phone',
    'fax',
    'email1',
    'email2',
    'email3',
    'email4',
    'website',
    'industry',
    'remarks',
  ]

  it('answers every matching contact with the export columns, for any role', async () => {
    const { viewer } = await callers(server())
    const all = await viewer.get<ContactExport>('/clients/contact/exportjson/0/0/*')
    expect(all.status).toBe(200)
    expect(all.body.items).toHaveLength(await count(server(), 'SELECT count(*) FROM contacts'))
    expect(Object.keys(all.body.items[0]!).sort()).toEqual([...EXPORT_COLUMNS].sort())
  })

  it('answers the two-segment form /{YYYYMM}/{industry} as with search *', async () => {
    const { viewer } = await callers(server())
    const all = await viewer.get<ContactExport>('/clients/contact/exportjson/0/0')
    expect(all.status).toBe(200)
    expect(all.body).toEqual((await viewer.get('/clients/contact/exportjson/0/0/*')).body)
    const mining = await viewer.get<ContactExport>('/clients/contact/exportjson/0/4')
    expect(mining.status).toBe(200)
    expect(mining.body).toEqual((await viewer.get('/clients/contact/exportjson/0/4/*')).body)
    expect(mining.body.items.length).toBeLessThan(all.body.items.length)
    expect((await viewer.get('/clients/contact/exportjson/202413/0')).status).toBe(400)
  })

  it('fills the columns from the contact and its company', async () => {
    const { manager } = await callers(server())
    const file = [
      'company,industry,phone,address1,website,remarks,contactName,contactSalutation,contactEmail,contactPhone,contactDepartment,contactPosition',
      'Csv Kappa Export,Mining,+62 21 1,Jl. Kappa,kappa.example,VIP,Kappa Person,Dr.,kp@kappa.example,+62 811 9,Legal,Head',
    ].join('\n')
    expect((await uploadCsv(manager.token, csvForm(file))).body.code).toBe('ok')
    const period = new Date().toISOString().slice(0, 7).replace('-', '')
    const found = await manager.get<ContactExport>(
      `/clients/contact/exportjson/${period}/4/${encodeURIComponent('Kappa Person')}`,
    )
    expect(found.body.items).toEqual([
      {
        info: 'Dr.',
        company: 'Csv Kappa Export',
        executive: 'Kappa Person',
        title: 'Head',
        department: 'Legal',
        address1: 'Jl. Kappa',
        address2: '',
        address3: '',
        hp: '+62 811 9',
        hP1: '',
        hP2: '',
        phone: '+62 21 1',
        fax: '',
        email1: 'kp@kappa.example',
        email2: '',
        email3: '',
        email4: '',
        website: 'kappa.example',
        industry: 'Mining',
        remarks: 'VIP',
      },
    ])
    // Another industry or an earlier month leaves it out; the list's paged form ignores paging.
    expect((await manager.get(`/clients/contact/exportjson/${period}/1/Kappa`)).body.items).toEqual(
      [],
    )
    expect((await manager.get('/clients/contact/exportjson/200001/0/Kappa')).body.items).toEqual([])
    const paged = await manager.get<Json>('/clients/contact/exportjson/0/4/1/1/Kappa%20Person')
    expect(paged.body.items).toHaveLength(1)
  })

  it('refuses a bad period with 400', async () => {
    const { manager } = await callers(server())
    const response = await manager.get('/clients/contact/exportjson/202413/0/*')
    expect(response.status).toBe(400)
    expect(response.body).toEqual([{ description: expect.stringContaining('period') }])
  })
})
