/**
 * Sales reports: summary cards, report tables, charts and the team (admin, leader, mentor) reports
 * (sales-activity-spec sections 2, 3, 7; api-notes "Shapes").
 *
 * The spec's path shapes map onto these calls: "report data per unit" /{unit}/{id}/{fromMonth}/
 * {toMonth}/{year} is `chart` (and the chart export); "card table" /{unit}/{year1}/{year2}/{year3}/
 * {fromMonth}/{toMonth} is `invoiceComparison`; "tribe figure" /tribe/{month}/{year} is
 * `projected` with unit tribe; "all-tribes" is the all-tribes export (exports.ts).
 */
import {
  type Bodies,
  type CallInfo,
  compactDateSegment,
  idSegment,
  idsSegment,
  segment,
  twoDigitMonthSegment,
} from './calls.ts'

export const REPORT_UNITS = ['tribe', 'rm', 'branch', 'segment'] as const
export type ReportUnit = (typeof REPORT_UNITS)[number]

/** A summary card of /Pipeline/report/summary (3 cards) and /Pipeline/ind/summary (4 cards). */
export interface SummaryCard {
  title: string
  amount: number
  percent: number
  note: string
}

export interface ReportTableItem {
  text: string
  amount1: number
  amount2: number
  amount3: number
}

/** Projected revenue and invoice comparison tables; the client computes totals and percentages. */
export interface ReportTable {
  header: { headers: [string, string, string] }
  items: ReportTableItem[]
}

export interface ChartPoint {
  /** 1 to 12. */
  month: number
  target: number
  actual: number
  achievement: number
}

/** One of the four area charts (No. Proposals, Sales visit, Proposal value, Sales). */
export interface Chart {
  title: string
  xaxis: string[]
  series: ChartPoint[]
}

/** A row of the Individual Sales Report table (team/admin); totals are summed on the client. */
export interface IndividualReportRow {
  user: { text: string }
  segment: { text: string }
  nProposals: number
  visits: number
  proposalValue: number
  sales: number
}
export interface IndividualReport {
  items: IndividualReportRow[]
}

/** A row of the leader or mentor Team Sales Report table. */
export interface TeamReportRow {
  user: { id: number; text: string }
  authority: string
  nProposals: number
  visits: number
  proposalValue: number
  sales: number
  /** The member's target status text. */
  status: string
}
/** Leader and mentor reports; a 404 (not a leader or mentor) is tolerated. */
export interface TeamReport {
  teamName: string
  items: TeamReportRow[]
}

/** Months are 1 to 12 of `year`. */
export interface ReportPeriod {
  fromMonth: number
  toMonth: number
  year: number
}

export interface ChartQuery extends ReportPeriod {
  unit: ReportUnit
  /** The tribe, RM, branch or segment id; 0 for all (the "All Tribes" item). */
  id: number
}

export interface TeamReportQuery extends ReportPeriod {
  userId: number
  /** Tribe filter; empty for all (sent as 0). */
  tribeIds: readonly number[]
}

/** The range-picker variant: 'YYYY-MM-DD' dates (sent YYYYMMDD), null for all. */
export interface TeamReportDatedQuery {
  userId: number
  fromDate: string | null
  toDate: string | null
  tribeIds: readonly number[]
}

const teamPath = (role: string, query: TeamReportQuery): string =>
  [
    `/pipeline/team/${role}`,
    segment(query.userId),
    segment(query.fromMonth),
    segment(query.toMonth),
    segment(query.year),
    idsSegment(query.tribeIds),
  ].join('/')

const teamDatedPath = (role: string, query: TeamReportDatedQuery): string =>
  [
    `/pipeline/team/${role}`,
    segment(query.userId),
    compactDateSegment(query.fromDate),
    compactDateSegment(query.toDate),
    idsSegment(query.tribeIds),
  ].join('/')

