import { describe, expect, it } from 'vitest'
import { EXPORT_ROUTES, userExportValues, yearExportValues } from '../../../src/contract/exports.ts'
import { INVOICE_FORM_ROUTES } from '../../../src/contract/invoiceForms.ts'
import { PROPOSAL_ROUTES } from '../../../src/contract/proposals.ts'
import {
  chartValues,
  individualSummaryValues,
  invoiceComparisonValues,
  REPORT_ROUTES,
  teamReportDatedValues,
  teamReportValues,
} from '../../../src/contract/reports.ts'
import { RM_ROUTES, rmListValues } from '../../../src/contract/rms.ts'
import { TARGET_ROUTES } from '../../../src/contract/targets.ts'
import { TEAM_ROUTES } from '../../../src/contract/teams.ts'
import { UPLOAD_ROUTES } from '../../../src/contract/uploads.ts'
import { pathOf, type RouteInfo } from '../../../src/contract/route.ts'
import { individualListValues, VISIT_ROUTES } from '../../../src/contract/visits.ts'

const period = { fromMonth: 1, toMonth: 6, year: 2024 }
const listQuery = {
  userId: 7,
  fromDate: '2024-01-01',
  toDate: '2024-06-30',
  page: 2,
  perPage: 5,
  search: '',
}

type Row = [call: string, path: string, expected: string]

/** The months-and-year shape existing clients write: months MM, search * for none. */
const monthListValues = {
  userId: 7,
  fromMonth: '01',
  toMonth: '06',
  year: 2024,
  page: 1,
  perPage: 5,
}

