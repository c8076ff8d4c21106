/**
 * The Sales Report, individual report and team report calls on a small data set of 2019 (the
 * seed holds nothing that old), every figure computed by hand below. Definitions:
 * src/server/reports/figures.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  REPORT_ROUTES,
  type Chart,
  type IndividualReport,
  type ReportTable,
  type SummaryCard,
  type TeamReport,
} from '../../src/contract/reports.ts'
import { check, describeErrors } from '../../src/contract/validate.ts'
import { monthName, monthShortName } from '../../src/domain/dates.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import { CHART_TITLES } from '../../src/domain/reports.ts'
import { TARGET_STATUS } from '../../src/domain/targets.ts'
import { hashPassword } from '../../src/server/auth/password.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { chartsOf } from '../../src/server/reports/charts.ts'
import { providerToday } from '../../src/server/reports/clock.ts'
import { actualFigures, monthsPeriod, targetFigures } from '../../src/server/reports/figures.ts'
import { readIndividualSummary, readSalesSummary } from '../../src/server/reports/summary.ts'
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

/** The ids of the data set. */
const ids = {
  tribeA: 0,
  tribeB: 0,
  segment: 0,
  branch: 0,
  r1: 0,
  r2: 0,
  r3: 0,
  clientA: 0,
  clientB: 0,
  d1: 0,
  d2: 0,
  d3: 0,
  team: 0,
}
const EMAIL = {
  r1: 'rina.alpha@report.test',
  r2: 'rudi.beta@report.test',
  r3: 'sari.gamma@report.test',
}

/**
 * Tribes Alpha (A) and Beta (B), segment and branch Zeta, RMs R1 (tribe A), R2 and R3 (tribe B;
 * R2 in branch and segment Zeta), Team Alpha (leader R1, mentor R2, member R3), and in 2019:
 *
 * Deals: D1 open 50 % (client A, segment and branch Zeta, tribes A 60 / B 40, RM R1 100);
 *        D2 won (client B, segment Zeta, no branch, tribe B 100, RMs R1 30 / R2 70);
 *        D3 open 20 % (client A, no segment, branch Zeta, tribe A 100, RM R2 100).
 * Proposals: P1 D1 sent 03-10 100,000,000 (period 06-01 100,000,000: not its deal's latest);
 *            P2 D2 sent 03-20 50,000,001 (period 06-15: D2 is won);
 *            P3 D3 not sent, created 2019-04-30 18:00 UTC = 05-01 in Jakarta, 30,000,000
 *               (periods 06-20 30,000,000, invoiced as I3, and 07-05 10,000,000);
 *            P4 D1 sent 05-15 80,000,000 (periods 06-10 and 07-10, 40,000,000 each).
 * Invoices: I1 D2 invoiced 2019-03-28 50,000,001 (tribe B 100; R1 30 / R2 70; no branch, no segment);
 *           I2 D1 invoiced 2019-06-05 20,000,000 (A 60 / B 40; R1 100; branch and segment Zeta);
 *           I3 D3 to be invoiced 2019-06-25 30,000,000 from P3's June period (A 100; R2 100);
 *           I4 no deal, invoiced 2018-03-15 7,000,000 (A 100; R1 100; branch and segment Zeta);
 *           I5 no deal, invoiced 2017-03-01 3,000,000 (A 50 / B 50; R2 100).
 * Visits: V1 D1 by R1 03-05 (RMs R1; tribes A, B); V2 D2 by the admin 03-12 (RMs R1, R2; tribe B);
 *         V3 client A by R2 05-02 (no RMs, no tribes); V4 D3 by R2 06-07 (RMs R2; tribe A).
 * Targets 2019: tribe A approved, March 2 / 4 / 100,000,000 / 40,000,000, June sales 50,000,000;
 *               tribe B need approval, March 1 / 2 / 40,000,000 / 60,000,000;
 *               R1 approved, March 1 / 1 / 100,000,000 / 30,000,000; R2 rejected (March sales 99).
 */
