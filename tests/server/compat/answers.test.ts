import { withSearchText } from '../../../src/contract/calls.ts'
import { describe, expect, it } from 'vitest'
import { ALL_DEALS, PIPELINE_ROUTES, pipelineFilterValues } from '../../../src/contract/pipeline.ts'
import { CHANGE_FEED_ROUTES, changesQuery } from '../../../src/contract/changeFeed.ts'
import { CLIENT_ROUTES } from '../../../src/contract/clients.ts'
import { CONTACT_ROUTES } from '../../../src/contract/contacts.ts'
import { DEAL_ROUTES } from '../../../src/contract/deals.ts'
import { EXPORT_ROUTES, userExportValues, yearExportValues } from '../../../src/contract/exports.ts'
import { LOST_DEAL_ROUTES } from '../../../src/contract/lostDeals.ts'
import { MASTER_ROUTES } from '../../../src/contract/master.ts'
import {
  PROJECTION_ROUTES,
  summaryValues,
  SUMMARY_BANDS,
} from '../../../src/contract/projection.ts'
import { PROPOSAL_ROUTES } from '../../../src/contract/proposals.ts'
import {
  chartValues,
  individualSummaryValues,
  invoiceComparisonValues,
  REPORT_ROUTES,
  REPORT_UNITS,
  teamReportDatedValues,
  teamReportValues,
} from '../../../src/contract/reports.ts'
import { pathOf, type Route } from '../../../src/contract/route.ts'
import { STATUS_ROUTES } from '../../../src/contract/status.ts'
import { check, describeErrors, type Validator } from '../../../src/contract/validate.ts'
import { individualListValues, VISIT_ROUTES } from '../../../src/contract/visits.ts'
import { EMAILS, serverForFile, USER_IDS } from '../harness.ts'

const server = serverForFile()

/** A deal and a client the seed holds, with status updates and contacts. */
async function seeded(): Promise<{ dealId: number; clientId: number }> {
  const [deal] = await server().db.query<{ deal_id: number }>(
    `SELECT deal_id FROM status_updates ORDER BY deal_id LIMIT 1`,
  )
  const [client] = await server().db.query<{ client_id: number }>(
    `SELECT client_id FROM contacts ORDER BY client_id LIMIT 1`,
  )
  return { dealId: deal!.deal_id, clientId: client!.client_id }
}

async function pathsWithAnswers(): Promise<[string, Route<never, unknown, unknown>, string][]> {
  const { dealId, clientId } = await seeded()
  const lostDeals = { ...ALL_DEALS, page: 1, perPage: 10, search: '' }
  return [
    [
      'pipeline list',
      PIPELINE_ROUTES.list,
      pathOf(PIPELINE_ROUTES.list, pipelineFilterValues(ALL_DEALS)),
    ],
    ['default pipeline list', PIPELINE_ROUTES.defaultList, '/pipeline/0/0/0/0'],
    ['status updates', STATUS_ROUTES.list, pathOf(STATUS_ROUTES.list, { dealId })],
    ['deal detail', DEAL_ROUTES.detail, pathOf(DEAL_ROUTES.detail, { dealId })],
    ['master data', MASTER_ROUTES.read, pathOf(MASTER_ROUTES.read, {})],
    [
      'client list',
      CLIENT_ROUTES.list,
      pathOf(
        CLIENT_ROUTES.list,
        withSearchText({ industry: 0, segment: 0, rm: 0, page: 1, perPage: 50, search: '' }),
      ),
    ],
    ['client detail', CLIENT_ROUTES.detail, pathOf(CLIENT_ROUTES.detail, { clientId })],
    [
      'contact list',
      CONTACT_ROUTES.list,
      pathOf(
        CONTACT_ROUTES.list,
        withSearchText({ period: 0, industry: 0, page: 1, perPage: 50, search: '' }),
      ),
    ],
    [
      'lost deals',
      LOST_DEAL_ROUTES.list,
      pathOf(LOST_DEAL_ROUTES.list, withSearchText({ ...lostDeals, from: 0, to: 0 })),
    ],
    [
      'projection board',
      PROJECTION_ROUTES.board,
      pathOf(PROJECTION_ROUTES.board, pipelineFilterValues(ALL_DEALS)),
    ],
    [
      'projection summary',
      PROJECTION_ROUTES.summary,
      pathOf(
        PROJECTION_ROUTES.summary,
        summaryValues(
          ALL_DEALS,
          SUMMARY_BANDS.map((band) => [...band]),
        ),
      ),
    ],
    ['change feed info', CHANGE_FEED_ROUTES.info, pathOf(CHANGE_FEED_ROUTES.info, {})],
    [
      'change feed window',
      CHANGE_FEED_ROUTES.changes,
      `${pathOf(CHANGE_FEED_ROUTES.changes, {})}${changesQuery({ since: '0' })}`,
    ],
  ] as [string, Route<never, unknown, unknown>, string][]
}

