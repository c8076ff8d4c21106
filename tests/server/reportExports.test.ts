/**
 * The export data calls (the browser writes the workbooks): shapes, selections and a few
 * figures computed by hand, on rows of 2019 (the seed holds nothing that old).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CHART_EXPORT_HEADERS,
  EXPORT_ROUTES,
  PIC_PROPOSAL_EXPORT_HEADERS,
  PROPOSAL_EXPORT_HEADERS,
  VISIT_EXPORT_HEADERS,
  type AllTribesExport,
  type ChartExport,
  type PicProposalExport,
  type ProposalExport,
  type VisitExport,
} from '../../src/contract/exports.ts'
import { check, describeErrors, type Validator } from '../../src/contract/validate.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import { TARGET_STATUS } from '../../src/domain/targets.ts'
import { hashPassword } from '../../src/server/auth/password.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { providerToday } from '../../src/server/reports/clock.ts'
import { achievementRow } from '../../src/server/reports/exports.ts'
import { callers, serverForFile, USER_IDS, type ApiResponse } from './harness.ts'

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

const EMAIL = { e1: 'eka.export@exports.test', e2: 'edo.export@exports.test' }
const ids = { tribeX: 0, tribeY: 0, e1: 0, e2: 0 }
const COMPANY = 'PT Ekspor Jaya'

/**
 * Tribes Xenon (X) and Yttrium (Y), segment Export; RMs Eka (E1, tribe X, segment Export, leads a
 * team whose member is E2) and Edo (E2, tribe Y, no segment); client PT Ekspor Jaya; in 2019:
 * deal 'Export Deal' (segment Export; X 75 / Y 25; E1 60 / E2 40) with PX1 sent 02-10 10,000,001
 * by E1 and PX2 sent 04-01 20,000,000 by the admin; deal 'Second Deal' (Y 100; E2 100) with PY
 * sent 02-20 5,000,000 by E2; visits VX 02-11 on Export Deal by E1 (RMs E1; tribe X), VS 02-12
 * without deal by E2 in Bekasi (no RMs, no tribes), VY 02-25 on Second Deal by E2 (RMs E2;
 * tribes Y, X); invoice IX invoiced 02-28 8,000,000 of Export Deal (X 75 / Y 25; E1 60 / E2 40);
 * February targets of tribe X (2 / 2 / 10,000,000 / 4,000,000) and E1 (1 / 1 / 5,000,000 /
 * 10,000,000).
 */