async function buildDataSet(): Promise<void> {
  ids.tribeA = await insert('tribes', { name: 'Tribe Alpha' })
  ids.tribeB = await insert('tribes', { name: 'Tribe Beta' })
  ids.segment = await insert('segments', { name: 'Segment Zeta' })
  ids.branch = await insert('branches', { name: 'Branch Zeta' })
  const password = await hashPassword(DEMO_PASSWORD)
  const user = (
    email: string,
    name: string,
    tribe: number,
    segment: number | null,
    branch: number | null,
  ) =>
    insert('users', {
      email,
      name,
      password_hash: password.hash,
      password_salt: password.salt,
      role_id: ROLE.rm,
      tribe_id: tribe,
      segment_id: segment,
      branch_id: branch,
    })
  ids.r1 = await user(EMAIL.r1, 'Rina Alpha', ids.tribeA, null, null)
  ids.r2 = await user(EMAIL.r2, 'Rudi Beta', ids.tribeB, ids.segment, ids.branch)
  ids.r3 = await user(EMAIL.r3, 'Sari Gamma', ids.tribeB, null, null)
  ids.team = await insert('teams', { name: 'Team Alpha', leader_id: ids.r1, mentor_id: ids.r2 })
  await link('team_members', [{ team_id: ids.team, user_id: ids.r3 }])

  ids.clientA = await insert('clients', { company: 'PT Alpha Makmur' })
  ids.clientB = await insert('clients', { company: 'PT Beta Sejahtera' })
  const deal = (
    name: string,
    client: number,
    state: string,
    probability: number,
    segment: number | null,
    branch: number | null,
  ) =>
    insert('deals', {
      name,
      client_id: client,
      deal_date: '2019-02-01',
      stage: state === 'won' ? 5 : 3,
      probability,
      state,
      segment_id: segment,
      branch_id: branch,
    })
  ids.d1 = await deal('Deal One', ids.clientA, 'open', 50, ids.segment, ids.branch)
  ids.d2 = await deal('Deal Two', ids.clientB, 'won', 100, ids.segment, null)
  ids.d3 = await deal('Deal Three', ids.clientA, 'open', 20, null, ids.branch)
  const share = (
    owner: string,
    member: string,
    ownerId: number,
    memberId: number,
    percent: number,
    position = 0,
  ) => ({
    [owner]: ownerId,
    [member]: memberId,
    percent,
    position,
  })
  await link('deal_tribes', [
    share('deal_id', 'tribe_id', ids.d1, ids.tribeA, 60),
    share('deal_id', 'tribe_id', ids.d1, ids.tribeB, 40, 1),
    share('deal_id', 'tribe_id', ids.d2, ids.tribeB, 100),
    share('deal_id', 'tribe_id', ids.d3, ids.tribeA, 100),
  ])
  await link('deal_rms', [
    share('deal_id', 'user_id', ids.d1, ids.r1, 100),
    share('deal_id', 'user_id', ids.d2, ids.r1, 30),
    share('deal_id', 'user_id', ids.d2, ids.r2, 70, 1),
    share('deal_id', 'user_id', ids.d3, ids.r2, 100),
  ])
  const proposal = (
    dealId: number,
    sent: string | null,
    value: number,
    createdAt = '2019-01-15T00:00:00Z',
  ) =>
    insert('proposals', {
      deal_id: dealId,
      type_id: 1,
      sent_by_id: USER_IDS.admin,
      sent_date: sent,
      proposal_value: value,
      created_at: createdAt,
    })
  const period = (proposalId: number, date: string, amount: number) =>
    insert('proposal_invoices', { proposal_id: proposalId, invoice_date: date, amount })
  const p1 = await proposal(ids.d1, '2019-03-10', 100_000_000)
  await period(p1, '2019-06-01', 100_000_000)
  const p2 = await proposal(ids.d2, '2019-03-20', 50_000_001)
  await period(p2, '2019-06-15', 50_000_001)
  const p3 = await proposal(ids.d3, null, 30_000_000, '2019-04-30T18:00:00Z')
  const p3June = await period(p3, '2019-06-20', 30_000_000)
  await period(p3, '2019-07-05', 10_000_000)
  const p4 = await proposal(ids.d1, '2019-05-15', 80_000_000)
  await period(p4, '2019-06-10', 40_000_000)
  await period(p4, '2019-07-10', 40_000_000)

  const invoice = async (
    row: Record<string, unknown>,
    tribes: [number, number][],
    rms: [number, number][],
  ) => {
    const invoiceId = await insert('invoices', row)
    await link(
      'invoice_tribes',
      tribes.map(([tribe, percent], index) =>
        share('invoice_id', 'tribe_id', invoiceId, tribe, percent, index),
      ),
    )
    await link(
      'invoice_rms',
      rms.map(([rm, percent], index) =>
        share('invoice_id', 'user_id', invoiceId, rm, percent, index),
      ),
    )
  }
  await invoice(
    {
      deal_id: ids.d2,
      client_id: ids.clientB,
      status: 'invoiced',
      invoice_date: '2019-03-28',
      amount: 50_000_001,
    },
    [[ids.tribeB, 100]],
    [
      [ids.r1, 30],
      [ids.r2, 70],
    ],
  )
  await invoice(
    {
      deal_id: ids.d1,
      client_id: ids.clientA,
      status: 'invoiced',
      invoice_date: '2019-06-05',
      amount: 20_000_000,
      branch_id: ids.branch,
      segment_id: ids.segment,
    },
    [
      [ids.tribeA, 60],
      [ids.tribeB, 40],
    ],
    [[ids.r1, 100]],
  )
  await invoice(
    {
      deal_id: ids.d3,
      proposal_invoice_id: p3June,
      client_id: ids.clientA,
      status: 'tobe',
      invoice_date: '2019-06-25',
      amount: 30_000_000,
    },
    [[ids.tribeA, 100]],
    [[ids.r2, 100]],
  )
  await invoice(
    {
      client_id: ids.clientA,
      status: 'invoiced',
      invoice_date: '2018-03-15',
      amount: 7_000_000,
      branch_id: ids.branch,
      segment_id: ids.segment,
    },
    [[ids.tribeA, 100]],
    [[ids.r1, 100]],
  )
  await invoice(
    { client_id: ids.clientB, status: 'invoiced', invoice_date: '2017-03-01', amount: 3_000_000 },
    [
      [ids.tribeA, 50],
      [ids.tribeB, 50],
    ],
    [[ids.r2, 100]],
  )

  const visit = async (
    row: { deal_id: number | null; client_id: number; user_id: number; visit_date: string },
    rms: number[],
    tribes: number[],
  ) => {
    const visitId = await insert('visits', row)
    await link(
      'visit_rms',
      rms.map((user_id) => ({ visit_id: visitId, user_id })),
    )
    await link(
      'visit_tribes',
      tribes.map((tribe_id) => ({ visit_id: visitId, tribe_id })),
    )
  }
  await visit(
    { deal_id: ids.d1, client_id: ids.clientA, user_id: ids.r1, visit_date: '2019-03-05' },
    [ids.r1],
    [ids.tribeA, ids.tribeB],
  )
  await visit(
    { deal_id: ids.d2, client_id: ids.clientB, user_id: USER_IDS.admin, visit_date: '2019-03-12' },
    [ids.r1, ids.r2],
    [ids.tribeB],
  )
  await visit(
    { deal_id: null, client_id: ids.clientA, user_id: ids.r2, visit_date: '2019-05-02' },
    [],
    [],
  )
  await visit(
    { deal_id: ids.d3, client_id: ids.clientA, user_id: ids.r2, visit_date: '2019-06-07' },
    [ids.r2],
    [ids.tribeA],
  )

  const target = async (
    type: string,
    subject: number,
    status: string,
    items: [number, number, number][],
  ) => {
    const targetId = await insert('targets', { type, subject_id: subject, year: 2019, status })
    await link(
      'target_items',
      items.map(([month, kind, amount]) => ({
        target_id: targetId,
        year: 2019,
        month,
        target_type: kind,
        amount,
      })),
    )
  }
  await target('tribe', ids.tribeA, TARGET_STATUS.approved, [
    [3, 1, 2],
    [3, 2, 4],
    [3, 3, 100_000_000],
    [3, 4, 40_000_000],
    [6, 4, 50_000_000],
  ])
  await target('tribe', ids.tribeB, TARGET_STATUS.needApproval, [
    [3, 1, 1],
    [3, 2, 2],
    [3, 3, 40_000_000],
    [3, 4, 60_000_000],
  ])
  await target('rm', ids.r1, TARGET_STATUS.approved, [
    [3, 1, 1],
    [3, 2, 1],
    [3, 3, 100_000_000],
    [3, 4, 30_000_000],
  ])
  await target('rm', ids.r2, TARGET_STATUS.rejected, [[3, 4, 99]])
}

beforeAll(buildDataSet)

/** The answer, checked against its route's answer schema. */
function answered<T>(response: ApiResponse<T>, route: { answer: unknown }): T {
  expect(response.status, response.text).toBe(200)
  const result = check(route.answer as Parameters<typeof check>[0], response.body)
  expect(result.ok ? '' : describeErrors(result.errors)).toBe('')
  return response.body
}

/** A chart's series as [month, target, actual, achievement] rows. */
const points = (chart: Chart) =>
  chart.series.map((point) => [point.month, point.target, point.actual, point.achievement])

const chartPath = (unit: string, id: number, from: number, to: number, year = 2019) =>
  `/Pipeline/report/chart/${unit}/${id}/${from}/${to}/${year}`

