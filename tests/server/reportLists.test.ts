/**
 * The individual visit and proposal lists and the team proposal list (/account): selection,
 * range, search, paging and numbering, on rows of 2019 (the seed holds nothing that old).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { PROPOSAL_ROUTES, type ProposalList } from '../../src/contract/proposals.ts'
import { check, describeErrors, type Validator } from '../../src/contract/validate.ts'
import { VISIT_ROUTES, type VisitList } from '../../src/contract/visits.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import { hashPassword } from '../../src/server/auth/password.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { callers, serverForFile, USER_IDS, type ApiResponse, type Caller } from './harness.ts'

const server = serverForFile({ seed: { deals: 5 } })
const db = () => server().db

async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const keys = Object.keys(row)
  const [created] = await db().query<{ id: number }>(
    `INSERT INTO ${table} (${keys.join(', ')})
     VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  )
  return created!.id
}
async function link(table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    const keys = Object.keys(row)
    await db().query(
      `INSERT INTO ${table} (${keys.join(', ')})
       VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(row),
    )
  }
}

const EMAIL = { lead: 'lina.lead@lists.test', member: 'mira.member@lists.test' }
const ids = {
  lead: 0,
  member: 0,
  segment: 0,
  kopi: 0,
  teh: 0,
  contact: 0,
  dealKopi: 0,
  dealTeh: 0,
  dealOther: 0,
  visits: [] as number[],
  proposals: {} as Record<string, number>,
}

/**
 * Lina (leads Team Lists, member Mira) and, in 2019:
 * visits (newest first): 10-01 Teh by Lina (objective 'Bandung roadshow'); 09-15 Kopi by the
 * admin naming Lina among its RMs; 08-20, 07-04, 06-11, 05-30, 02-01 Kopi by Lina (one remark
 * 'Met at 100% capacity'); and 04-04 Kopi by the admin for Mira only (not Lina's).
 * Proposals: 'Kopi Workshop' (Lina an RM, sent 03-01), 'Kopi Training' (Lina an RM, sent 06-01
 * by the admin), 'Teh Consulting' (not Lina's deal but sent by her, 09-09), 'Other Deal' (Mira's,
 * 05-05), and one of Mira's deal sent 2018-12-31.
 */