async function buildDataSet(): Promise<void> {
  ids.tribeX = await insert('tribes', { name: 'Tribe Xenon' })
  ids.tribeY = await insert('tribes', { name: 'Tribe Yttrium' })
  const segment = await insert('segments', { name: 'Segment Export' })
  const password = await hashPassword(DEMO_PASSWORD)
  const user = (email: string, name: string, tribe: number, segmentId: number | null) =>
    insert('users', {
      email,
      name,
      password_hash: password.hash,
      password_salt: password.salt,
      role_id: ROLE.rm,
      tribe_id: tribe,
      segment_id: segmentId,
    })
  ids.e1 = await user(EMAIL.e1, 'Eka Export', ids.tribeX, segment)
  ids.e2 = await user(EMAIL.e2, 'Edo Export', ids.tribeY, null)
  const team = await insert('teams', { name: 'Team Export', leader_id: ids.e1 })
  await link('team_members', [{ team_id: team, user_id: ids.e2 }])
  const client = await insert('clients', { company: COMPANY })
  const deal = (name: string, segmentId: number | null) =>
    insert('deals', {
      name,
      client_id: client,
      deal_date: '2019-01-05',
      stage: 3,
      probability: 40,
      segment_id: segmentId,
    })
  const dx = await deal('Export Deal', segment)
  const dy = await deal('Second Deal', null)
  const share = (
    owner: string,
    member: string,
    ownerId: number,
    memberId: number,
    percent: number,
    position: number,
  ) => ({
    [owner]: ownerId,
    [member]: memberId,
    percent,
    position,
  })
  await link('deal_tribes', [
    share('deal_id', 'tribe_id', dx, ids.tribeX, 75, 0),
    share('deal_id', 'tribe_id', dx, ids.tribeY, 25, 1),
    share('deal_id', 'tribe_id', dy, ids.tribeY, 100, 0),
  ])
  await link('deal_rms', [
    share('deal_id', 'user_id', dx, ids.e1, 60, 0),
    share('deal_id', 'user_id', dx, ids.e2, 40, 1),
    share('deal_id', 'user_id', dy, ids.e2, 100, 0),
  ])
  const proposal = (dealId: number, by: number, sent: string, value: number) =>
    insert('proposals', {
      deal_id: dealId,
      type_id: 1,
      sent_by_id: by,
      sent_date: sent,
      proposal_value: value,
      updated_at: `${sent}T08:00:00Z`,
    })
  await proposal(dx, ids.e1, '2019-02-10', 10_000_001)
  await proposal(dx, USER_IDS.admin, '2019-04-01', 20_000_000)
  await proposal(dy, ids.e2, '2019-02-20', 5_000_000)
  const visit = async (
    dealId: number | null,
    by: number,
    date: string,
    rms: number[],
    tribes: number[],
    location: string,
  ) => {
    const visitId = await insert('visits', {
      deal_id: dealId,
      client_id: client,
      user_id: by,
      visit_date: date,
      location,
      objective: 'Discuss the programme',
      next_step: 'Send a quote',
      remark: 'Good meeting',
      updated_at: `${date}T02:00:00Z`,
    })
    await link(
      'visit_rms',
      rms.map((user_id) => ({ visit_id: visitId, user_id })),
    )
    await link(
      'visit_tribes',
      tribes.map((tribe_id) => ({ visit_id: visitId, tribe_id })),
    )
  }
  await visit(dx, ids.e1, '2019-02-11', [ids.e1], [ids.tribeX], 'Jakarta')
  await visit(null, ids.e2, '2019-02-12', [], [], 'Bekasi')
  await visit(dy, ids.e2, '2019-02-25', [ids.e2], [ids.tribeY, ids.tribeX], 'Depok')
  const invoice = await insert('invoices', {
    deal_id: dx,
    client_id: client,
    status: 'invoiced',
    invoice_date: '2019-02-28',
    amount: 8_000_000,
  })
  await link('invoice_tribes', [
    share('invoice_id', 'tribe_id', invoice, ids.tribeX, 75, 0),
    share('invoice_id', 'tribe_id', invoice, ids.tribeY, 25, 1),
  ])
  await link('invoice_rms', [
    share('invoice_id', 'user_id', invoice, ids.e1, 60, 0),
    share('invoice_id', 'user_id', invoice, ids.e2, 40, 1),
  ])
  const target = async (type: string, subject: number, amounts: number[]) => {
    const targetId = await insert('targets', {
      type,
      subject_id: subject,
      year: 2019,
      status: TARGET_STATUS.approved,
    })
    await link(
      'target_items',
      amounts.map((amount, index) => ({
        target_id: targetId,
        year: 2019,
        month: 2,
        target_type: index + 1,
        amount,
      })),
    )
  }
  await target('tribe', ids.tribeX, [2, 2, 10_000_000, 4_000_000])
  await target('rm', ids.e1, [1, 1, 5_000_000, 10_000_000])
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

describe('GET /Pipeline/export/chart/:unit/:id/:fromMonth/:toMonth/:year', () => {
  it("answers the item's Proposal and Sales Call rows, amounts weighted by its share", async () => {
    const { admin } = await callers(server())
    const data = answered(
      await admin.get<ChartExport>(`/Pipeline/export/chart/tribe/${ids.tribeX}/2/4/2019`),
      EXPORT_ROUTES.chart,
    )
    expect(data.sheet1.headers).toEqual([...CHART_EXPORT_HEADERS])
    expect(data.sheet1.items).toEqual([
      // 10,000,001 x 75 % = 7,500,000.75: 7,500,001.
      {
        no: 1,
        company: COMPANY,
        tribe: 'Tribe Xenon, Tribe Yttrium',
        segment: 'Segment Export',
        rm: 'Eka Export, Edo Export',
        dealName: 'Export Deal',
        amount: 7_500_001,
      },
      {
        no: 2,
        company: COMPANY,
        tribe: 'Tribe Xenon, Tribe Yttrium',
        segment: 'Segment Export',
        rm: 'Eka Export, Edo Export',
        dealName: 'Export Deal',
        amount: 15_000_000,
      },
    ])
    // The visits listing tribe X, oldest first, in the visit export's columns.
    expect(data.sheet2.headers).toEqual([...VISIT_EXPORT_HEADERS])
    expect(data.sheet2.items).toEqual([
      {
        no: 1,
        company: COMPANY,
        visitDate: '2019-02-11',
        location: 'Jakarta',
        objective: 'Discuss the programme',
        nextStep: 'Send a quote',
        remarks: 'Good meeting',
        lastUpdated: '2019-02-11T02:00:00Z',
      },
      {
        no: 2,
        company: COMPANY,
        visitDate: '2019-02-25',
        location: 'Depok',
        objective: 'Discuss the programme',
        nextStep: 'Send a quote',
        remarks: 'Good meeting',
        lastUpdated: '2019-02-25T02:00:00Z',
      },
    ])
  })

  it('takes every row at its full amount for All Tribes, and any unit', async () => {
    const { manager } = await callers(server())
    const all = answered(
      await manager.get<ChartExport>('/Pipeline/export/chart/tribe/0/2/2/2019'),
      EXPORT_ROUTES.chart,
    )
    expect(all.sheet1.items.map((row) => [row.no, row.dealName, row.amount])).toEqual([
      [1, 'Export Deal', 10_000_001],
      [2, 'Second Deal', 5_000_000],
    ])
    // Every visit once, the one without deal too.
    expect(all.sheet2.items.map((row) => [row.no, row.visitDate, row.location])).toEqual([
      [1, '2019-02-11', 'Jakarta'],
      [2, '2019-02-12', 'Bekasi'],
      [3, '2019-02-25', 'Depok'],
    ])
    // E2: 40 % of PX1 (4,000,000.4) and PX2, all of PY; its visits VS (its own) and VY.
    const rm = answered(
      await manager.get<ChartExport>(`/Pipeline/export/chart/rm/${ids.e2}/2/4/2019`),
      EXPORT_ROUTES.chart,
    )
    expect(rm.sheet1.items.map((row) => [row.dealName, row.amount])).toEqual([
      ['Export Deal', 4_000_000],
      ['Second Deal', 5_000_000],
      ['Export Deal', 8_000_000],
    ])
    expect(rm.sheet2.items.map((row) => row.location)).toEqual(['Bekasi', 'Depok'])
  })

  it('is for roles 1 and 2, and refuses unknown items and bad periods', async () => {
    const { admin, rm, viewer } = await callers(server())
    const e1 = await server().as(EMAIL.e1)
    for (const caller of [rm, viewer, e1]) {
      expectForbidden(await caller.get(`/Pipeline/export/chart/tribe/${ids.tribeX}/2/4/2019`))
    }
    expect((await admin.get('/Pipeline/export/chart/segment/99999/2/4/2019')).body).toEqual([
      { description: 'Segment not found' },
    ])
    expect((await admin.get('/Pipeline/export/chart/tribe/1/4/2/2019')).status).toBe(400)
    expect((await admin.get('/Pipeline/export/chart/branch/0/2/4/2019')).status).toBe(400)
  })
})

describe('GET /Pipeline/export/all/:fromMonth/:toMonth/:year', () => {
  it('answers a row per tribe and a row per RM with actual, target and achievement', async () => {
    const { admin } = await callers(server())
    const data = answered(
      await admin.get<AllTribesExport>('/Pipeline/export/all/2/2/2019'),
      EXPORT_ROUTES.allTribes,
    )
    expect(data.generatedDate).toBe(providerToday().iso)
    expect([data.sheet1.title, data.sheet1.period, data.sheet2.title, data.sheet2.period]).toEqual([
      'Tribe',
      'Feb 2019',
      'All',
      'Feb 2019',
    ])
    const tribes = await db().query<{ name: string }>('SELECT name FROM tribes ORDER BY name, id')
    expect(data.sheet1.items.map((row) => row.name)).toEqual(tribes.map((tribe) => tribe.name))
    // X: PX1 (75 %: 7,500,001); VX, VY; IX 75 % = 6,000,000. Achievements 50, 75, 100, 150:
    // average 93.75, 93.
    expect(data.sheet1.items.find((row) => row.name === 'Tribe Xenon')).toEqual({
      name: 'Tribe Xenon',
      tribe: 'Tribe Xenon',
      actualNProposal: 1,
      actualProposalValue: 7_500_001,
      actualSalesVisit: 2,
      actualSales: 6_000_000,
      targetNProposal: 2,
      targetProposalValue: 10_000_000,
      targetSalesVisit: 2,
      targetSales: 4_000_000,
      achNProposal: 50,
      achProposalValue: 75,
      achSalesVisit: 100,
      achSales: 150,
      aveAch: 93,
    })
    // Y: PX1 25 % (2,500,000.25) + PY 5,000,000 = 7,500,000; VY; IX 25 %; no target.
    expect(data.sheet1.items.find((row) => row.name === 'Tribe Yttrium')).toMatchObject({
      actualNProposal: 2,
      actualProposalValue: 7_500_000,
      actualSalesVisit: 1,
      actualSales: 2_000_000,
      targetNProposal: 0,
      achNProposal: 0,
      aveAch: 0,
    })
    const rms = await db().query<{ name: string }>(
      'SELECT name FROM users WHERE role_id = 5 AND deleted_at IS NULL ORDER BY name, id',
    )
    expect(data.sheet2.items.map((row) => row.name)).toEqual(rms.map((rm) => rm.name))
    // E1: PX1 60 % = 6,000,000.6: 6,000,001; VX; IX 60 % = 4,800,000. Achievements 100, 120,
    // 100, 48: average 92.
    expect(data.sheet2.items.find((row) => row.name === 'Eka Export')).toEqual({
      name: 'Eka Export',
      tribe: 'Tribe Xenon',
      actualNProposal: 1,
      actualProposalValue: 6_000_001,
      actualSalesVisit: 1,
      actualSales: 4_800_000,
      targetNProposal: 1,
      targetProposalValue: 5_000_000,
      targetSalesVisit: 1,
      targetSales: 10_000_000,
      achNProposal: 100,
      achProposalValue: 120,
      achSalesVisit: 100,
      achSales: 48,
      aveAch: 92,
    })
    // E2: PX1 40 % + PY = 9,000,000; VS (no RMs: its recorder's) and VY; IX 40 %.
    expect(data.sheet2.items.find((row) => row.name === 'Edo Export')).toMatchObject({
      tribe: 'Tribe Yttrium',
      actualNProposal: 2,
      actualProposalValue: 9_000_000,
      actualSalesVisit: 2,
      actualSales: 3_200_000,
      aveAch: 0,
    })
  })

  it('averages the achievements of the figures that have a target only', () => {
    const actual = { nProposals: 3, visits: 4, proposalValue: 100, sales: 50 }
    // Visits only: 4 of 8, 50 %; the three figures without target are no 0 % in the average.
    const partly = achievementRow('Budi', 'Retail', actual, {
      nProposals: 0,
      visits: 8,
      proposalValue: 0,
      sales: 0,
    })
    expect([partly.achSalesVisit, partly.achNProposal, partly.aveAch]).toEqual([50, 0, 50])
    const none = achievementRow('Rina', 'Retail', actual, {
      nProposals: 0,
      visits: 0,
      proposalValue: 0,
      sales: 0,
    })
    expect(none.aveAch).toBe(0)
  })

  it('writes the period of several months and refuses months out of order', async () => {
    const { admin, rm } = await callers(server())
    const data = await admin.get<AllTribesExport>('/Pipeline/export/all/1/11/2019')
    expect(data.body.sheet1.period).toBe('Jan - Nov 2019')
    expect((await admin.get('/Pipeline/export/all/11/1/2019')).status).toBe(400)
    expectForbidden(await rm.get('/Pipeline/export/all/1/11/2019'))
  })
})

describe('GET /pipeline/export/visit/... and /pipeline/export/proposal/...', () => {
  it("exports a person's visits of the months or of the year, as the list selects them", async () => {
    const e1 = await server().as(EMAIL.e1)
    const months = answered(
      await e1.get<VisitExport>(`/pipeline/export/visit/${ids.e2}/2/2/2019/*`),
      EXPORT_ROUTES.visit,
    )
    expect(months.headers).toEqual([...VISIT_EXPORT_HEADERS])
    expect(months.items).toEqual([
      {
        no: 1,
        company: COMPANY,
        visitDate: '2019-02-25',
        location: 'Depok',
        objective: 'Discuss the programme',
        nextStep: 'Send a quote',
        remarks: 'Good meeting',
        lastUpdated: '2019-02-25T02:00:00Z',
      },
      expect.objectContaining({ no: 2, visitDate: '2019-02-12', location: 'Bekasi' }),
    ])
    const year = answered(
      await e1.get<VisitExport>(`/pipeline/export/visit/${ids.e2}/2019/bekasi`),
      EXPORT_ROUTES.visitByYear,
    )
    expect(year.items.map((row) => [row.no, row.location])).toEqual([[1, 'Bekasi']])
    const own = await e1.get<VisitExport>(`/pipeline/export/visit/${ids.e1}/2019/*`)
    expect(own.body.items.map((row) => row.visitDate)).toEqual(['2019-02-11'])
    expect(
      (await e1.get<VisitExport>(`/pipeline/export/visit/${ids.e1}/2018/*`)).body.items,
    ).toEqual([])
  })

  it("exports a person's proposals: on its deals or sent by it", async () => {
    const { manager } = await callers(server())
    const data = answered(
      await manager.get<ProposalExport>(`/pipeline/export/proposal/${ids.e2}/2/4/2019/*`),
      EXPORT_ROUTES.proposal,
    )
    expect(data.headers).toEqual([...PROPOSAL_EXPORT_HEADERS])
    expect(data.items).toEqual([
      {
        no: 1,
        name: 'Export Deal',
        client: COMPANY,
        type: 'Workshop',
        sentBy: 'Ayu Administrator',
        sentDate: '2019-04-01',
        proposalValue: 20_000_000,
        lastUpdated: '2019-04-01T08:00:00Z',
      },
      expect.objectContaining({
        no: 2,
        name: 'Second Deal',
        sentBy: 'Edo Export',
        proposalValue: 5_000_000,
      }),
      expect.objectContaining({
        no: 3,
        name: 'Export Deal',
        sentBy: 'Eka Export',
        proposalValue: 10_000_001,
      }),
    ])
    const year = answered(
      await manager.get<ProposalExport>(`/pipeline/export/proposal/${ids.e2}/2019/second`),
      EXPORT_ROUTES.proposalByYear,
    )
    expect(year.items.map((row) => [row.no, row.name])).toEqual([[1, 'Second Deal']])
  })

  it('follows the individual report rights and refuses bad params', async () => {
    const [e1, e2] = await Promise.all([server().as(EMAIL.e1), server().as(EMAIL.e2)])
    const { rm, viewer } = await callers(server())
    expect((await e2.get(`/pipeline/export/visit/${ids.e2}/2019/*`)).status).toBe(200)
    expectForbidden(await e2.get(`/pipeline/export/visit/${ids.e1}/2019/*`))
    expectForbidden(await e2.get(`/pipeline/export/proposal/${ids.e1}/1/12/2019/*`))
    expectForbidden(await rm.get(`/pipeline/export/proposal/${ids.e1}/2019/*`))
    expectForbidden(await viewer.get(`/pipeline/export/visit/${USER_IDS.viewer}/2019/*`))
    expect((await e1.get(`/pipeline/export/visit/${ids.e1}/5/4/2019/*`)).body).toEqual([
      { description: 'path.fromMonth must not be after path.toMonth' },
    ])
    expect((await e1.get(`/pipeline/export/proposal/${ids.e1}/19/*`)).status).toBe(400)
  })
})

describe('GET /pipeline/export/pic/proposal/...', () => {
  it("exports the proposals of the leader's team with their RMs and segments", async () => {
    const e1 = await server().as(EMAIL.e1)
    const data = answered(
      await e1.get<PicProposalExport>(`/pipeline/export/pic/proposal/${ids.e1}/1/12/2019/*`),
      EXPORT_ROUTES.picProposal,
    )
    expect(data.headers).toEqual([...PIC_PROPOSAL_EXPORT_HEADERS])
    expect(
      data.items.map((row) => [row.no, row.name, row.sentDate, row.rms, row.segments]),
    ).toEqual([
      [1, 'Export Deal', '2019-04-01', 'Eka Export, Edo Export', 'Segment Export'],
      [2, 'Second Deal', '2019-02-20', 'Edo Export', ''],
      [3, 'Export Deal', '2019-02-10', 'Eka Export, Edo Export', 'Segment Export'],
    ])
  })

  it('is empty for a member, and asked for oneself only', async () => {
    const e2 = await server().as(EMAIL.e2)
    const { admin } = await callers(server())
    const none = answered(
      await e2.get<PicProposalExport>(`/pipeline/export/pic/proposal/${ids.e2}/1/12/2019/*`),
      EXPORT_ROUTES.picProposal,
    )
    expect(none.items).toEqual([])
    expectForbidden(await admin.get(`/pipeline/export/pic/proposal/${ids.e1}/1/12/2019/*`))
    expectForbidden(await e2.get(`/pipeline/export/pic/proposal/${ids.e1}/1/12/2019/*`))
  })
})