describe('GET /Pipeline/report/chart/:unit/:id/:fromMonth/:toMonth/:year', () => {
  it('answers the four charts of tribe Alpha, March to June 2019', async () => {
    const { admin } = await callers(server())
    const charts = answered(
      await admin.get<Chart[]>(chartPath('tribe', ids.tribeA, 3, 6)),
      REPORT_ROUTES.chart,
    )
    expect(charts.map((chart) => chart.title)).toEqual([...CHART_TITLES])
    for (const chart of charts) expect(chart.xaxis).toEqual(['Mar', 'Apr', 'May', 'Jun'])
    const [proposals, visits, value, sales] = charts.map(points)
    // Proposals of deals with a tribe A share: D1 (60 %) P1 March and P4 May, D3 (100 %) P3 May
    // (created 2019-04-30 18:00 UTC, 1 May in Jakarta). March: 1 of target 2 = 50 %.
    expect(proposals).toEqual([
      [3, 2, 1, 50],
      [4, 0, 0, 0],
      [5, 0, 2, 0],
      [6, 0, 0, 0],
    ])
    // Visits listing tribe A: V1 March (target 4: 25 %), V4 June.
    expect(visits).toEqual([
      [3, 4, 1, 25],
      [4, 0, 0, 0],
      [5, 0, 0, 0],
      [6, 0, 1, 0],
    ])
    // March: 100,000,000 x 60 % = 60,000,000 of 100,000,000 = 60 %.
    // May: 80,000,000 x 60 % + 30,000,000 x 100 % = 78,000,000 (no target).
    expect(value).toEqual([
      [3, 100_000_000, 60_000_000, 60],
      [4, 0, 0, 0],
      [5, 0, 78_000_000, 0],
      [6, 0, 0, 0],
    ])
    // Invoiced: I2 June 20,000,000 x 60 % = 12,000,000 of 50,000,000 = 24 % (I3 is to be invoiced).
    expect(sales).toEqual([
      [3, 40_000_000, 0, 0],
      [4, 0, 0, 0],
      [5, 0, 0, 0],
      [6, 50_000_000, 12_000_000, 24],
    ])
  })

  it('gives the months to come a target but no actual nor achievement (null)', async () => {
    // As if it were 15 April 2019: tribe A's Sales, March to June; June's target stays.
    const actual = await actualFigures(db(), 'tribe', monthsPeriod(2019, 3, 6), {
      items: [ids.tribeA],
      byMonth: true,
    })
    const target = await targetFigures(db(), 'tribe', 2019, 3, 6, {
      items: [ids.tribeA],
      byMonth: true,
    })
    const april = chartsOf(2019, 3, 6, ids.tribeA, actual, target, { year: 2019, month: 4 })
    expect(points(april[3]!)).toEqual([
      [3, 40_000_000, 0, 0],
      [4, 0, 0, 0],
      [5, 0, null, null],
      [6, 50_000_000, null, null],
    ])
    // A year to come has no actual at all, as answered.
    const { admin } = await callers(server())
    const next = providerToday().year + 1
    const charts = answered(
      await admin.get<Chart[]>(chartPath('tribe', ids.tribeA, 1, 12, next)),
      REPORT_ROUTES.chart,
    )
    for (const chart of charts) {
      expect(chart.series.map((point) => [point.actual, point.achievement])).toEqual(
        Array(12).fill([null, null]),
      )
    }
  })

  it('counts tribe Beta in March, its target needing approval', async () => {
    const { manager } = await callers(server())
    const charts = answered(
      await manager.get<Chart[]>(chartPath('tribe', ids.tribeB, 3, 3)),
      REPORT_ROUTES.chart,
    )
    // Proposals: P1 (D1, 40 %) and P2 (D2, 100 %): 2 of 1 = 200 %; value 40,000,000 + 50,000,001
    // = 90,000,001 of 40,000,000 = 225 %. Visits V1, V2: 2 of 2 = 100 %. Sales I1 50,000,001 of
    // 60,000,000 = 83 %.
    expect(charts.map(points)).toEqual([
      [[3, 1, 2, 200]],
      [[3, 2, 2, 100]],
      [[3, 40_000_000, 90_000_001, 225]],
      [[3, 60_000_000, 50_000_001, 83]],
    ])
  })

  it('counts every row once at its full amount for All Tribes (id 0), targets summed', async () => {
    const { admin } = await callers(server())
    const charts = answered(
      await admin.get<Chart[]>(chartPath('tribe', 0, 1, 12)),
      REPORT_ROUTES.chart,
    )
    expect(charts[0]!.xaxis).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ])
    const month = (chart: Chart, m: number) => points(chart)[m - 1]
    const [proposals, visits, value, sales] = charts
    // March: P1, P2; target 2 + 1 = 3: 66 %. May: P3, P4.
    expect(month(proposals!, 3)).toEqual([3, 3, 2, 66])
    expect(month(proposals!, 5)).toEqual([5, 0, 2, 0])
    // March: V1, V2 of 4 + 2 = 6: 33 %; May V3 (it lists no tribe); June V4.
    expect([3, 5, 6].map((m) => month(visits!, m))).toEqual([
      [3, 6, 2, 33],
      [5, 0, 1, 0],
      [6, 0, 1, 0],
    ])
    // March: 100,000,000 + 50,000,001 = 150,000,001 of 140,000,000 = 107 %; May 30,000,000 + 80,000,000.
    expect(month(value!, 3)).toEqual([3, 140_000_000, 150_000_001, 107])
    expect(month(value!, 5)).toEqual([5, 0, 110_000_000, 0])
    // March: I1 50,000,001 of 40,000,000 + 60,000,000 = 50 %; June: I2 20,000,000 of 50,000,000 = 40 %.
    expect(month(sales!, 3)).toEqual([3, 100_000_000, 50_000_001, 50])
    expect(month(sales!, 6)).toEqual([6, 50_000_000, 20_000_000, 40])
    expect(points(sales!).filter((point) => ![3, 6].includes(point[0]!))).toEqual(
      [1, 2, 4, 5, 7, 8, 9, 10, 11, 12].map((m) => [m, 0, 0, 0]),
    )
  })

  it('weights RM figures by the RM shares and rounds the money at the end', async () => {
    const { admin } = await callers(server())
    const [r1, r2] = [
      answered(await admin.get<Chart[]>(chartPath('rm', ids.r1, 3, 6)), REPORT_ROUTES.chart),
      answered(await admin.get<Chart[]>(chartPath('rm', ids.r2, 3, 6)), REPORT_ROUTES.chart),
    ]
    // R1: P1 100 % + P2 30 % in March: 100,000,000 + 15,000,000.3 = 115,000,000 (of 100,000,000:
    // 115 %); P4 May. Visits V1, V2 (its RMs). Sales: I1 30 % = 15,000,000 (of 30,000,000: 50 %),
    // I2 100 % June.
    expect(r1.map(points)).toEqual([
      [
        [3, 1, 2, 200],
        [4, 0, 0, 0],
        [5, 0, 1, 0],
        [6, 0, 0, 0],
      ],
      [
        [3, 1, 2, 200],
        [4, 0, 0, 0],
        [5, 0, 0, 0],
        [6, 0, 0, 0],
      ],
      [
        [3, 100_000_000, 115_000_000, 115],
        [4, 0, 0, 0],
        [5, 0, 80_000_000, 0],
        [6, 0, 0, 0],
      ],
      [
        [3, 30_000_000, 15_000_000, 50],
        [4, 0, 0, 0],
        [5, 0, 0, 0],
        [6, 0, 20_000_000, 0],
      ],
    ])
    // R2 (its target rejected: none): P2 70 % = 35,000,000.7 -> 35,000,001; P3 May. Visits V2
    // (an RM of it), V3 (no RMs: its recorder), V4. Sales: I1 70 % = 35,000,001.
    expect(r2.map(points)).toEqual([
      [
        [3, 0, 1, 0],
        [4, 0, 0, 0],
        [5, 0, 1, 0],
        [6, 0, 0, 0],
      ],
      [
        [3, 0, 1, 0],
        [4, 0, 0, 0],
        [5, 0, 1, 0],
        [6, 0, 1, 0],
      ],
      [
        [3, 0, 35_000_001, 0],
        [4, 0, 0, 0],
        [5, 0, 30_000_000, 0],
        [6, 0, 0, 0],
      ],
      [
        [3, 0, 35_000_001, 0],
        [4, 0, 0, 0],
        [5, 0, 0, 0],
        [6, 0, 0, 0],
      ],
    ])
  })

  it('attributes branch and segment by the deal, the invoice, or the visiting user', async () => {
    const { admin } = await callers(server())
    const branch = answered(
      await admin.get<Chart[]>(chartPath('branch', ids.branch, 3, 6)),
      REPORT_ROUTES.chart,
    )
    // Branch Zeta: deals D1 and D3 (P1 March; P3, P4 May); visits V1 (D1), V3 (no deal: R2's
    // branch), V4 (D3); invoices I2 (its own branch); I1 has none, nor has its deal D2.
    expect(branch.map((chart) => chart.series.map((point) => point.actual))).toEqual([
      [1, 0, 2, 0],
      [1, 0, 1, 1],
      [100_000_000, 0, 110_000_000, 0],
      [0, 0, 0, 20_000_000],
    ])
    const segment = answered(
      await admin.get<Chart[]>(chartPath('segment', ids.segment, 3, 6)),
      REPORT_ROUTES.chart,
    )
    // Segment Zeta: deals D1, D2 (P1, P2 March; P4 May); visits V1, V2 (their deals), V3 (R2's),
    // V4 (D3 has none: R2's); invoices I1 (its deal's), I2 (its own).
    expect(segment.map((chart) => chart.series.map((point) => point.actual))).toEqual([
      [2, 0, 1, 0],
      [2, 0, 1, 1],
      [150_000_001, 0, 80_000_000, 0],
      [50_000_001, 0, 0, 20_000_000],
    ])
  })

  it('refuses an unknown item (404), id 0 of another unit and months out of order (400)', async () => {
    const { admin } = await callers(server())
    const missing = await admin.get(chartPath('tribe', 99_999, 1, 12))
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual([{ description: 'Tribe not found' }])
    expect((await admin.get(chartPath('rm', 99_999, 1, 12))).body).toEqual([
      { description: 'User not found' },
    ])
    expect((await admin.get(chartPath('branch', 99_999, 1, 12))).status).toBe(404)
    const zero = await admin.get(chartPath('branch', 0, 1, 12))
    expect(zero.status).toBe(400)
    expect(zero.body).toEqual([
      { description: 'path.id may be 0 (All Tribes) for unit tribe only' },
    ])
    // Unit rm's paths are the RM chart call's (by months), which names its userId.
    expect((await admin.get(chartPath('rm', 0, 1, 12))).body).toEqual([
      { description: 'path.userId must be a whole number of at least 1' },
    ])
    const reversed = await admin.get(chartPath('tribe', 0, 6, 3))
    expect(reversed.status).toBe(400)
    expect(reversed.body).toEqual([
      { description: 'path.fromMonth must not be after path.toMonth' },
    ])
    for (const path of [
      '/Pipeline/report/chart/region/1/1/12/2019',
      '/Pipeline/report/chart/tribe/1/0/12/2019',
      '/Pipeline/report/chart/tribe/1/1/13/2019',
      '/Pipeline/report/chart/tribe/1/1/12/19',
      '/Pipeline/report/chart/tribe/x/1/12/2019',
    ]) {
      const response = await admin.get(path)
      expect(response.status, path).toBe(400)
      expect(response.body, path).toEqual([{ description: expect.any(String) }])
    }
  })
})

