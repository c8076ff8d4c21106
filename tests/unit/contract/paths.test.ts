import { describe, expect, expectTypeOf, it } from 'vitest'
import { EXPORT_CALLS, exportPaths, type ExportCallBodies } from '../../../src/contract/exports.ts'
import {
  INVOICE_FORM_CALLS,
  invoiceFormPaths,
  type InvoiceFormCallBodies,
} from '../../../src/contract/invoiceForms.ts'
import { type CallInfo } from '../../../src/contract/calls.ts'
import {
  PROPOSAL_CALLS,
  proposalPaths,
  type ProposalCallBodies,
} from '../../../src/contract/proposals.ts'
import { REPORT_CALLS, reportPaths, type ReportCallBodies } from '../../../src/contract/reports.ts'
import { RM_CALLS, rmPaths, type RmCallBodies } from '../../../src/contract/rms.ts'
import { TARGET_CALLS, targetPaths, type TargetCallBodies } from '../../../src/contract/targets.ts'
import { TEAM_CALLS, teamPaths, type TeamCallBodies } from '../../../src/contract/teams.ts'
import { UPLOAD_CALLS, uploadPaths, type UploadCallBodies } from '../../../src/contract/uploads.ts'
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

// Every call: what its path builder writes.
const PATHS: Row[] = [
  ['visit.create', pathOf(VISIT_ROUTES.create, {}), '/pipeline/visit'],
  ['visit.update', pathOf(VISIT_ROUTES.update, { visitId: 12 }), '/pipeline/visit/12'],
  [
    'visit.individualList',
    pathOf(VISIT_ROUTES.individualList, individualListValues(listQuery)),
    '/Pipeline/ind/visit/7/20240101/20240630/2/5/*',
  ],
  ['proposal.create', proposalPaths.create(), '/pipeline/proposal'],
  ['proposal.update', proposalPaths.update(3), '/pipeline/proposal/3'],
  [
    'proposal.updateProjectedInvoice',
    proposalPaths.updateProjectedInvoice(),
    '/pipeline/projection/invoice',
  ],
  [
    'proposal.individualList',
    proposalPaths.individualList({ ...listQuery, fromDate: null, toDate: null, search: 'Acme' }),
    '/Pipeline/ind/proposal/7/0/0/2/5/Acme',
  ],
  [
    'proposal.picList',
    proposalPaths.picList({ ...listQuery, search: 'PT Maju/Jaya' }),
    '/pipeline/pic/proposal/7/20240101/20240630/2/5/PT%20Maju%2FJaya',
  ],
  ['target.save', targetPaths.save(), '/pipeline/target'],
  ['target.status', targetPaths.status(2024, 7), '/pipeline/target/status/2024/7'],
  ['target.read', targetPaths.read('branch', 4, 2024), '/Pipeline/target/branch/4/2024'],
  ['target.individual', targetPaths.individual(2024, 7), '/Pipeline/target/2024/7'],
  ['report.summary', reportPaths.summary(), '/Pipeline/report/summary'],
  [
    'report.projected',
    reportPaths.projected('tribe', 3, 2024),
    '/Pipeline/report/projected/tribe/3/2024',
  ],
  [
    'report.invoiceComparison',
    reportPaths.invoiceComparison('segment', period),
    '/Pipeline/report/invoice/segment/2022/2023/2024/1/6',
  ],
  [
    'report.chart',
    reportPaths.chart({ unit: 'rm', id: 9, ...period }),
    '/Pipeline/report/chart/rm/9/1/6/2024',
  ],
  [
    'report.chart (All Tribes)',
    reportPaths.chart({ unit: 'tribe', id: 0, ...period }),
    '/Pipeline/report/chart/tribe/0/1/6/2024',
  ],
  ['report.chartRm', reportPaths.chartRm(7, 2024), '/Pipeline/report/chart/rm/7/2024'],
  [
    'report.individualSummary',
    reportPaths.individualSummary(7, 3, 2024),
    '/Pipeline/ind/summary/7/03/2024',
  ],
  [
    'report.teamAdmin',
    reportPaths.teamAdmin({ userId: 7, ...period, tribeIds: [] }),
    '/pipeline/team/admin/7/1/6/2024/0',
  ],
  [
    'report.teamLeader',
    reportPaths.teamLeader({ userId: 7, ...period, tribeIds: [1, 3] }),
    '/pipeline/team/leader/7/1/6/2024/1,3',
  ],
  [
    'report.teamMentor',
    reportPaths.teamMentor({ userId: 7, ...period, tribeIds: [2] }),
    '/pipeline/team/mentor/7/1/6/2024/2',
  ],
  [
    'report.teamAdminByDates',
    reportPaths.teamAdminByDates({ userId: 7, fromDate: null, toDate: null, tribeIds: [] }),
    '/pipeline/team/admin/7/0/0/0',
  ],
  [
    'report.teamLeaderByDates',
    reportPaths.teamLeaderByDates({
      userId: 7,
      fromDate: '2024-01-01',
      toDate: '2024-03-31',
      tribeIds: [1],
    }),
    '/pipeline/team/leader/7/20240101/20240331/1',
  ],
  [
    'report.teamMentorByDates',
    reportPaths.teamMentorByDates({ userId: 7, fromDate: '20240101', toDate: null, tribeIds: [] }),
    '/pipeline/team/mentor/7/20240101/0/0',
  ],
  ['team.list', teamPaths.list(), '/Pipeline/team'],
  ['team.create', teamPaths.create(), '/pipeline/team'],
  ['team.update', teamPaths.update(5), '/pipeline/team/5'],
  ['team.remove', teamPaths.remove(5, 1), '/pipeline/team/5/1'],
  [
    'rm.list',
    rmPaths.list({ segmentIds: [], branchIds: [2, 4], page: 1, perPage: 10, search: '  ' }),
    '/pipeline/list/rm/0/2,4/1/10/*',
  ],
  ['rm.create', rmPaths.create(), '/pipeline/rm'],
  ['rm.update', rmPaths.update(8), '/pipeline/rm/8'],
  ['rm.remove', rmPaths.remove(8, 1), '/pipeline/rm/8/1'],
  ['rm.detail', rmPaths.detail(8), '/pipeline/rm/8'],
  [
    'export.chart',
    exportPaths.chart({ unit: 'tribe', id: 2, ...period }),
    '/Pipeline/export/chart/tribe/2/1/6/2024',
  ],
  ['export.allTribes', exportPaths.allTribes(period), '/Pipeline/export/all/1/6/2024'],
  [
    'export.visit',
    exportPaths.visit({ userId: 7, ...period, search: '' }),
    '/pipeline/export/visit/7/1/6/2024/*',
  ],
  ['export.visitByYear', exportPaths.visitByYear(7, 2024), '/pipeline/export/visit/7/2024/*'],
  [
    'export.proposal',
    exportPaths.proposal({ userId: 7, ...period, search: 'a&b' }),
    '/pipeline/export/proposal/7/1/6/2024/a%26b',
  ],
  [
    'export.proposalByYear',
    exportPaths.proposalByYear(7, 2024, 'x'),
    '/pipeline/export/proposal/7/2024/x',
  ],
  [
    'export.picProposal',
    exportPaths.picProposal({ userId: 7, ...period, search: '' }),
    '/pipeline/export/pic/proposal/7/1/6/2024/*',
  ],
  ['invoiceForm.clientDeals', invoiceFormPaths.clientDeals(11), '/Pipeline/deal/11/2'],
  [
    'invoiceForm.createToBeInvoiced',
    invoiceFormPaths.createToBeInvoiced(),
    '/pipeline/tobeinvoiced',
  ],
  [
    'invoiceForm.updateToBeInvoiced',
    invoiceFormPaths.updateToBeInvoiced(6),
    '/pipeline/tobeinvoiced/6',
  ],
  ['invoiceForm.createInvoice', invoiceFormPaths.createInvoice(), '/pipeline/invoice'],
  ['invoiceForm.updateInvoice', invoiceFormPaths.updateInvoice(), '/pipeline/invoice'],
  [
    'invoiceForm.createInvoiceNoDeal',
    invoiceFormPaths.createInvoiceNoDeal(),
    '/pipeline/invoicenodeal',
  ],
  ['invoiceForm.moveBack', invoiceFormPaths.moveBack(6, 1), '/pipeline/invoice/cancel/6/1'],
  ['invoiceForm.remove', invoiceFormPaths.remove(6, 1), '/pipeline/invoice/6/1'],
  ['upload.csv', uploadPaths.csv(), '/Upload/csv'],
  ['upload.pricing', uploadPaths.pricing(), '/pipeline/pricing/upload'],
  ['upload.fileView', uploadPaths.fileView(21), '/File/view/21'],
  ['upload.documentView', uploadPaths.documentView(3, 21, 7), '/File/view/3/21/7'],
]

