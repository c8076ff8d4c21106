/**
 * Every write route of the API with a body that the server accepts (or nearly), built from the
 * seeded database, so that a mutated field travels as far as the database.
 */
import type { Db } from '../../../src/server/db/db.ts'
import { USER_IDS } from '../harness.ts'

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path segments; a segment named in `params` is mutated like a body field. */
  path: string
  params: Record<string, string>
  body?: Record<string, unknown>
}

interface Facts {
  dealId: number
  clientId: number
  contactIds: number[]
  statusId: number
  proposalId: number
  visitId: number
  invoiceId: number
  invoiceMonth: number
  invoiceYear: number
}

async function one<T>(db: Db, sql: string): Promise<T> {
  const [row] = await db.query<Record<string, T>>(sql)
  return Object.values(row ?? {})[0] as T
}

async function facts(db: Db): Promise<Facts> {
  const dealId = await one<number>(
    db,
    `SELECT d.id FROM deals d WHERE d.state = 'open' AND EXISTS (SELECT 1 FROM proposals p
       JOIN proposal_invoices pi ON pi.proposal_id = p.id WHERE p.deal_id = d.id) ORDER BY d.id LIMIT 1`,
  )
  const clientId = await one<number>(db, `SELECT client_id FROM deals WHERE id = ${dealId}`)
  const contactIds = await one<number[]>(
    db,
    `SELECT array_agg(id ORDER BY id) FROM contacts WHERE client_id = ${clientId}`,
  )
  const [invoice] = await db.query<{ id: number; d: string }>(
    `SELECT pi.id, pi.invoice_date::text AS d FROM proposal_invoices pi
       JOIN proposals p ON p.id = pi.proposal_id WHERE p.deal_id = ${dealId} ORDER BY pi.id LIMIT 1`,
  )
  return {
    dealId,
    clientId,
    contactIds,
    statusId: await one<number>(db, 'SELECT min(id) FROM status_updates'),
    proposalId: await one<number>(db, `SELECT min(id) FROM proposals WHERE deal_id = ${dealId}`),
    visitId: await one<number>(db, 'SELECT min(id) FROM visits'),
    invoiceId: invoice!.id,
    invoiceYear: Number(invoice!.d.slice(0, 4)),
    invoiceMonth: Number(invoice!.d.slice(5, 7)),
  }
}

const admin = USER_IDS.admin