describe('GET /Pipeline/report/chart/rm/:userId/:year', () => {
  it("answers an RM's twelve months of the year", async () => {
    const { admin } = await callers(server())
    const charts = answered(
      await admin.get<Chart[]>(`/Pipeline/report/chart/rm/${ids.r1}/2019`),
      REPORT_ROUTES.chartRm,
    )
    expect(charts.map((chart) => chart.xaxis.length)).toEqual([12, 12, 12, 12])
    expect(charts.map((chart) => chart.series[2])).toEqual([
      { month: 3, target: 1, actual: 2, achievement: 200 },
      { month: 3, target: 1, actual: 2, achievement: 200 },
      { month: 3, target: 100_000_000, actual: 115_000_000, achievement: 115 },
      { month: 3, target: 30_000_000, actual: 15_000_000, achievement: 50 },
    ])
    expect(charts[3]!.series[5]).toEqual({
      month: 6,
      target: 0,
      actual: 20_000_000,
      achievement: 0,
    })
    const total = (chart: Chart) =>
      chart.series.reduce((sum, point) => sum + (point.actual ?? 0), 0)
    // The whole year: P1, P2, P4; V1, V2; 115,000,000 + 80,000,000; 15,000,000 + 20,000,000.
    expect(charts.map(total)).toEqual([3, 2, 195_000_000, 35_000_000])
  })

  it('is read by the RM itself and the leader and mentor of its team, not by others', async () => {
    const [r1, r2, r3] = await Promise.all([
      server().as(EMAIL.r1),
      server().as(EMAIL.r2),
      server().as(EMAIL.r3),
    ])
    const { rm, viewer, manager } = await callers(server())
    const path = (userId: number) => `/Pipeline/report/chart/rm/${userId}/2019`
    // R3 is a member of Team Alpha: its leader R1 and mentor R2 may read its report.
    for (const caller of [r3, r1, r2, manager])
      expect((await caller.get(path(ids.r3))).status).toBe(200)
    // R1 is the leader: R2 (the mentor) may read it; R3 (a member) may not.
    expect((await r2.get(path(ids.r1))).status).toBe(200)
    expectForbidden(await r3.get(path(ids.r1)))
    // The demo RM leads Team Jakarta, not Team Alpha.
    expectForbidden(await rm.get(path(ids.r3)))
    expectForbidden(await viewer.get(path(ids.r3)))
    expectForbidden(await viewer.get(path(USER_IDS.viewer)))
    expect((await manager.get(path(99_999))).status).toBe(404)
  })
})

const expectForbidden = (response: ApiResponse) => {
  expect(response.status, response.text).toBe(403)
  expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
}