/** A call and what reads its answer. */
type AnswerCase = [string, { answer: Validator<unknown> | null }, string]

/**
 * The report, list and export calls a user makes about `userId` (its own /account page); with
 * `salesReport` also the Sales Report's (roles 1 and 2), every unit of them.
 */
function reportPaths(userId: number, salesReport: boolean): AnswerCase[] {
  const year = new Date().getFullYear()
  const period = { fromMonth: 1, toMonth: 12, year }
  const range = { fromDate: `${year}-01-01`, toDate: null }
  const list = individualListValues({ userId, ...range, page: 1, perPage: 5, search: '' })
  const team = teamReportValues({ userId, ...period, tribeIds: [] })
  const datedTeam = teamReportDatedValues({ userId, ...range, tribeIds: [1, 2] })
  const userExport = userExportValues({ userId, ...period, search: '' })
  const byMonths = {
    userId,
    fromMonth: '01',
    toMonth: '12',
    year,
    page: 1,
    perPage: 5,
    search: '*',
  }
  const own: AnswerCase[] = [
    ['rm chart', REPORT_ROUTES.chartRm, pathOf(REPORT_ROUTES.chartRm, { userId, year })],
    [
      'rm chart by months',
      REPORT_ROUTES.chartRmByMonths,
      pathOf(REPORT_ROUTES.chartRmByMonths, { userId, fromMonth: '01', toMonth: 12, year }),
    ],
    [
      'individual summary',
      REPORT_ROUTES.individualSummary,
      pathOf(REPORT_ROUTES.individualSummary, individualSummaryValues(userId, 3, year)),
    ],
    ['visit list', VISIT_ROUTES.individualList, pathOf(VISIT_ROUTES.individualList, list)],
    ['proposal list', PROPOSAL_ROUTES.individualList, pathOf(PROPOSAL_ROUTES.individualList, list)],
    ['team proposal list', PROPOSAL_ROUTES.picList, pathOf(PROPOSAL_ROUTES.picList, list)],
    [
      'visit list by months',
      VISIT_ROUTES.individualListByMonths,
      pathOf(VISIT_ROUTES.individualListByMonths, byMonths),
    ],
    [
      'proposal list by months',
      PROPOSAL_ROUTES.individualListByMonths,
      pathOf(PROPOSAL_ROUTES.individualListByMonths, byMonths),
    ],
    [
      'team proposal list by months',
      PROPOSAL_ROUTES.picListByMonths,
      pathOf(PROPOSAL_ROUTES.picListByMonths, byMonths),
    ],
    ['visit export', EXPORT_ROUTES.visit, pathOf(EXPORT_ROUTES.visit, userExport)],
    [
      'visit export of a year',
      EXPORT_ROUTES.visitByYear,
      pathOf(EXPORT_ROUTES.visitByYear, yearExportValues(userId, year)),
    ],
    ['proposal export', EXPORT_ROUTES.proposal, pathOf(EXPORT_ROUTES.proposal, userExport)],
    [
      'proposal export of a year',
      EXPORT_ROUTES.proposalByYear,
      pathOf(EXPORT_ROUTES.proposalByYear, yearExportValues(userId, year, 'PT')),
    ],
    [
      'team proposal export',
      EXPORT_ROUTES.picProposal,
      pathOf(EXPORT_ROUTES.picProposal, userExport),
    ],
  ]
  // The demo RM leads Team Jakarta; the administrator mentors Team Bandung.
  const teams: AnswerCase[] = salesReport
    ? [
        ['mentor report', REPORT_ROUTES.teamMentor, pathOf(REPORT_ROUTES.teamMentor, team)],
        [
          'mentor report by dates',
          REPORT_ROUTES.teamMentorByDates,
          pathOf(REPORT_ROUTES.teamMentorByDates, datedTeam),
        ],
      ]
    : [
        ['leader report', REPORT_ROUTES.teamLeader, pathOf(REPORT_ROUTES.teamLeader, team)],
        [
          'leader report by dates',
          REPORT_ROUTES.teamLeaderByDates,
          pathOf(REPORT_ROUTES.teamLeaderByDates, datedTeam),
        ],
      ]
  if (!salesReport) return [...own, ...teams]
  const month = new Date().getMonth() + 1
  const sales: AnswerCase[] = [
    ['summary cards', REPORT_ROUTES.summary, pathOf(REPORT_ROUTES.summary, {})],
    ['individual report', REPORT_ROUTES.teamAdmin, pathOf(REPORT_ROUTES.teamAdmin, team)],
    [
      'individual report by dates',
      REPORT_ROUTES.teamAdminByDates,
      pathOf(REPORT_ROUTES.teamAdminByDates, datedTeam),
    ],
    [
      'all tribes chart',
      REPORT_ROUTES.chart,
      pathOf(REPORT_ROUTES.chart, chartValues({ unit: 'tribe', id: 0, ...period })),
    ],
    ['all tribes export', EXPORT_ROUTES.allTribes, pathOf(EXPORT_ROUTES.allTribes, period)],
    [
      'demo RM chart',
      REPORT_ROUTES.chartRm,
      pathOf(REPORT_ROUTES.chartRm, { userId: USER_IDS.rm, year }),
    ],
  ]
  for (const unit of REPORT_UNITS) {
    const item = { unit, id: unit === 'rm' ? USER_IDS.rm : 1, ...period }
    sales.push(
      [`${unit} chart`, REPORT_ROUTES.chart, pathOf(REPORT_ROUTES.chart, chartValues(item))],
      [`${unit} chart export`, EXPORT_ROUTES.chart, pathOf(EXPORT_ROUTES.chart, chartValues(item))],
      [
        `${unit} projected revenue`,
        REPORT_ROUTES.projected,
        pathOf(REPORT_ROUTES.projected, { unit, month, year }),
      ],
      [
        `${unit} invoice comparison`,
        REPORT_ROUTES.invoiceComparison,
        pathOf(REPORT_ROUTES.invoiceComparison, invoiceComparisonValues(unit, period)),
      ],
    )
  }
  return [...own, ...teams, ...sales]
}