async function buildDataSet(): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD)
  ids.segment = await insert('segments', { name: 'Segment Lists' })
  const user = (email: string, name: string) =>
    insert('users', {
      email,
      name,
      password_hash: password.hash,
      password_salt: password.salt,
      role_id: ROLE.rm,
    })
  ids.lead = await user(EMAIL.lead, 'Lina Lead')
  ids.member = await user(EMAIL.member, 'Mira Member')
  const teamId = await insert('teams', { name: 'Team Lists', leader_id: ids.lead })
  await link('team_members', [{ team_id: teamId, user_id: ids.member }])
  ids.kopi = await insert('clients', { company: 'PT Kopi Nusantara' })
  ids.teh = await insert('clients', { company: 'PT Teh Sejahtera' })
  ids.contact = await insert('contacts', { client_id: ids.kopi, name: 'Ayu Pratiwi' })
  const deal = (name: string, client: number, segment: number | null) =>
    insert('deals', {
      name,
      client_id: client,
      deal_date: '2019-01-10',
      stage: 2,
      probability: 20,
      segment_id: segment,
    })
  ids.dealKopi = await deal('Kopi Workshop', ids.kopi, ids.segment)
  const dealKopi2 = await deal('Kopi Training', ids.kopi, null)
  ids.dealTeh = await deal('Teh Consulting', ids.teh, null)
  ids.dealOther = await deal('Other Deal', ids.teh, null)
  await link('deal_rms', [
    { deal_id: ids.dealKopi, user_id: ids.lead, percent: 60, position: 0 },
    { deal_id: ids.dealKopi, user_id: ids.member, percent: 40, position: 1 },
    { deal_id: dealKopi2, user_id: ids.lead, percent: 100, position: 0 },
    { deal_id: ids.dealTeh, user_id: USER_IDS.rm2, percent: 100, position: 0 },
    { deal_id: ids.dealOther, user_id: ids.member, percent: 100, position: 0 },
  ])

  const visit = async (
    date: string,
    client: number,
    by: number,
    rms: number[],
    text: Partial<Record<'location' | 'objective' | 'next_step' | 'remark', string>> = {},
  ) => {
    const visitId = await insert('visits', {
      deal_id: client === ids.kopi ? ids.dealKopi : null,
      client_id: client,
      user_id: by,
      visit_date: date,
      start_time: '09:00',
      end_time: '10:00',
      location: text.location ?? 'Jakarta',
      objective: text.objective ?? 'Follow up',
      next_step: text.next_step ?? 'Call again',
      remark: text.remark ?? '',
      updated_at: `${date}T03:04:05Z`,
    })
    await link(
      'visit_rms',
      rms.map((user_id) => ({ visit_id: visitId, user_id })),
    )
    return visitId
  }
  ids.visits = [
    await visit('2019-10-01', ids.teh, ids.lead, [], { objective: 'Bandung roadshow' }),
    await visit('2019-09-15', ids.kopi, USER_IDS.admin, [ids.lead, ids.member]),
    await visit('2019-08-20', ids.kopi, ids.lead, [ids.lead], { next_step: 'Send the PROPOSAL' }),
    await visit('2019-07-04', ids.kopi, ids.lead, [], { remark: 'Met at 100% capacity' }),
    await visit('2019-06-11', ids.kopi, ids.lead, [], { location: 'Surabaya' }),
    await visit('2019-05-30', ids.kopi, ids.lead, []),
    await visit('2019-02-01', ids.kopi, ids.lead, []),
  ]
  await visit('2019-04-04', ids.kopi, USER_IDS.admin, [ids.member])
  const second = ids.visits[1]!
  await link('visit_contacts', [{ visit_id: second, contact_id: ids.contact }])
  await link('visit_consultants', [{ visit_id: second, user_id: USER_IDS.manager }])

  const proposal = async (
    key: string,
    dealId: number,
    sentBy: number,
    sent: string,
    value: number,
  ) => {
    ids.proposals[key] = await insert('proposals', {
      deal_id: dealId,
      type_id: key === 'kopi' ? 1 : 2,
      sent_by_id: sentBy,
      sent_date: sent,
      proposal_value: value,
      filename: `${key}.pdf`,
      updated_at: `${sent}T01:02:03Z`,
    })
  }
  await proposal('kopi', ids.dealKopi, ids.lead, '2019-03-01', 100_000_000)
  await proposal('training', dealKopi2, USER_IDS.admin, '2019-06-01', 25_000_000)
  await proposal('teh', ids.dealTeh, ids.lead, '2019-09-09', 40_000_000)
  await proposal('other', ids.dealOther, ids.member, '2019-05-05', 10_000_000)
  await proposal('old', ids.dealOther, ids.member, '2018-12-31', 5_000_000)
  await link('proposal_contacts', [{ proposal_id: ids.proposals.kopi, contact_id: ids.contact }])
  await insert('proposal_invoices', {
    proposal_id: ids.proposals.kopi,
    invoice_date: '2019-08-01',
    amount: 100_000_000,
    remarks: 'Term 1',
  })
}

beforeAll(buildDataSet)

function answered<T>(response: ApiResponse<T>, route: { answer: Validator<T> | null }): T {
  expect(response.status, response.text).toBe(200)
  const result = check(route.answer!, response.body)
  expect(result.ok ? '' : describeErrors(result.errors)).toBe('')
  return response.body
}

const expectForbidden = (response: ApiResponse) => {
  expect(response.status, response.text).toBe(403)
  expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
}

const visits = (
  caller: Caller,
  userId: number,
  from: string,
  to: string,
  page: number,
  perPage: number,
  search = '*',
) =>
  caller.get<VisitList>(
    `/Pipeline/ind/visit/${userId}/${from}/${to}/${page}/${perPage}/${encodeURIComponent(search)}`,
  )