const tableRows = (table: ReportTable, names: string[]) =>
  names.map((name) => {
    const item = table.items.find((each) => each.text === name)
    return item ? [item.text, item.amount1, item.amount2, item.amount3] : [name, 'missing']
  })

describe('GET /Pipeline/report/invoice/:unit/:year1/:year2/:year3/:fromMonth/:toMonth', () => {
  it('compares the Sales of three years for every tribe, by name', async () => {
    const { admin } = await callers(server())
    const table = answered(
      await admin.get<ReportTable>('/Pipeline/report/invoice/tribe/2017/2018/2019/1/12'),
      REPORT_ROUTES.invoiceComparison,
    )
    expect(table.header).toEqual({ headers: ['2017', '2018', '2019'] })
    const tribes = await db().query<{ name: string }>('SELECT name FROM tribes ORDER BY name, id')
    expect(table.items.map((item) => item.text)).toEqual(tribes.map((tribe) => tribe.name))
    // A: I5 50 % of 3,000,000; I4 7,000,000; I2 60 % of 20,000,000.
    // B: I5 50 %; nothing in 2018; I1 50,000,001 + I2 40 % of 20,000,000 = 58,000,001.
    expect(tableRows(table, ['Tribe Alpha', 'Tribe Beta'])).toEqual([
      ['Tribe Alpha', 1_500_000, 7_000_000, 12_000_000],
      ['Tribe Beta', 1_500_000, 0, 58_000_001],
    ])
    for (const item of table.items.filter((each) => !each.text.startsWith('Tribe '))) {
      expect([item.amount1, item.amount2, item.amount3]).toEqual([0, 0, 0])
    }
  })

  it('keeps to the months asked and to each unit', async () => {
    const { manager } = await callers(server())
    const get = async (path: string) =>
      answered(await manager.get<ReportTable>(path), REPORT_ROUTES.invoiceComparison)
    // March only: I5, I4 and I1 are March invoices, I2 is June's.
    expect(
      tableRows(await get('/Pipeline/report/invoice/tribe/2017/2018/2019/3/3'), [
        'Tribe Alpha',
        'Tribe Beta',
      ]),
    ).toEqual([
      ['Tribe Alpha', 1_500_000, 7_000_000, 0],
      ['Tribe Beta', 1_500_000, 0, 50_000_001],
    ])
    // R1: I4 100 %; I1 30 % + I2 100 % = 35,000,000.3 -> 35,000,000. R2: I5; I1 70 %. R3 none.
    const rms = await get('/Pipeline/report/invoice/rm/2017/2018/2019/1/12')
    expect(tableRows(rms, ['Rina Alpha', 'Rudi Beta', 'Sari Gamma'])).toEqual([
      ['Rina Alpha', 0, 7_000_000, 35_000_000],
      ['Rudi Beta', 3_000_000, 0, 35_000_001],
      ['Sari Gamma', 0, 0, 0],
    ])
    const rmCount = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE role_id = 5 AND deleted_at IS NULL',
    )
    expect(rms.items).toHaveLength(rmCount[0]!.n)
    // Branch Zeta: I4, I2 (their own); I1 has no branch. Segment Zeta: I4; I1 (its deal's) + I2.
    expect(
      tableRows(await get('/Pipeline/report/invoice/branch/2017/2018/2019/1/12'), ['Branch Zeta']),
    ).toEqual([['Branch Zeta', 0, 7_000_000, 20_000_000]])
    expect(
      tableRows(await get('/Pipeline/report/invoice/segment/2017/2018/2019/1/12'), [
        'Segment Zeta',
      ]),
    ).toEqual([['Segment Zeta', 0, 7_000_000, 70_000_001]])
  })

  it('refuses months out of order and bad units (400)', async () => {
    const { admin } = await callers(server())
    expect((await admin.get('/Pipeline/report/invoice/tribe/2017/2018/2019/7/6')).body).toEqual([
      { description: 'path.fromMonth must not be after path.toMonth' },
    ])
    expect((await admin.get('/Pipeline/report/invoice/team/2017/2018/2019/1/6')).status).toBe(400)
    expect((await admin.get('/Pipeline/report/invoice/tribe/2017/2018/20190/1/6')).status).toBe(400)
  })
})

describe('GET /Pipeline/report/projected/:unit/:month/:year', () => {
  it('projects invoices and open deals’ invoice periods at their probability, by share', async () => {
    const { admin } = await callers(server())
    const table = answered(
      await admin.get<ReportTable>('/Pipeline/report/projected/tribe/6/2019'),
      REPORT_ROUTES.projected,
    )
    expect(table.header.headers).toEqual(['May 2019', 'Jun 2019', 'Jul 2019'])
    // June: I2 20,000,000 and I3 30,000,000 (both statuses), P4's 06-10 period 40,000,000 x 50 %
    // (D1 open); not P1's period (not D1's latest proposal), P2's (D2 won), P3's June period (I3
    // was made from it). July: P4's 07-10 period x 50 %, P3's 07-05 10,000,000 x 20 %.
    // A: June 12,000,000 + 30,000,000 + 20,000,000 x 60 % = 54,000,000; July 12,000,000 + 2,000,000.
    // B: June 8,000,000 + 8,000,000; July 8,000,000.
    expect(tableRows(table, ['Tribe Alpha', 'Tribe Beta'])).toEqual([
      ['Tribe Alpha', 0, 54_000_000, 14_000_000],
      ['Tribe Beta', 0, 16_000_000, 8_000_000],
    ])
    const rms = answered(
      await admin.get<ReportTable>('/Pipeline/report/projected/rm/6/2019'),
      REPORT_ROUTES.projected,
    )
    // R1: I2 + P4 June x 50 %; P4 July x 50 %. R2: I3; P3 July x 20 %.
    expect(tableRows(rms, ['Rina Alpha', 'Rudi Beta'])).toEqual([
      ['Rina Alpha', 0, 40_000_000, 20_000_000],
      ['Rudi Beta', 0, 30_000_000, 2_000_000],
    ])
    const branches = answered(
      await admin.get<ReportTable>('/Pipeline/report/projected/branch/6/2019'),
      REPORT_ROUTES.projected,
    )
    // Branch Zeta: I2 (its own), I3 (D3's), D1's and D3's periods.
    expect(tableRows(branches, ['Branch Zeta'])).toEqual([
      ['Branch Zeta', 0, 70_000_000, 22_000_000],
    ])
  })

  it('writes the months around a year end', async () => {
    const { admin } = await callers(server())
    const january = await admin.get<ReportTable>('/Pipeline/report/projected/segment/01/2019')
    expect(january.body.header.headers).toEqual(['Dec 2018', 'Jan 2019', 'Feb 2019'])
    const december = await admin.get<ReportTable>('/Pipeline/report/projected/segment/12/2019')
    expect(december.body.header.headers).toEqual(['Nov 2019', 'Dec 2019', 'Jan 2020'])
    // The first and last years a path may name.
    const first = await admin.get<ReportTable>('/Pipeline/report/projected/tribe/1/1000')
    expect(first.body.header.headers).toEqual(['Dec 999', 'Jan 1000', 'Feb 1000'])
    const last = await admin.get<ReportTable>('/Pipeline/report/projected/rm/12/9999')
    expect(last.body.header.headers).toEqual(['Nov 9999', 'Dec 9999', 'Jan 10000'])
    expect((await admin.get(chartPath('tribe', 0, 1, 12, 9999))).status).toBe(200)
  })
})