// Every call: what its path builder writes.
const PATHS: Row[] = [
  ['visit.create', pathOf(VISIT_ROUTES.create, {}), '/pipeline/visit'],
  ['visit.update', pathOf(VISIT_ROUTES.update, { visitId: 12 }), '/pipeline/visit/12'],
  [
    'visit.individualList',
    pathOf(VISIT_ROUTES.individualList, individualListValues(listQuery)),
    '/Pipeline/ind/visit/7/20240101/20240630/2/5/*',
  ],
  [
    'visit.individualListByMonths',
    pathOf(VISIT_ROUTES.individualListByMonths, { ...monthListValues, search: '*' }),
    '/Pipeline/ind/visit/7/01/06/2024/1/5/*',
  ],
  ['proposal.create', pathOf(PROPOSAL_ROUTES.create, {}), '/pipeline/proposal'],
  ['proposal.update', pathOf(PROPOSAL_ROUTES.update, { proposalId: 3 }), '/pipeline/proposal/3'],
  [
    'proposal.updateProjectedInvoice',
    pathOf(PROPOSAL_ROUTES.updateProjectedInvoice, {}),
    '/pipeline/projection/invoice',
  ],
  [
    'proposal.individualList',
    pathOf(
      PROPOSAL_ROUTES.individualList,
      individualListValues({ ...listQuery, fromDate: null, toDate: null, search: 'Acme' }),
    ),
    '/Pipeline/ind/proposal/7/0/0/2/5/Acme',
  ],
  [
    'proposal.picList',
    pathOf(PROPOSAL_ROUTES.picList, individualListValues({ ...listQuery, search: 'PT Maju/Jaya' })),
    '/pipeline/pic/proposal/7/20240101/20240630/2/5/PT%20Maju%2FJaya',
  ],
  [
    'proposal.individualListByMonths',
    pathOf(PROPOSAL_ROUTES.individualListByMonths, { ...monthListValues, search: 'Acme' }),
    '/Pipeline/ind/proposal/7/01/06/2024/1/5/Acme',
  ],
  [
    'proposal.picListByMonths',
    pathOf(PROPOSAL_ROUTES.picListByMonths, { ...monthListValues, search: '*' }),
    '/pipeline/pic/proposal/7/01/06/2024/1/5/*',
  ],
  ['target.save', pathOf(TARGET_ROUTES.save, {}), '/pipeline/target'],
  [
    'target.status',
    pathOf(TARGET_ROUTES.status, { year: 2024, userId: 7 }),
    '/pipeline/target/status/2024/7',
  ],
  [
    'target.read',
    pathOf(TARGET_ROUTES.read, { type: 'branch', id: 4, year: 2024 }),
    '/Pipeline/target/branch/4/2024',
  ],
  [
    'target.individual',
    pathOf(TARGET_ROUTES.individual, { year: 2024, userId: 7 }),
    '/Pipeline/target/2024/7',
  ],
  ['report.summary', pathOf(REPORT_ROUTES.summary, {}), '/Pipeline/report/summary'],
  [
    'report.projected',
    pathOf(REPORT_ROUTES.projected, { unit: 'tribe', month: 3, year: 2024 }),
    '/Pipeline/report/projected/tribe/3/2024',
  ],
  [
    'report.invoiceComparison',
    pathOf(REPORT_ROUTES.invoiceComparison, invoiceComparisonValues('segment', period)),
    '/Pipeline/report/invoice/segment/2022/2023/2024/1/6',
  ],
  [
    'report.chart',
    pathOf(REPORT_ROUTES.chart, chartValues({ unit: 'rm', id: 9, ...period })),
    '/Pipeline/report/chart/rm/9/1/6/2024',
  ],
  [
    'report.chart (All Tribes)',
    pathOf(REPORT_ROUTES.chart, chartValues({ unit: 'tribe', id: 0, ...period })),
    '/Pipeline/report/chart/tribe/0/1/6/2024',
  ],
  [
    'report.chartRmByMonths',
    pathOf(REPORT_ROUTES.chartRmByMonths, { userId: 3, fromMonth: '01', toMonth: 12, year: 2026 }),
    '/Pipeline/report/chart/rm/3/01/12/2026',
  ],
  [
    'report.chartRm',
    pathOf(REPORT_ROUTES.chartRm, { userId: 7, year: 2024 }),
    '/Pipeline/report/chart/rm/7/2024',
  ],
  [
    'report.individualSummary',
    pathOf(REPORT_ROUTES.individualSummary, individualSummaryValues(7, 3, 2024)),
    '/Pipeline/ind/summary/7/03/2024',
  ],
  [
    'report.teamAdmin',
    pathOf(REPORT_ROUTES.teamAdmin, teamReportValues({ userId: 7, ...period, tribeIds: [] })),
    '/pipeline/team/admin/7/1/6/2024/0',
  ],
  [
    'report.teamLeader',
    pathOf(REPORT_ROUTES.teamLeader, teamReportValues({ userId: 7, ...period, tribeIds: [1, 3] })),
    '/pipeline/team/leader/7/1/6/2024/1,3',
  ],
  [
    'report.teamMentor',
    pathOf(REPORT_ROUTES.teamMentor, teamReportValues({ userId: 7, ...period, tribeIds: [2] })),
    '/pipeline/team/mentor/7/1/6/2024/2',
  ],
  [
    'report.teamAdminByDates',
    pathOf(
      REPORT_ROUTES.teamAdminByDates,
      teamReportDatedValues({ userId: 7, fromDate: null, toDate: null, tribeIds: [] }),
    ),
    '/pipeline/team/admin/7/0/0/0',
  ],
  [
    'report.teamLeaderByDates',
    pathOf(
      REPORT_ROUTES.teamLeaderByDates,
      teamReportDatedValues({
        userId: 7,
        fromDate: '2024-01-01',
        toDate: '2024-03-31',
        tribeIds: [1],
      }),
    ),
    '/pipeline/team/leader/7/20240101/20240331/1',
  ],
  [
    'report.teamMentorByDates',
    pathOf(
      REPORT_ROUTES.teamMentorByDates,
      teamReportDatedValues({ userId: 7, fromDate: '20240101', toDate: null, tribeIds: [] }),
    ),
    '/pipeline/team/mentor/7/20240101/0/0',
  ],
  ['team.list', pathOf(TEAM_ROUTES.list, {}), '/Pipeline/team'],
  ['team.create', pathOf(TEAM_ROUTES.create, {}), '/pipeline/team'],
  ['team.update', pathOf(TEAM_ROUTES.update, { id: 5 }), '/pipeline/team/5'],
  [
    'team.remove',
    pathOf(TEAM_ROUTES.remove, { teamId: 5, currentUserId: 1 }),
    '/pipeline/team/5/1',
  ],
  [
    'rm.list',
    pathOf(
      RM_ROUTES.list,
      rmListValues({ segmentIds: [], branchIds: [2, 4], page: 1, perPage: 10, search: '  ' }),
    ),
    '/pipeline/list/rm/0/2,4/1/10/*',
  ],
  ['rm.create', pathOf(RM_ROUTES.create, {}), '/pipeline/rm'],
  ['rm.update', pathOf(RM_ROUTES.update, { id: 8 }), '/pipeline/rm/8'],
  ['rm.remove', pathOf(RM_ROUTES.remove, { id: 8, currentUserId: 1 }), '/pipeline/rm/8/1'],
  ['rm.detail', pathOf(RM_ROUTES.detail, { userId: 8 }), '/pipeline/rm/8'],
  [
    'export.chart',
    pathOf(EXPORT_ROUTES.chart, chartValues({ unit: 'tribe', id: 2, ...period })),
    '/Pipeline/export/chart/tribe/2/1/6/2024',
  ],
  ['export.allTribes', pathOf(EXPORT_ROUTES.allTribes, period), '/Pipeline/export/all/1/6/2024'],
  [
    'export.visit',
    pathOf(EXPORT_ROUTES.visit, userExportValues({ userId: 7, ...period, search: '' })),
    '/pipeline/export/visit/7/1/6/2024/*',
  ],
  [
    'export.visitByYear',
    pathOf(EXPORT_ROUTES.visitByYear, yearExportValues(7, 2024)),
    '/pipeline/export/visit/7/2024/*',
  ],
  [
    'export.proposal',
    pathOf(EXPORT_ROUTES.proposal, userExportValues({ userId: 7, ...period, search: 'a&b' })),
    '/pipeline/export/proposal/7/1/6/2024/a%26b',
  ],
  [
    'export.proposalByYear',
    pathOf(EXPORT_ROUTES.proposalByYear, yearExportValues(7, 2024, 'x')),
    '/pipeline/export/proposal/7/2024/x',
  ],
  [
    'export.picProposal',
    pathOf(EXPORT_ROUTES.picProposal, userExportValues({ userId: 7, ...period, search: '' })),
    '/pipeline/export/pic/proposal/7/1/6/2024/*',
  ],
  [
    'invoiceForm.clientDeals',
    pathOf(INVOICE_FORM_ROUTES.clientDeals, { clientId: 11, state: 2 }),
    '/Pipeline/deal/11/2',
  ],
  [
    'invoiceForm.createToBeInvoiced',
    pathOf(INVOICE_FORM_ROUTES.createToBeInvoiced, {}),
    '/pipeline/tobeinvoiced',
  ],
  [
    'invoiceForm.updateToBeInvoiced',
    pathOf(INVOICE_FORM_ROUTES.updateToBeInvoiced, { id: 6 }),
    '/pipeline/tobeinvoiced/6',
  ],
  ['invoiceForm.createInvoice', pathOf(INVOICE_FORM_ROUTES.createInvoice, {}), '/pipeline/invoice'],
  ['invoiceForm.updateInvoice', pathOf(INVOICE_FORM_ROUTES.updateInvoice, {}), '/pipeline/invoice'],
  [
    'invoiceForm.createInvoiceNoDeal',
    pathOf(INVOICE_FORM_ROUTES.createInvoiceNoDeal, {}),
    '/pipeline/invoicenodeal',
  ],
  [
    'invoiceForm.moveBack',
    pathOf(INVOICE_FORM_ROUTES.moveBack, { id: 6, userId: 1 }),
    '/pipeline/invoice/cancel/6/1',
  ],
  [
    'invoiceForm.remove',
    pathOf(INVOICE_FORM_ROUTES.remove, { invoiceId: 6, userId: 1 }),
    '/pipeline/invoice/6/1',
  ],
  ['upload.csv', pathOf(UPLOAD_ROUTES.csv, {}), '/Upload/csv'],
  ['upload.pricing', pathOf(UPLOAD_ROUTES.pricing, {}), '/pipeline/pricing/upload'],
  ['upload.fileView', pathOf(UPLOAD_ROUTES.fileView, { fileId: 21 }), '/File/view/21'],
  [
    'upload.documentView',
    pathOf(UPLOAD_ROUTES.documentView, { type: 3, docId: 21, userId: 7 }),
    '/File/view/3/21/7',
  ],
  ['upload.fileDownload', pathOf(UPLOAD_ROUTES.fileDownload, { fileId: 21 }), '/File/download/21'],
  ['upload.fileBytes', pathOf(UPLOAD_ROUTES.fileBytes, { type: 1, docId: 8 }), '/File/bytes/1/8'],
]