describe('GET /Pipeline/ind/visit/...', () => {
  it("pages a person's visits, newest first, numbered across pages", async () => {
    const lead = await server().as(EMAIL.lead)
    const first = answered(
      await visits(lead, ids.lead, '0', '0', 1, 3),
      VISIT_ROUTES.individualList,
    )
    expect(first.info).toEqual({ page: 1, perPage: 3, total: 7 })
    expect(first.items.map((row) => [row.no, row.visitId, row.visitDate])).toEqual([
      [1, ids.visits[0], '2019-10-01'],
      [2, ids.visits[1], '2019-09-15'],
      [3, ids.visits[2], '2019-08-20'],
    ])
    const third = answered(
      await visits(lead, ids.lead, '0', '0', 3, 3),
      VISIT_ROUTES.individualList,
    )
    expect(third.info).toEqual({ page: 3, perPage: 3, total: 7 })
    expect(third.items.map((row) => [row.no, row.visitDate])).toEqual([[7, '2019-02-01']])
    const beyond = answered(
      await visits(lead, ids.lead, '0', '0', 4, 3),
      VISIT_ROUTES.individualList,
    )
    expect(beyond).toEqual({ items: [], info: { page: 4, perPage: 3, total: 7 } })
  })

  it('fills every field of a row', async () => {
    const lead = await server().as(EMAIL.lead)
    const list = await visits(lead, ids.lead, '20190915', '20190915', 1, 5)
    expect(list.body.items).toEqual([
      {
        visitId: ids.visits[1],
        dealId: ids.dealKopi,
        company: 'PT Kopi Nusantara',
        companyId: ids.kopi,
        visitDate: '2019-09-15',
        location: 'Jakarta',
        objective: 'Follow up',
        nextStep: 'Call again',
        remarks: '',
        contacts: [{ id: ids.contact, text: 'Ayu Pratiwi' }],
        rms: [
          { id: ids.lead, text: 'Lina Lead' },
          { id: ids.member, text: 'Mira Member' },
        ],
        cons: [{ id: USER_IDS.manager, text: 'Budi Manager' }],
        lastUpdated: '2019-09-15T03:04:05Z',
        no: 1,
      },
    ])
    const standalone = await visits(lead, ids.lead, '20191001', '0', 1, 5)
    expect(standalone.body.items[0]).toMatchObject({
      dealId: 0,
      company: 'PT Teh Sejahtera',
      companyId: ids.teh,
      rms: [],
      contacts: [],
      cons: [],
    })
  })

  it('keeps to the range, both ends included, either end open', async () => {
    const lead = await server().as(EMAIL.lead)
    const dates = async (from: string, to: string) =>
      (await visits(lead, ids.lead, from, to, 1, 50)).body.items.map((row) => row.visitDate)
    expect(await dates('20190530', '20190820')).toEqual([
      '2019-08-20',
      '2019-07-04',
      '2019-06-11',
      '2019-05-30',
    ])
    expect(await dates('20190901', '0')).toEqual(['2019-10-01', '2019-09-15'])
    expect(await dates('0', '20190530')).toEqual(['2019-05-30', '2019-02-01'])
    expect(await dates('20200101', '0')).toEqual([])
    expect(await dates('20191001', '99991231')).toEqual(['2019-10-01'])
  })

  it('searches company, location, objective, next step and remark without regard to case', async () => {
    const lead = await server().as(EMAIL.lead)
    const found = async (search: string) =>
      (await visits(lead, ids.lead, '0', '0', 1, 50, search)).body
    expect((await found('teh sejahtera')).items.map((row) => row.visitDate)).toEqual(['2019-10-01'])
    expect((await found('SURABAYA')).items.map((row) => row.visitDate)).toEqual(['2019-06-11'])
    expect((await found('bandung')).items.map((row) => row.visitDate)).toEqual(['2019-10-01'])
    expect((await found('proposal')).items.map((row) => row.visitDate)).toEqual(['2019-08-20'])
    expect((await found('100%')).items.map((row) => row.visitDate)).toEqual(['2019-07-04'])
    // A LIKE wildcard is taken literally.
    expect((await found('%')).info.total).toBe(1)
    expect((await found('_')).info.total).toBe(0)
    const kopi = await found('kopi')
    expect(kopi.info.total).toBe(6)
    expect(kopi.items.map((row) => row.no)).toEqual([1, 2, 3, 4, 5, 6])
    expect((await found('*')).info.total).toBe(7)
  })

  it('follows the individual report rights', async () => {
    const [lead, member] = await Promise.all([server().as(EMAIL.lead), server().as(EMAIL.member)])
    const { admin, rm, viewer } = await callers(server())
    // The member's own: the 09-15 visit (an RM of it) and the 04-04 one.
    for (const caller of [member, lead, admin]) {
      const list = await visits(caller, ids.member, '0', '0', 1, 10)
      expect(list.body.items.map((row) => row.visitDate)).toEqual(['2019-09-15', '2019-04-04'])
    }
    expectForbidden(await visits(member, ids.lead, '0', '0', 1, 10))
    expectForbidden(await visits(rm, ids.lead, '0', '0', 1, 10))
    expectForbidden(await visits(viewer, USER_IDS.viewer, '0', '0', 1, 10))
  })

  it('refuses bad params (400)', async () => {
    const lead = await server().as(EMAIL.lead)
    for (const [from, to, page, perPage, description] of [
      ['20191001', '20190101', 1, 10, 'path.fromDate must not be after path.toDate'],
      ['20190230', '0', 1, 10, 'path.fromDate must be a date YYYYMMDD or 0'],
      ['0', '0', 0, 10, 'path.page must be a whole number of at least 1'],
      ['0', '0', 1, 501, 'path.perPage must be a whole number of at most 500'],
    ] as const) {
      const response = await visits(lead, ids.lead, from, to, page, perPage)
      expect(response.status).toBe(400)
      expect(response.body).toEqual([{ description }])
    }
  })
})