export const reportPaths = {
  summary: (): string => '/Pipeline/report/summary',
  projected: (unit: ReportUnit, month: number, year: number): string =>
    `/Pipeline/report/projected/${segment(unit)}/${segment(month)}/${segment(year)}`,
  /** Compares `year` with the two years before it over the months fromMonth to toMonth. */
  invoiceComparison: (unit: ReportUnit, period: ReportPeriod): string =>
    [
      '/Pipeline/report/invoice',
      segment(unit),
      segment(period.year - 2),
      segment(period.year - 1),
      segment(period.year),
      segment(period.fromMonth),
      segment(period.toMonth),
    ].join('/'),
  chart: (query: ChartQuery): string =>
    [
      '/Pipeline/report/chart',
      segment(query.unit),
      idSegment(query.id),
      segment(query.fromMonth),
      segment(query.toMonth),
      segment(query.year),
    ].join('/'),
  /** The four charts of one RM's individual report for a year (/account). */
  chartRm: (userId: number, year: number): string =>
    `/Pipeline/report/chart/rm/${segment(userId)}/${segment(year)}`,
  individualSummary: (userId: number, month: number, year: number): string =>
    `/Pipeline/ind/summary/${segment(userId)}/${twoDigitMonthSegment(month)}/${segment(year)}`,
  teamAdmin: (query: TeamReportQuery): string => teamPath('admin', query),
  teamLeader: (query: TeamReportQuery): string => teamPath('leader', query),
  teamMentor: (query: TeamReportQuery): string => teamPath('mentor', query),
  teamAdminByDates: (query: TeamReportDatedQuery): string => teamDatedPath('admin', query),
  teamLeaderByDates: (query: TeamReportDatedQuery): string => teamDatedPath('leader', query),
  teamMentorByDates: (query: TeamReportDatedQuery): string => teamDatedPath('mentor', query),
}

const TEAM_PARAMS = ':userId/:fromMonth/:toMonth/:year/:tribeIds'
const TEAM_DATED_PARAMS = ':userId/:fromDate/:toDate/:tribeIds'

export const REPORT_CALLS = {
  summary: { method: 'GET', route: '/Pipeline/report/summary', status: 200 },
  projected: { method: 'GET', route: '/Pipeline/report/projected/:unit/:month/:year', status: 200 },
  invoiceComparison: {
    method: 'GET',
    route: '/Pipeline/report/invoice/:unit/:year1/:year2/:year3/:fromMonth/:toMonth',
    status: 200,
  },
  chart: {
    method: 'GET',
    route: '/Pipeline/report/chart/:unit/:id/:fromMonth/:toMonth/:year',
    status: 200,
  },
  chartRm: { method: 'GET', route: '/Pipeline/report/chart/rm/:userId/:year', status: 200 },
  individualSummary: {
    method: 'GET',
    route: '/Pipeline/ind/summary/:userId/:month/:year',
    status: 200,
  },
  teamAdmin: { method: 'GET', route: `/pipeline/team/admin/${TEAM_PARAMS}`, status: 200 },
  teamLeader: { method: 'GET', route: `/pipeline/team/leader/${TEAM_PARAMS}`, status: 200 },
  teamMentor: { method: 'GET', route: `/pipeline/team/mentor/${TEAM_PARAMS}`, status: 200 },
  teamAdminByDates: {
    method: 'GET',
    route: `/pipeline/team/admin/${TEAM_DATED_PARAMS}`,
    status: 200,
  },
  teamLeaderByDates: {
    method: 'GET',
    route: `/pipeline/team/leader/${TEAM_DATED_PARAMS}`,
    status: 200,
  },
  teamMentorByDates: {
    method: 'GET',
    route: `/pipeline/team/mentor/${TEAM_DATED_PARAMS}`,
    status: 200,
  },
} as const satisfies Record<keyof typeof reportPaths, CallInfo>

/** Request and response bodies of each call (void: none, or one the client does not read). */
export interface ReportCallBodies {
  summary: Bodies<void, SummaryCard[]>
  projected: Bodies<void, ReportTable>
  invoiceComparison: Bodies<void, ReportTable>
  chart: Bodies<void, Chart[]>
  chartRm: Bodies<void, Chart[]>
  individualSummary: Bodies<void, SummaryCard[]>
  teamAdmin: Bodies<void, IndividualReport>
  teamLeader: Bodies<void, TeamReport>
  teamMentor: Bodies<void, TeamReport>
  teamAdminByDates: Bodies<void, IndividualReport>
  teamLeaderByDates: Bodies<void, TeamReport>
  teamMentorByDates: Bodies<void, TeamReport>
}