describe('GET /Pipeline/report/summary', () => {
  it('answers three cards for the current month in Jakarta', async () => {
    const { admin } = await callers(server())
    const cards = answered(
      await admin.get<SummaryCard[]>('/Pipeline/report/summary'),
      REPORT_ROUTES.summary,
    )
    const { year, month, day } = providerToday()
    const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
    expect(cards.map((card) => card.title)).toEqual([
      'Projected revenue',
      `Invoice in ${monthName(month)}`,
      'Invoice',
    ])
    expect(cards[0]!.note).toMatch(
      new RegExp(`^vs ${monthShortName(previous.month)} ${previous.year}`),
    )
    // The running month: its days so far against the same days a year before.
    const monthEnded = new Date(Date.UTC(year, month, 0)).getUTCDate() === day
    const lastYearDay = Math.min(day, new Date(Date.UTC(year - 1, month, 0)).getUTCDate())
    expect(cards[1]!.note).toMatch(
      new RegExp(
        monthEnded
          ? `^vs ${monthName(month)} ${year - 1}`
          : `^vs 1–${lastYearDay} ${monthName(month)} ${year - 1}`,
      ),
    )
    expect(cards[2]!.note).toMatch(
      new RegExp(
        monthEnded
          ? `^Jan - ${monthShortName(month)} ${year}, vs ${year - 1}`
          : `^1 Jan - ${day} ${monthShortName(month)} ${year}, vs 1 Jan - ${lastYearDay} `,
      ),
    )
  })

  it('computes the cards of a fixed month (July 2019) from the rows', async () => {
    const cards = await readSalesSummary(db(), { year: 2019, month: 7, day: 31 })
    expect(cards).toEqual([
      // July: P4's July period 40,000,000 x 50 % + P3's 10,000,000 x 20 % = 22,000,000; June:
      // 70,000,000 (see the projected table). (22 - 70) / 70 = -68.57 %: -68.
      { title: 'Projected revenue', amount: 22_000_000, percent: -68, note: 'vs Jun 2019' },
      // Nothing invoiced in July 2019 nor July 2018: '=' is 0.
      { title: 'Invoice in July', amount: 0, percent: 0, note: 'vs July 2018' },
      // January to July: I1 + I2 = 70,000,001 against I4 7,000,000: +900 %.
      { title: 'Invoice', amount: 70_000_001, percent: 900, note: 'Jan - Jul 2019, vs 2018' },
    ])
  })

  it('says when a comparison has no base', async () => {
    const cards = await readSalesSummary(db(), { year: 2019, month: 6, day: 30 })
    // June's 70,000,000 against nothing projected in May.
    expect(cards[0]).toEqual({
      title: 'Projected revenue',
      amount: 70_000_000,
      percent: 0,
      note: 'vs May 2019 (no base)',
    })
    // March 2019: I1 50,000,001 against I4 7,000,000 of March 2018: 614 %.
    const march = await readSalesSummary(db(), { year: 2019, month: 3, day: 31 })
    expect(march[1]).toEqual({
      title: 'Invoice in March',
      amount: 50_000_001,
      percent: 614,
      note: 'vs March 2018',
    })
  })

  it('compares the days of a running month with the same days a year before', async () => {
    // 20 March 2019: nothing invoiced on 1-20 March 2019 (I1 is of the 28th), I4 on 15 March
    // 2018: -100 %, where the whole months made it +614 %.
    const cards = await readSalesSummary(db(), { year: 2019, month: 3, day: 20 })
    expect(cards.slice(1)).toEqual([
      { title: 'Invoice in March', amount: 0, percent: -100, note: 'vs 1–20 March 2018' },
      {
        title: 'Invoice',
        amount: 0,
        percent: -100,
        note: '1 Jan - 20 Mar 2019, vs 1 Jan - 20 Mar 2018',
      },
    ])
    // A projection is of the whole month, running or not.
    expect(cards[0]!.note).toBe('vs Feb 2019 (no base)')
  })
})

describe('readIndividualSummary of a running month', () => {
  it('compares its days so far with the same days of the month before', async () => {
    // R1 on 10 June 2019: I2 of 5 June (20,000,000) and nothing else; 1-10 May has nothing
    // (P4 is of 15 May). Against the whole of May every card but Sales was -100 %.
    const june = await readIndividualSummary(db(), ids.r1, 6, 2019, {
      year: 2019,
      month: 6,
      day: 10,
    })
    expect(june.map((card) => [card.amount, card.percent, card.note])).toEqual([
      [0, 0, 'vs 1–10 May 2019'],
      [0, 0, 'vs 1–10 May 2019'],
      [0, 0, 'vs 1–10 May 2019'],
      [20_000_000, 0, 'vs 1–10 May 2019 (no base)'],
    ])
    // 30 March against February: the whole of February, 1-28.
    const march = await readIndividualSummary(db(), ids.r1, 3, 2019, {
      year: 2019,
      month: 3,
      day: 30,
    })
    expect(march[0]!.note).toBe('vs 1–28 February 2019 (no base)')
    // A month that is over compares whole months.
    const may = await readIndividualSummary(db(), ids.r1, 5, 2019, {
      year: 2019,
      month: 6,
      day: 10,
    })
    expect(may[0]).toEqual({
      title: 'No. Proposals',
      amount: 1,
      percent: 0,
      note: 'vs April 2019 (no base)',
    })
  })
})