describe('what the server answers is what the PWA reads', () => {
  for (const email of [EMAILS.admin, EMAILS.rm]) {
    it(`every stored answer, for ${email}, passes its route's answer schema`, async () => {
      const caller = await server().as(email)
      for (const [name, route, path] of await pathsWithAnswers()) {
        const reply = await caller.get(path)
        expect(reply.status, `${name}: ${path}`).toBe(200)
        const result = check(route.answer!, reply.body)
        expect(result.ok ? '' : describeErrors(result.errors), `${name}: ${path}`).toBe('')
      }
    })
  }

  for (const [email, userId, salesReport] of [
    [EMAILS.admin, USER_IDS.admin, true],
    [EMAILS.rm, USER_IDS.rm, false],
  ] as const) {
    it(`every report, list and export answer, for ${email}, passes its route's answer schema`, async () => {
      const caller = await server().as(email)
      for (const [name, route, path] of reportPaths(userId, salesReport)) {
        const reply = await caller.get(path)
        expect(reply.status, `${name}: ${path} ${reply.text.slice(0, 120)}`).toBe(200)
        const result = check(route.answer!, reply.body)
        expect(result.ok ? '' : describeErrors(result.errors), `${name}: ${path}`).toBe('')
      }
    })
  }

  it('a wrong shape is named field by field', () => {
    const result = check(PIPELINE_ROUTES.list.answer!, [{ dealId: 'x', dealName: 3, stage: 2 }])
    expect(result.ok).toBe(false)
    const fields = result.ok ? [] : result.errors.map((error) => error.field)
    expect(fields).toContain('[0].dealId')
    expect(fields).toContain('[0].version')
  })
})