const proposals = (
  caller: Caller,
  kind: 'ind' | 'pic',
  userId: number,
  from: string,
  to: string,
  page: number,
  perPage: number,
  search = '*',
) =>
  caller.get<ProposalList>(
    `/${kind === 'ind' ? 'Pipeline/ind' : 'pipeline/pic'}/proposal/${userId}/${from}/${to}/${page}/${perPage}/${encodeURIComponent(search)}`,
  )

describe('GET /Pipeline/ind/proposal/...', () => {
  it("lists the proposals of the person's deals and those it sent, newest first", async () => {
    const lead = await server().as(EMAIL.lead)
    const list = answered(
      await proposals(lead, 'ind', ids.lead, '0', '0', 1, 10),
      PROPOSAL_ROUTES.individualList,
    )
    expect(list.info).toEqual({ page: 1, perPage: 10, total: 3 })
    expect(list.items.map((row) => [row.name, row.sentDate])).toEqual([
      ['Teh Consulting', '2019-09-09'],
      ['Kopi Training', '2019-06-01'],
      ['Kopi Workshop', '2019-03-01'],
    ])
    expect(list.items[2]).toEqual({
      id: ids.proposals.kopi,
      dealId: ids.dealKopi,
      name: 'Kopi Workshop',
      client: { id: ids.kopi, text: 'PT Kopi Nusantara' },
      type: { id: 1, text: 'Workshop' },
      sentBy: 'Lina Lead',
      sentById: ids.lead,
      sentDate: '2019-03-01',
      receiverClients: [{ id: ids.contact, text: 'Ayu Pratiwi' }],
      filename: 'kopi.pdf',
      proposalValue: 100_000_000,
      invoices: [
        {
          id: expect.any(Number),
          invoiceDate: '2019-08-01',
          invoiceAmount: 100_000_000,
          remarks: 'Term 1',
        },
      ],
      lastUpdated: '2019-03-01T01:02:03Z',
      rms: [
        { id: ids.lead, text: 'Lina Lead' },
        { id: ids.member, text: 'Mira Member' },
      ],
      segments: [{ id: ids.segment, text: 'Segment Lists' }],
    })
    expect(list.items[0]).toMatchObject({
      type: { id: 2, text: 'Consulting' },
      rms: [{ id: USER_IDS.rm2, text: 'Dimas Relationship' }],
      segments: [],
      receiverClients: [],
      invoices: [],
    })
  })

  it('pages, keeps to the range and searches deal name and client', async () => {
    const lead = await server().as(EMAIL.lead)
    const second = await proposals(lead, 'ind', ids.lead, '0', '0', 2, 2)
    expect(second.body.info).toEqual({ page: 2, perPage: 2, total: 3 })
    expect(second.body.items.map((row) => row.name)).toEqual(['Kopi Workshop'])
    const spring = await proposals(lead, 'ind', ids.lead, '20190301', '20190601', 1, 10)
    expect(spring.body.items.map((row) => row.name)).toEqual(['Kopi Training', 'Kopi Workshop'])
    const training = await proposals(lead, 'ind', ids.lead, '0', '0', 1, 10, 'TRAINING')
    expect(training.body.items.map((row) => row.name)).toEqual(['Kopi Training'])
    const teh = await proposals(lead, 'ind', ids.lead, '0', '0', 1, 10, 'teh sejahtera')
    expect(teh.body.items.map((row) => row.name)).toEqual(['Teh Consulting'])
  })

  it('follows the individual report rights', async () => {
    const [lead, member] = await Promise.all([server().as(EMAIL.lead), server().as(EMAIL.member)])
    const { manager, rm, viewer } = await callers(server())
    for (const caller of [lead, member, manager]) {
      const list = await proposals(caller, 'ind', ids.member, '0', '0', 1, 10)
      expect(list.body.items.map((row) => row.name)).toEqual([
        'Other Deal',
        'Kopi Workshop',
        'Other Deal',
      ])
    }
    expectForbidden(await proposals(member, 'ind', ids.lead, '0', '0', 1, 10))
    expectForbidden(await proposals(rm, 'ind', ids.member, '0', '0', 1, 10))
    expectForbidden(await proposals(viewer, 'ind', USER_IDS.viewer, '0', '0', 1, 10))
  })
})

