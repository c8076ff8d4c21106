/**
 * Data for the spreadsheet exports (sales-activity-spec sections 3, 7, 9; api-notes "Shapes").
 * The spec's GET /Pipeline/export/{kind} family has the kinds chart, all (all tribes), visit,
 * proposal and pic/proposal.
 */
import { type Bodies, type CallInfo, idSegment, searchSegment, segment } from './calls.ts'
import type { ChartQuery, ReportPeriod } from './reports.ts'

/** A row of the Proposal and Sales Call sheets of one unit's export. */
export interface ExportDealRow {
  no: number
  company: string
  tribe: string
  segment: string
  rm: string
  dealName: string
  amount: number
}

/** Sheet 2 has no headers of its own: it uses sheet 1's. */
export interface ChartExport {
  sheet1: { headers: string[]; items: ExportDealRow[] }
  sheet2: { items: ExportDealRow[] }
}

/** A row of the Tribe and All sheets: actual, target and achievement per figure. */
export interface ExportAchievementRow {
  name: string
  tribe: string
  actualNProposal: number
  actualProposalValue: number
  actualSalesVisit: number
  actualSales: number
  targetNProposal: number
  targetProposalValue: number
  targetSalesVisit: number
  targetSales: number
  achNProposal: number
  achProposalValue: number
  achSalesVisit: number
  achSales: number
  aveAch: number
}

export interface AchievementSheet {
  title: string
  period: string
  items: ExportAchievementRow[]
}

/** "Sales Data All Tribe.xlsx". */
export interface AllTribesExport {
  generatedDate: string
  sheet1: AchievementSheet
  sheet2: AchievementSheet
}

export interface VisitExportRow {
  no: number
  company: string
  visitDate: string
  location: string
  objective: string
  nextStep: string
  remarks: string
  lastUpdated: string
}
export interface VisitExport {
  headers: string[]
  items: VisitExportRow[]
}

export interface ProposalExportRow {
  no: number
  name: string
  client: string
  type: string
  sentBy: string
  sentDate: string
  proposalValue: number
  lastUpdated: string
}
export interface ProposalExport {
  headers: string[]
  items: ProposalExportRow[]
}

/** The team proposal export adds the RMs and segments (names, comma-separated). */
export interface PicProposalExportRow extends ProposalExportRow {
  rms: string
  segments: string
}
export interface PicProposalExport {
  headers: string[]
  items: PicProposalExportRow[]
}

/** One user's rows over months of a year; search '' is sent as *. */
export interface UserExportQuery extends ReportPeriod {
  userId: number
  search: string
}

const userPath = (base: string, query: UserExportQuery): string =>
  [
    base,
    segment(query.userId),
    segment(query.fromMonth),
    segment(query.toMonth),
    segment(query.year),
    searchSegment(query.search),
  ].join('/')

export const exportPaths = {
  chart: (query: ChartQuery): string =>
    [
      '/Pipeline/export/chart',
      segment(query.unit),
      idSegment(query.id),
      segment(query.fromMonth),
      segment(query.toMonth),
      segment(query.year),
    ].join('/'),
  allTribes: (period: ReportPeriod): string =>
    `/Pipeline/export/all/${segment(period.fromMonth)}/${segment(period.toMonth)}/${segment(period.year)}`,
  visit: (query: UserExportQuery): string => userPath('/pipeline/export/visit', query),
  /** The whole year, for "{name} sales visit & proposal {year}.xlsx". */
  visitByYear: (userId: number, year: number, search = ''): string =>
    `/pipeline/export/visit/${segment(userId)}/${segment(year)}/${searchSegment(search)}`,
  proposal: (query: UserExportQuery): string => userPath('/pipeline/export/proposal', query),
  proposalByYear: (userId: number, year: number, search = ''): string =>
    `/pipeline/export/proposal/${segment(userId)}/${segment(year)}/${searchSegment(search)}`,
  picProposal: (query: UserExportQuery): string => userPath('/pipeline/export/pic/proposal', query),
}

const USER_PARAMS = ':userId/:fromMonth/:toMonth/:year/:search'

export const EXPORT_CALLS = {
  chart: {
    method: 'GET',
    route: '/Pipeline/export/chart/:unit/:id/:fromMonth/:toMonth/:year',
    status: 200,
  },
  allTribes: {
    method: 'GET',
    route: '/Pipeline/export/all/:fromMonth/:toMonth/:year',
    status: 200,
  },
  visit: { method: 'GET', route: `/pipeline/export/visit/${USER_PARAMS}`, status: 200 },
  visitByYear: {
    method: 'GET',
    route: '/pipeline/export/visit/:userId/:year/:search',
    status: 200,
  },
  proposal: { method: 'GET', route: `/pipeline/export/proposal/${USER_PARAMS}`, status: 200 },
  proposalByYear: {
    method: 'GET',
    route: '/pipeline/export/proposal/:userId/:year/:search',
    status: 200,
  },
  picProposal: {
    method: 'GET',
    route: `/pipeline/export/pic/proposal/${USER_PARAMS}`,
    status: 200,
  },
} as const satisfies Record<keyof typeof exportPaths, CallInfo>

/** Request and response bodies of each call (void: none, or one the client does not read). */
export interface ExportCallBodies {
  chart: Bodies<void, ChartExport>
  allTribes: Bodies<void, AllTribesExport>
  visit: Bodies<void, VisitExport>
  visitByYear: Bodies<void, VisitExport>
  proposal: Bodies<void, ProposalExport>
  proposalByYear: Bodies<void, ProposalExport>
  picProposal: Bodies<void, PicProposalExport>
}