export async function writeRoutes(db: Db): Promise<RouteCase[]> {
  const f = await facts(db)
  const contact = {
    valid: true,
    salutation: 'Ms.',
    name: 'Rina Kartika',
    email: 'rina@example.co.id',
    phone: '+62812345',
    department: 'Procurement',
    position: 'Manager',
  }
  const client = {
    userId: admin,
    company: 'PT Fuzz',
    industryId: 1,
    segmentId: 2,
    phone: '+6221-5550-9876',
    fax: '',
    address1: 'Jl. Thamrin No. 9',
    address2: '',
    address3: 'Jakarta',
    website: '',
    remarks: '',
    relManagerIds: [USER_IDS.rm],
    contacts: [contact],
  }
  const deal = {
    userId: admin,
    clientId: f.clientId,
    contactId: f.contactIds[0],
    dealDate: '2025-03-14',
    tribeId: 1,
    segmentId: 1,
    branchId: 1,
    userIdRM: USER_IDS.rm,
    name: 'Fuzzed deal',
    stageId: 2,
    probability: 20,
    picId: 0,
  }
  const proposal = {
    id: 0,
    userId: admin,
    dealId: f.dealId,
    sentById: admin,
    typeId: 1,
    sentDate: '2025-05-06',
    contactIds: [f.contactIds[0]],
    filename: 'Proposal.pdf',
    fileBase64: Buffer.from('%PDF-1.4 fuzz').toString('base64'),
    proposalValue: 300_000_000,
    invoices: [{ id: 0, invoiceDate: '2025-07-01', invoiceAmount: 300_000_000, remarks: 'T1' }],
  }
  const visit = {
    id: 0,
    dealId: f.dealId,
    userId: admin,
    clientId: 0,
    visitDate: '2025-04-02',
    startTime: '09:00',
    endTime: '10:30',
    contacts: [f.contactIds[0]],
    rms: [USER_IDS.rm],
    consultants: [USER_IDS.manager],
    tribes: [1],
    location: 'Jakarta',
    objective: 'Present the workshop',
    nextStep: 'Send the proposal',
    remark: 'Met the HR director',
  }
  const status = { status: 'Called the client', dealId: f.dealId, userId: admin }
  const target = {
    id: 1,
    type: 'tribe',
    userId: admin,
    year: 2026,
    items: [
      {
        month: 1,
        year: 2026,
        targets: [
          { id: 1, amount: 3 },
          { id: 3, amount: 9_000_000 },
        ],
      },
    ],
  }
  const team = {
    id: 0,
    name: 'Fuzz team',
    leaderId: USER_IDS.rm,
    mentorId: USER_IDS.manager,
    members: [USER_IDS.rm2],
  }
  const person = {
    name: 'Fajar Nugroho',
    nik: '3174000001',
    email: 'fajar.fuzz@crm.test',
    phone: '+62813-1111-2222',
    address: 'Jl. Gatot Subroto 5, Jakarta',
    jobTitle: 'Account Manager',
    segmentId: 1,
    branchId: 1,
    fileBase64: '',
    filename: '',
  }
  const d = String(f.dealId)
  const u = String(admin)
  return [
    { method: 'POST', path: '/clients', params: {}, body: client },
    {
      method: 'PUT',
      path: '/clients/:clientId',
      params: { clientId: String(f.clientId) },
      body: { ...client, id: f.clientId, contacts: undefined },
    },
    {
      method: 'PUT',
      path: '/clients/contact/:contactId/:clientId/:userId',
      params: { contactId: '0', clientId: String(f.clientId), userId: u },
      body: contact,
    },
    {
      method: 'DELETE',
      path: '/clients/contact/:clientId/:contactId/:userId',
      params: { clientId: String(f.clientId), contactId: '999999', userId: u },
    },
    { method: 'POST', path: '/pipeline', params: {}, body: deal },
    {
      method: 'PUT',
      path: '/pipeline/:dealId',
      params: { dealId: d },
      body: { ...deal, id: f.dealId },
    },
    {
      method: 'PUT',
      path: '/pipeline/client/:clientId',
      params: { clientId: String(f.clientId) },
      body: {
        clientId: f.clientId,
        dealId: f.dealId,
        userId: admin,
        companyName: 'ignored',
        contactId: f.contactIds[0],
        memberIds: f.contactIds.slice(1, 2),
      },
    },
    {
      method: 'POST',
      path: '/pipeline/owners',
      params: {},
      body: {
        dealId: f.dealId,
        userId: admin,
        segmentId: 1,
        branchId: 1,
        consultants: [],
        rms: [{ userId: USER_IDS.rm, percent: 100, nominal: 0, usePercent: true }],
        tribes: [{ tribeId: 1, percent: 100, nominal: 0, usePercent: true }],
        picId: 0,
      },
    },
    {
      method: 'GET',
      path: '/pipeline/drop/:dealId/:userId/:stageId',
      params: { dealId: d, userId: u, stageId: '3' },
    },
    {
      method: 'GET',
      path: '/pipeline/state/:dealId/:userId/:code',
      params: { dealId: '999999', userId: u, code: '1' },
    },
    {
      method: 'GET',
      path: '/pipeline/probability/:dealId/:userId/:probability',
      params: { dealId: d, userId: u, probability: '30' },
    },
    {
      method: 'POST',
      path: '/pipeline/projection/invoice',
      params: {},
      body: {
        dealId: f.dealId,
        invoiceId: f.invoiceId,
        userId: admin,
        month: 8,
        year: 2026,
        amount: 123_000_000,
        remarks: 'Moved after the kick-off',
        invoiceDate: '2026-08-15',
      },
    },
    {
      method: 'GET',
      path: '/pipeline/projection/drop/:dealId/:projectId/:month/:year/:userId',
      params: {
        dealId: d,
        projectId: String(f.invoiceId),
        month: String(f.invoiceMonth),
        year: String(f.invoiceYear),
        userId: u,
      },
    },
    { method: 'POST', path: '/pipeline/proposal', params: {}, body: proposal },
    {
      method: 'PUT',
      path: '/pipeline/proposal/:proposalId',
      params: { proposalId: String(f.proposalId) },
      body: { ...proposal, id: f.proposalId },
    },
    { method: 'POST', path: '/pipeline/status', params: {}, body: status },
    {
      method: 'PUT',
      path: '/pipeline/status/:statusId',
      params: { statusId: String(f.statusId) },
      body: { ...status, id: f.statusId },
    },
    {
      method: 'DELETE',
      path: '/pipeline/status/:statusId/:userId',
      params: { statusId: '999999', userId: u },
    },
    { method: 'POST', path: '/pipeline/visit', params: {}, body: visit },
    {
      method: 'PUT',
      path: '/pipeline/visit/:visitId',
      params: { visitId: String(f.visitId) },
      body: { ...visit, id: f.visitId },
    },
    { method: 'POST', path: '/pipeline/target', params: {}, body: target },
    {
      method: 'POST',
      path: '/pipeline/target',
      params: {},
      body: { id: USER_IDS.rm, type: 'rm', userId: admin, year: 2026, items: [], Approve: true },
    },
    { method: 'POST', path: '/pipeline/team', params: {}, body: team },
    {
      method: 'PUT',
      path: '/pipeline/team/:teamId',
      params: { teamId: '1' },
      body: { ...team, id: 1 },
    },
    {
      method: 'POST',
      path: '/pipeline/rm',
      params: {},
      body: { ...person, id: 0, userId: admin, platformId: 2 },
    },
    {
      method: 'PUT',
      path: '/pipeline/rm/:rmId',
      params: { rmId: String(USER_IDS.rm2) },
      body: {
        ...person,
        email: 'rm2.fuzz@crm.test',
        id: USER_IDS.rm2,
        userId: admin,
        platformId: 2,
      },
    },
    {
      method: 'PUT',
      path: '/Profile/update',
      params: {},
      body: { ...person, email: 'admin.fuzz@crm.test' },
    },
    {
      method: 'PUT',
      path: '/Profile/changepassword',
      params: {},
      body: { oldPassword: 'wrong-password', newPassword: 'another-password-1' },
    },
    {
      method: 'DELETE',
      path: '/clients/:clientId/:userId',
      params: { clientId: '999999', userId: u },
    },
    {
      method: 'DELETE',
      path: '/pipeline/:dealId/:userId',
      params: { dealId: '999999', userId: u },
    },
  ]
}