/** A route table's entries as call info. */
const callInfos = (routes: Record<string, RouteInfo>): Record<string, CallInfo> =>
  Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      { method: route.method, route: route.pattern, status: route.status },
    ]),
  )

interface CallInfo {
  method: string
  route: string
  status: 200 | 204
}

const CALL_TABLES: Record<string, Record<string, CallInfo>> = {
  visit: callInfos(VISIT_ROUTES),
  proposal: callInfos(PROPOSAL_ROUTES),
  target: callInfos(TARGET_ROUTES),
  report: callInfos(REPORT_ROUTES),
  team: callInfos(TEAM_ROUTES),
  rm: callInfos(RM_ROUTES),
  export: callInfos(EXPORT_ROUTES),
  invoiceForm: callInfos(INVOICE_FORM_ROUTES),
  upload: callInfos(UPLOAD_ROUTES),
}

const ALL_CALLS = Object.entries(CALL_TABLES).flatMap(([area, calls]) =>
  Object.entries(calls).map(([name, info]) => ({ call: `${area}.${name}`, ...info })),
)

/** Case-insensitive, as the server routes; a `:param` matches one segment. */
function matches(route: string, path: string): boolean {
  const routeParts = route.split('/')
  const pathParts = path.split('/')
  return (
    routeParts.length === pathParts.length &&
    routeParts.every(
      (part, index) =>
        (part.startsWith(':') && pathParts[index] !== '') ||
        part.toLowerCase() === pathParts[index]!.toLowerCase(),
    )
  )
}