describe('GET /Pipeline/ind/summary/:userId/:month/:year', () => {
  const summary = (caller: Caller, userId: number, month: string, year = 2019) =>
    caller.get<SummaryCard[]>(`/Pipeline/ind/summary/${userId}/${month}/${year}`)

  it("answers an RM's four figures of a month against the month before", async () => {
    const { admin } = await callers(server())
    const june = answered(await summary(admin, ids.r2, '06'), REPORT_ROUTES.individualSummary)
    // R2, June against May: no proposal (1 in May: -100 %); V4 against V3 (0 %); no value
    // (30,000,000 in May); no sales in either ('=': 0).
    expect(june).toEqual([
      { title: 'No. Proposals', amount: 0, percent: -100, note: 'vs May 2019' },
      { title: 'Sales visit', amount: 1, percent: 0, note: 'vs May 2019' },
      { title: 'Proposal value', amount: 0, percent: -100, note: 'vs May 2019' },
      { title: 'Sales', amount: 0, percent: 0, note: 'vs May 2019' },
    ])
    const march = answered(await summary(admin, ids.r1, '3'), REPORT_ROUTES.individualSummary)
    // R1 in March: 2 proposals, 2 visits, 115,000,000, 15,000,000; nothing in February.
    expect(march.map((card) => [card.amount, card.percent, card.note])).toEqual([
      [2, 0, 'vs February 2019 (no base)'],
      [2, 0, 'vs February 2019 (no base)'],
      [115_000_000, 0, 'vs February 2019 (no base)'],
      [15_000_000, 0, 'vs February 2019 (no base)'],
    ])
    const january = answered(await summary(admin, ids.r1, '01'), REPORT_ROUTES.individualSummary)
    expect(january.map((card) => card.note)).toEqual(Array(4).fill('vs December 2018'))
  })

  it('follows the individual report rights and refuses bad months', async () => {
    const [r1, r3] = await Promise.all([server().as(EMAIL.r1), server().as(EMAIL.r3)])
    const { viewer, rm } = await callers(server())
    expect((await summary(r1, ids.r3, '06')).status).toBe(200)
    expect((await summary(r3, ids.r3, '06')).status).toBe(200)
    expectForbidden(await summary(r3, ids.r2, '06'))
    expectForbidden(await summary(rm, ids.r1, '06'))
    expectForbidden(await summary(viewer, USER_IDS.viewer, '06'))
    expect((await summary(r1, ids.r1, '13')).status).toBe(400)
    expect((await summary(r1, ids.r1, '00')).status).toBe(400)
    expect((await summary(r1, ids.r1, '06', 201)).status).toBe(400)
  })
})

type AdminRow = [string, string, number, number, number, number]
const adminRows = (report: IndividualReport): AdminRow[] =>
  report.items.map((row) => [
    row.user.text,
    row.segment.text,
    row.nProposals,
    row.visits,
    row.proposalValue,
    row.sales,
  ])

describe('GET /pipeline/team/admin/...', () => {
  it('answers a row per RM by name with its figures over the months', async () => {
    const { admin } = await callers(server())
    const report = answered(
      await admin.get<IndividualReport>(`/pipeline/team/admin/${USER_IDS.admin}/3/6/2019/0`),
      REPORT_ROUTES.teamAdmin,
    )
    const rms = await db().query<{ name: string }>(
      'SELECT name FROM users WHERE role_id = 5 AND deleted_at IS NULL ORDER BY name, id',
    )
    expect(report.items.map((row) => row.user.text)).toEqual(rms.map((rm) => rm.name))
    const ours = adminRows(report).filter((row) =>
      ['Rina Alpha', 'Rudi Beta', 'Sari Gamma'].includes(row[0]),
    )
    // R1: P1, P2, P4; V1, V2; 100,000,000 + 15,000,000.3 + 80,000,000 = 195,000,000; I1 30 % + I2.
    // R2: P2, P3; V2, V3, V4; 35,000,000.7 + 30,000,000 = 65,000,001; I1 70 % = 35,000,001.
    expect(ours).toEqual([
      ['Rina Alpha', '', 3, 2, 195_000_000, 35_000_000],
      ['Rudi Beta', 'Segment Zeta', 2, 3, 65_000_001, 35_000_001],
      ['Sari Gamma', '', 0, 0, 0, 0],
    ])
    const others = adminRows(report).filter((row) => !ours.some((our) => our[0] === row[0]))
    expect(others).toHaveLength(report.items.length - 3)
    for (const row of others) {
      expect(row.slice(2)).toEqual([0, 0, 0, 0])
    }
  })

  it('keeps the RMs of the tribes asked, and takes a date range', async () => {
    const { manager } = await callers(server())
    const byTribe = answered(
      await manager.get<IndividualReport>(
        `/pipeline/team/admin/${USER_IDS.manager}/3/6/2019/${ids.tribeB}`,
      ),
      REPORT_ROUTES.teamAdmin,
    )
    expect(adminRows(byTribe)).toEqual([
      ['Rudi Beta', 'Segment Zeta', 2, 3, 65_000_001, 35_000_001],
      ['Sari Gamma', '', 0, 0, 0, 0],
    ])
    // 2019-03-11 to 2019-05-01: P2 (03-20), P3 (05-01); V2 (03-12); I1 (03-28).
    const byDates = answered(
      await manager.get<IndividualReport>(
        `/pipeline/team/admin/${USER_IDS.manager}/20190311/20190501/${ids.tribeA},${ids.tribeB}`,
      ),
      REPORT_ROUTES.teamAdminByDates,
    )
    expect(adminRows(byDates)).toEqual([
      ['Rina Alpha', '', 1, 1, 15_000_000, 15_000_000],
      ['Rudi Beta', 'Segment Zeta', 2, 1, 65_000_001, 35_000_001],
      ['Sari Gamma', '', 0, 0, 0, 0],
    ])
    // Open ends: everything of R1, 2018's I4 too.
    const open = await manager.get<IndividualReport>(
      `/pipeline/team/admin/${USER_IDS.manager}/0/0/${ids.tribeA}`,
    )
    expect(adminRows(open.body)).toEqual([['Rina Alpha', '', 3, 2, 195_000_000, 42_000_000]])
  })

  it('is for roles 1 and 2 only, and refuses bad params', async () => {
    const { rm, viewer, admin } = await callers(server())
    expectForbidden(await rm.get(`/pipeline/team/admin/${USER_IDS.rm}/1/12/2019/0`))
    expectForbidden(await viewer.get(`/pipeline/team/admin/${USER_IDS.viewer}/1/12/2019/0`))
    expectForbidden(await rm.get(`/pipeline/team/admin/${USER_IDS.rm}/0/0/0`))
    expect((await admin.get(`/pipeline/team/admin/1/7/6/2019/0`)).body).toEqual([
      { description: 'path.fromMonth must not be after path.toMonth' },
    ])
    expect((await admin.get(`/pipeline/team/admin/1/20190601/20190501/0`)).body).toEqual([
      { description: 'path.fromDate must not be after path.toDate' },
    ])
    expect((await admin.get(`/pipeline/team/admin/1/1/12/2019/x`)).status).toBe(400)
    expect((await admin.get(`/pipeline/team/admin/1/20190230/0/0`)).status).toBe(400)
  })
})

type TeamRow = [string, string, number, number, number, number, string]
const teamRows = (report: TeamReport): TeamRow[] =>
  report.items.map((row) => [
    row.user.text,
    row.authority,
    row.nProposals,
    row.visits,
    row.proposalValue,
    row.sales,
    row.status,
  ])