/**
 * Every report, list and export read (GET) of the API with params the server accepts, for the
 * admin (roles 1 and 2 read them all): their path segments are mutated like body fields.
 */
export function reportRoutes(): RouteCase[] {
  const u = String(admin)
  const period = { fromMonth: '1', toMonth: '12', year: '2025' }
  const list = {
    userId: u,
    fromDate: '20250101',
    toDate: '0',
    page: '1',
    perPage: '5',
    search: '*',
  }
  const chart = { unit: 'tribe', id: '1', ...period }
  const team = { userId: u, ...period, tribeIds: '0' }
  const datedTeam = { userId: u, fromDate: '20250101', toDate: '20251231', tribeIds: '1,2' }
  const userExport = { userId: u, ...period, search: '*' }
  const yearExport = { userId: u, year: '2025', search: '*' }
  const get = (path: string, params: Record<string, string>): RouteCase => ({
    method: 'GET',
    path,
    params,
  })
  return [
    get('/Pipeline/report/summary', {}),
    get('/Pipeline/report/projected/:unit/:month/:year', { unit: 'rm', month: '6', year: '2025' }),
    get('/Pipeline/report/invoice/:unit/:year1/:year2/:year3/:fromMonth/:toMonth', {
      unit: 'segment',
      year1: '2023',
      year2: '2024',
      year3: '2025',
      fromMonth: '1',
      toMonth: '12',
    }),
    get('/Pipeline/report/chart/:unit/:id/:fromMonth/:toMonth/:year', chart),
    get('/Pipeline/report/chart/rm/:userId/:year', { userId: String(USER_IDS.rm), year: '2025' }),
    get('/Pipeline/ind/summary/:userId/:month/:year', { userId: u, month: '03', year: '2025' }),
    get('/pipeline/team/admin/:userId/:fromMonth/:toMonth/:year/:tribeIds', team),
    get('/pipeline/team/leader/:userId/:fromMonth/:toMonth/:year/:tribeIds', team),
    get('/pipeline/team/mentor/:userId/:fromMonth/:toMonth/:year/:tribeIds', team),
    get('/pipeline/team/admin/:userId/:fromDate/:toDate/:tribeIds', datedTeam),
    get('/pipeline/team/leader/:userId/:fromDate/:toDate/:tribeIds', datedTeam),
    get('/pipeline/team/mentor/:userId/:fromDate/:toDate/:tribeIds', datedTeam),
    get('/Pipeline/ind/visit/:userId/:fromDate/:toDate/:page/:perPage/:search', list),
    get('/Pipeline/ind/proposal/:userId/:fromDate/:toDate/:page/:perPage/:search', list),
    get('/pipeline/pic/proposal/:userId/:fromDate/:toDate/:page/:perPage/:search', list),
    get('/Pipeline/export/chart/:unit/:id/:fromMonth/:toMonth/:year', chart),
    get('/Pipeline/export/all/:fromMonth/:toMonth/:year', period),
    get('/pipeline/export/visit/:userId/:fromMonth/:toMonth/:year/:search', userExport),
    get('/pipeline/export/visit/:userId/:year/:search', yearExport),
    get('/pipeline/export/proposal/:userId/:fromMonth/:toMonth/:year/:search', userExport),
    get('/pipeline/export/proposal/:userId/:year/:search', yearExport),
    get('/pipeline/export/pic/proposal/:userId/:fromMonth/:toMonth/:year/:search', userExport),
  ]
}