describe('path builders', () => {
  it.each(PATHS)('%s writes %s', (_call, path, expected) => {
    expect(path).toBe(expected)
  })

  it.each(PATHS)('%s matches the route of its call', (call, path) => {
    const name = call.split(' ')[0]!
    const info = ALL_CALLS.find((entry) => entry.call === name)
    expect(info, name).toBeDefined()
    expect(matches(info!.route, path)).toBe(true)
  })

  it('covers every call of the call tables', () => {
    const built = new Set(PATHS.map(([call]) => call.split(' ')[0]))
    expect(ALL_CALLS.map((entry) => entry.call).filter((call) => !built.has(call))).toEqual([])
  })
})

describe('call tables', () => {
  it('answer 204 exactly for POST /pipeline/target and PUT /pipeline/rm/{id}', () => {
    const noContent = ALL_CALLS.filter((entry) => entry.status === 204).map((entry) => entry.call)
    expect(noContent.sort()).toEqual(['rm.update', 'target.save'])
  })

  it('name the methods of the spec', () => {
    const methods = Object.fromEntries(ALL_CALLS.map((entry) => [entry.call, entry.method]))
    expect(methods['visit.update']).toBe('PUT')
    expect(methods['invoiceForm.moveBack']).toBe('GET')
    expect(methods['invoiceForm.remove']).toBe('DELETE')
    expect(methods['team.remove']).toBe('DELETE')
    expect(methods['upload.pricing']).toBe('POST')
  })

  it('leave only the documented pairs of routes a server must order (status before read, the RM chart before the unit chart)', () => {
    const sample = (route: string) => route.replace(/:[^/]+/g, '1')
    const overlapping = ALL_CALLS.flatMap((a) =>
      ALL_CALLS.filter((b) => a.call < b.call && a.method === b.method && a.route !== b.route)
        .filter((b) => matches(a.route, sample(b.route)) || matches(b.route, sample(a.route)))
        .map((b) => `${a.call} ~ ${b.call}`),
    )
    expect(overlapping).toEqual([
      'target.read ~ target.status',
      'report.chart ~ report.chartRmByMonths',
    ])
  })
})