describe('GET /pipeline/team/leader/... and /pipeline/team/mentor/...', () => {
  // Team Alpha, March to June: R1 and R2 as in the admin report; R3 has nothing. Statuses: R1's
  // target approved, R2's rejected, R3 has none.
  const alpha: TeamRow[] = [
    ['Rina Alpha', 'Leader', 3, 2, 195_000_000, 35_000_000, TARGET_STATUS.approved],
    ['Rudi Beta', 'Mentor', 2, 3, 65_000_001, 35_000_001, TARGET_STATUS.rejected],
    ['Sari Gamma', 'Member', 0, 0, 0, 0, TARGET_STATUS.notSet],
  ]

  it("answers the leader's team: leader, mentor and members with their target status", async () => {
    const r1 = await server().as(EMAIL.r1)
    const report = answered(
      await r1.get<TeamReport>(`/pipeline/team/leader/${ids.r1}/3/6/2019/0`),
      REPORT_ROUTES.teamLeader,
    )
    expect(report.teamName).toBe('Team Alpha')
    expect(report.items.map((row) => row.user.id)).toEqual([ids.r1, ids.r2, ids.r3])
    expect(teamRows(report)).toEqual(alpha)
    // Tribe B only: the mentor and the member.
    const tribeB = await r1.get<TeamReport>(
      `/pipeline/team/leader/${ids.r1}/3/6/2019/${ids.tribeB}`,
    )
    expect(teamRows(tribeB.body)).toEqual(alpha.slice(1))
  })

  it("answers the mentor's team, by months and by dates", async () => {
    const r2 = await server().as(EMAIL.r2)
    const report = answered(
      await r2.get<TeamReport>(`/pipeline/team/mentor/${ids.r2}/3/6/2019/0`),
      REPORT_ROUTES.teamMentor,
    )
    expect(report.teamName).toBe('Team Alpha')
    expect(teamRows(report)).toEqual(alpha)
    // March 2019 by dates: R1 P1, P2; V1, V2; 115,000,000; 15,000,000. R2 P2; V2; 35,000,001 twice.
    const byDates = answered(
      await r2.get<TeamReport>(`/pipeline/team/mentor/${ids.r2}/20190301/20190331/0`),
      REPORT_ROUTES.teamMentorByDates,
    )
    expect(teamRows(byDates)).toEqual([
      ['Rina Alpha', 'Leader', 2, 2, 115_000_000, 15_000_000, TARGET_STATUS.approved],
      ['Rudi Beta', 'Mentor', 1, 1, 35_000_001, 35_000_001, TARGET_STATUS.rejected],
      ['Sari Gamma', 'Member', 0, 0, 0, 0, TARGET_STATUS.notSet],
    ])
    const leaderByDates = await (
      await server().as(EMAIL.r1)
    ).get<TeamReport>(`/pipeline/team/leader/${ids.r1}/20190301/20190331/0`)
    expect(check(REPORT_ROUTES.teamLeaderByDates.answer!, leaderByDates.body).ok).toBe(true)
    expect(teamRows(leaderByDates.body)).toEqual(teamRows(byDates))
  })

  it('answers 404 to who leads or mentors no team', async () => {
    const r3 = await server().as(EMAIL.r3)
    for (const path of [
      `/pipeline/team/leader/${ids.r3}/1/12/2019/0`,
      `/pipeline/team/mentor/${ids.r3}/1/12/2019/0`,
      `/pipeline/team/leader/${ids.r3}/0/0/0`,
    ]) {
      const response = await r3.get(path)
      expect(response.status, path).toBe(404)
      expect(response.body).toEqual([{ description: 'Team not found' }])
    }
    const r2 = await server().as(EMAIL.r2)
    expect((await r2.get(`/pipeline/team/leader/${ids.r2}/1/12/2019/0`)).status).toBe(404)
  })

  it('is asked by roles 1, 2 and 5 for themselves only', async () => {
    const { admin, viewer } = await callers(server())
    const r3 = await server().as(EMAIL.r3)
    expectForbidden(await admin.get(`/pipeline/team/leader/${ids.r1}/1/12/2019/0`))
    expectForbidden(await r3.get(`/pipeline/team/leader/${ids.r1}/1/12/2019/0`))
    expectForbidden(await r3.get(`/pipeline/team/mentor/${ids.r2}/20190101/0/0`))
    expectForbidden(await viewer.get(`/pipeline/team/leader/${USER_IDS.viewer}/1/12/2019/0`))
    // The manager mentors seeded teams: its first one answers.
    const { manager } = await callers(server())
    const mentor = await manager.get<TeamReport>(
      `/pipeline/team/mentor/${USER_IDS.manager}/1/12/2019/0`,
    )
    expect(mentor.status).toBe(200)
    expect(mentor.body.teamName).toBe('Team Jakarta')
  })
})

describe('a change counts at once', () => {
  it('a visit saved through POST /pipeline/visit is in the next chart and table', async () => {
    const { admin } = await callers(server())
    const before = answered(
      await admin.get<Chart[]>(chartPath('tribe', ids.tribeA, 8, 8)),
      REPORT_ROUTES.chart,
    )
    expect(before[1]!.series[0]!.actual).toBe(0)
    const saved = await admin.post('/pipeline/visit', {
      id: 0,
      dealId: 0,
      userId: USER_IDS.admin,
      clientId: ids.clientB,
      visitDate: '2019-08-08',
      startTime: '09:00',
      endTime: '10:00',
      contacts: [],
      rms: [ids.r3],
      consultants: [],
      tribes: [ids.tribeA],
      location: 'Jakarta',
      objective: 'Review',
      nextStep: '',
      remark: '',
    })
    expect(saved.status, saved.text).toBe(200)
    const after = answered(
      await admin.get<Chart[]>(chartPath('tribe', ids.tribeA, 8, 8)),
      REPORT_ROUTES.chart,
    )
    expect(after[1]!.series[0]!.actual).toBe(1)
    const team = await admin.get<IndividualReport>(`/pipeline/team/admin/1/8/8/2019/${ids.tribeB}`)
    expect(adminRows(team.body)).toContainEqual(['Sari Gamma', '', 0, 1, 0, 0])
  })
})

describe('role refusals of the Sales Report', () => {
  it('refuses roles other than 1 and 2 on every Sales Report call', async () => {
    const { rm, rm2, viewer } = await callers(server())
    const r1 = await server().as(EMAIL.r1)
    const paths = [
      '/Pipeline/report/summary',
      '/Pipeline/report/projected/tribe/6/2019',
      '/Pipeline/report/invoice/tribe/2017/2018/2019/1/12',
      chartPath('tribe', 0, 1, 12),
      chartPath('segment', 1, 1, 12),
    ]
    for (const caller of [rm, rm2, viewer, r1]) {
      for (const path of paths) expectForbidden(await caller.get(path))
    }
    // An RM's charts by months are the individual report's: its own, not another RM's.
    for (const caller of [rm2, viewer, r1]) {
      expectForbidden(await caller.get(chartPath('rm', USER_IDS.rm, 1, 12)))
    }
    expect((await rm.get(chartPath('rm', USER_IDS.rm, 1, 12))).status).toBe(200)
  })

  it('refuses bad params of the projected table (400)', async () => {
    const { admin } = await callers(server())
    for (const path of [
      '/Pipeline/report/projected/tribe/0/2019',
      '/Pipeline/report/projected/tribe/13/2019',
      '/Pipeline/report/projected/tribe/6/99',
      '/Pipeline/report/projected/all/6/2019',
    ]) {
      const response = await admin.get(path)
      expect(response.status, path).toBe(400)
      expect(response.body).toEqual([{ description: expect.any(String) }])
    }
  })
})