describe('GET /pipeline/pic/proposal/...', () => {
  it('lists the proposals of the people of the teams the user leads, with RMs and segments', async () => {
    const lead = await server().as(EMAIL.lead)
    const list = answered(
      await proposals(lead, 'pic', ids.lead, '20190101', '20191231', 1, 3),
      PROPOSAL_ROUTES.picList,
    )
    // Lina's three and Mira's 2019 one ('Other Deal' of 2018 is out of the range).
    expect(list.info).toEqual({ page: 1, perPage: 3, total: 4 })
    expect(list.items.map((row) => row.name)).toEqual([
      'Teh Consulting',
      'Kopi Training',
      'Other Deal',
    ])
    expect(list.items[2]!.rms).toEqual([{ id: ids.member, text: 'Mira Member' }])
    const next = await proposals(lead, 'pic', ids.lead, '20190101', '20191231', 2, 3, '*')
    expect(next.body.items.map((row) => [row.name, row.segments])).toEqual([
      ['Kopi Workshop', [{ id: ids.segment, text: 'Segment Lists' }]],
    ])
  })

  it('is empty for who leads or mentors no team, and asked for oneself only', async () => {
    const member = await server().as(EMAIL.member)
    const { admin, viewer } = await callers(server())
    const none = answered(
      await proposals(member, 'pic', ids.member, '0', '0', 1, 5),
      PROPOSAL_ROUTES.picList,
    )
    expect(none).toEqual({ items: [], info: { page: 1, perPage: 5, total: 0 } })
    const adminOwn = await proposals(admin, 'pic', USER_IDS.admin, '0', '0', 1, 5)
    expect(adminOwn.status).toBe(200)
    expectForbidden(await proposals(admin, 'pic', ids.lead, '0', '0', 1, 5))
    expectForbidden(await proposals(member, 'pic', ids.lead, '0', '0', 1, 5))
    expectForbidden(await proposals(viewer, 'pic', USER_IDS.viewer, '0', '0', 1, 5))
  })
})