/** A route table's entries as call info. */
const callInfos = (routes: Record<string, RouteInfo>): Record<string, CallInfo> =>
  Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      { method: route.method, route: route.pattern, status: route.status },
    ]),
  )

const CALL_TABLES: Record<string, Record<string, CallInfo>> = {
  visit: callInfos(VISIT_ROUTES),
  proposal: PROPOSAL_CALLS,
  target: TARGET_CALLS,
  report: REPORT_CALLS,
  team: TEAM_CALLS,
  rm: RM_CALLS,
  export: EXPORT_CALLS,
  invoiceForm: INVOICE_FORM_CALLS,
  upload: UPLOAD_CALLS,
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

  it('leave only the documented pair of routes a server must order (status before read)', () => {
    const sample = (route: string) => route.replace(/:[^/]+/g, '1')
    const overlapping = ALL_CALLS.flatMap((a) =>
      ALL_CALLS.filter((b) => a.call < b.call && a.method === b.method && a.route !== b.route)
        .filter((b) => matches(a.route, sample(b.route)) || matches(b.route, sample(a.route)))
        .map((b) => `${a.call} ~ ${b.call}`),
    )
    expect(overlapping).toEqual(['target.read ~ target.status'])
  })

  it('list request and response bodies for exactly the calls that have paths', () => {
    expectTypeOf<keyof ProposalCallBodies>().toEqualTypeOf<keyof typeof proposalPaths>()
    expectTypeOf<keyof TargetCallBodies>().toEqualTypeOf<keyof typeof targetPaths>()
    expectTypeOf<keyof ReportCallBodies>().toEqualTypeOf<keyof typeof reportPaths>()
    expectTypeOf<keyof TeamCallBodies>().toEqualTypeOf<keyof typeof teamPaths>()
    expectTypeOf<keyof RmCallBodies>().toEqualTypeOf<keyof typeof rmPaths>()
    expectTypeOf<keyof ExportCallBodies>().toEqualTypeOf<keyof typeof exportPaths>()
    expectTypeOf<keyof InvoiceFormCallBodies>().toEqualTypeOf<keyof typeof invoiceFormPaths>()
    expectTypeOf<keyof UploadCallBodies>().toEqualTypeOf<keyof typeof uploadPaths>()
  })
})
