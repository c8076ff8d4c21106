/**
 * What the Individual Sales Report (/account) shows, as the paths of its calls: the four summary
 * cards of a month, the four area charts of a year, the Sales visit, Proposal and Team Proposal
 * tables over a date range, the leader's and mentor's Team Sales Report tables, and the export
 * data. The defaults are what the briefcase keeps, so the report opens offline.
 *
 * The three list tables are pulled whole for their range (page 1 of up to 500 rows, no search)
 * and kept as one answer; search and paging then run on the device (accountLists.ts), so both
 * work offline and a search never waits for the network.
 */
import { EXPORT_ROUTES, userExportValues, yearExportValues } from '../../contract/exports.ts'
import { PROPOSAL_ROUTES } from '../../contract/proposals.ts'
import {
  individualSummaryValues,
  REPORT_ROUTES,
  teamReportValues,
  type ReportPeriod,
} from '../../contract/reports.ts'
import { pathOf } from '../../contract/route.ts'
import { individualListValues, VISIT_ROUTES } from '../../contract/visits.ts'
import { parseWireDate, toWireDate } from '../../domain/dates.ts'
import { defaultIndividualReportRange } from '../../domain/periods.ts'
import {
  monthKey,
  monthsOfPeriod,
  monthsOfYear,
  shiftMonthKey,
  type MonthSpan,
} from './reportStaleness.ts'
import {
  defaultIndividualTableFilter,
  type AnswerCall,
  type IndividualTableFilter,
} from './salesReportViews.ts'

/** The account tables show 5 rows a page (sales-activity-spec section 9). */
export const ACCOUNT_PAGE_SIZE = 5
/** A table's whole range in one answer: the most the list calls give on one page. */
export const WHOLE_RANGE_PER_PAGE = 500

/** A table's period range: 'YYYY-MM-DD' dates, '' for an open end. */
export interface DateRange {
  fromDate: string
  toDate: string
}

/** The start of the current year to today (sales-activity-spec: the default individual range). */
export function defaultAccountRange(today: Date): DateRange {
  const { from, to } = defaultIndividualReportRange(today)
  return { fromDate: toWireDate(from), toDate: toWireDate(to) }
}

/** Whether a range can be asked for: its start not after its end (either end may be open). */
export const rangeInOrder = ({ fromDate, toDate }: DateRange): boolean =>
  fromDate === '' || toDate === '' || fromDate <= toDate

/** The month the summary cards show (compared with the month before). */
export interface SummaryMonth {
  month: number
  year: number
}

export const defaultSummaryMonth = (today: Date): SummaryMonth => ({
  month: today.getMonth() + 1,
  year: today.getFullYear(),
})

export const accountSummaryPath = (userId: number, { month, year }: SummaryMonth): string =>
  pathOf(REPORT_ROUTES.individualSummary, individualSummaryValues(userId, month, year))

export const accountChartsPath = (userId: number, year: number): string =>
  pathOf(REPORT_ROUTES.chartRm, { userId, year })

function wholeRangeValues(userId: number, range: DateRange) {
  return individualListValues({
    userId,
    fromDate: range.fromDate || null,
    toDate: range.toDate || null,
    page: 1,
    perPage: WHOLE_RANGE_PER_PAGE,
    search: '',
  })
}

/** The Sales visit table's range, whole. */
export const visitListPath = (userId: number, range: DateRange): string =>
  pathOf(VISIT_ROUTES.individualList, wholeRangeValues(userId, range))

/** The Proposal table's range, whole. */
export const proposalListPath = (userId: number, range: DateRange): string =>
  pathOf(PROPOSAL_ROUTES.individualList, wholeRangeValues(userId, range))

/** The Team Proposal table's range, whole (the proposals of the teams the user leads or mentors). */
export const teamProposalListPath = (userId: number, range: DateRange): string =>
  pathOf(PROPOSAL_ROUTES.picList, wholeRangeValues(userId, range))

/**
 * The months of a range as the exports take them (months of one year): the year of its end (else
 * of its start, else today's), from the start's month when it falls in that year (else January)
 * to the end's month (else December).
 */
export function rangePeriod(range: DateRange, today: Date): ReportPeriod {
  const from = parseWireDate(range.fromDate)
  const to = parseWireDate(range.toDate)
  const year = (to ?? from ?? today).getFullYear()
  return {
    year,
    fromMonth: from && from.getFullYear() === year ? from.getMonth() + 1 : 1,
    toMonth: to ? to.getMonth() + 1 : 12,
  }
}

/** "sales_visit.xlsx": the visits of the table's period (its months) and search. */
export const visitExportPath = (
  userId: number,
  range: DateRange,
  search: string,
  today: Date,
): string =>
  pathOf(EXPORT_ROUTES.visit, userExportValues({ userId, ...rangePeriod(range, today), search }))

/** "{name} sales visit & proposal {year}.xlsx": the whole year's visits and proposals. */
export const yearVisitExportPath = (userId: number, year: number, search = ''): string =>
  pathOf(EXPORT_ROUTES.visitByYear, yearExportValues(userId, year, search))

export const yearProposalExportPath = (userId: number, year: number, search = ''): string =>
  pathOf(EXPORT_ROUTES.proposalByYear, yearExportValues(userId, year, search))

/** The year a range's workbook is of: its end's (else its start's, else today's). */
export const rangeYear = (range: DateRange, today: Date): number => rangePeriod(range, today).year

/** "proposal_team.xlsx": the team proposals of the table's period (its months) and search. */
export const teamProposalExportPath = (
  userId: number,
  range: DateRange,
  search: string,
  today: Date,
): string =>
  pathOf(
    EXPORT_ROUTES.picProposal,
    userExportValues({ userId, ...rangePeriod(range, today), search }),
  )

/** The two Team Sales Report tables: of the team the user leads, and of the team it mentors. */
export type TeamTable = 'leader' | 'mentor'
export const TEAM_TABLES: readonly TeamTable[] = ['leader', 'mentor']

export const teamTableRoute = (table: TeamTable) =>
  table === 'leader' ? REPORT_ROUTES.teamLeader : REPORT_ROUTES.teamMentor

export const teamTablePath = (
  table: TeamTable,
  userId: number,
  { period, tribeIds }: IndividualTableFilter,
): string => pathOf(teamTableRoute(table), teamReportValues({ userId, ...period, tribeIds }))

/**
 * A call of the report; `teamTable`: a leader's or mentor's table (a 404 when the user leads or
 * mentors no team); `team`: only for a user who leads or mentors a team. Both show the figures of
 * the teams' people, the others the user's own.
 */
export interface AccountCall extends AnswerCall {
  teamTable?: TeamTable
  team?: boolean
}

/**
 * Every path of the report's default views, with the route that reads its answer: the current
 * month's cards, this year's charts, the default range's tables (the team proposals only for a
 * leader or mentor), the leader and mentor tables (a 404 kept as "none") and the export data.
 */
/** A range's months (an open end: every month before, or after). */
function rangeMonths({ fromDate, toDate }: DateRange): MonthSpan {
  const from = parseWireDate(fromDate)
  const to = parseWireDate(toDate)
  return {
    from: from ? monthKey(from.getFullYear(), from.getMonth() + 1) : 0,
    to: to ? monthKey(to.getFullYear(), to.getMonth() + 1) : Number.MAX_SAFE_INTEGER,
  }
}

export function defaultAccountCalls(userId: number, today: Date): AccountCall[] {
  const range = defaultAccountRange(today)
  const year = today.getFullYear()
  const teamFilter = defaultIndividualTableFilter(today)
  const summaryMonth = defaultSummaryMonth(today)
  const summaryKey = monthKey(summaryMonth.year, summaryMonth.month)
  const listMonths = [rangeMonths(range)]
  const exportMonths = [monthsOfPeriod(rangePeriod(range, today))]
  const yearMonths = [monthsOfYear(year)]
  return [
    {
      route: REPORT_ROUTES.individualSummary,
      path: accountSummaryPath(userId, summaryMonth),
      // The month against the one before.
      reads: { months: [{ from: shiftMonthKey(summaryKey, -1), to: summaryKey }] },
    },
    {
      route: REPORT_ROUTES.chartRm,
      path: accountChartsPath(userId, year),
      reads: { months: [monthsOfYear(year)], targets: 'people' },
    },
    {
      route: VISIT_ROUTES.individualList,
      path: visitListPath(userId, range),
      reads: { months: listMonths, texts: 'visits' },
    },
    {
      route: PROPOSAL_ROUTES.individualList,
      path: proposalListPath(userId, range),
      reads: { months: listMonths, texts: 'proposals' },
    },
    ...TEAM_TABLES.map((table) => ({
      route: teamTableRoute(table),
      path: teamTablePath(table, userId, teamFilter),
      teamTable: table,
      // Each person's personal target's status.
      reads: { months: [monthsOfPeriod(teamFilter.period)], targets: 'people' } as const,
    })),
    {
      route: EXPORT_ROUTES.visit,
      path: visitExportPath(userId, range, '', today),
      reads: { months: exportMonths, texts: 'visits' },
    },
    {
      route: EXPORT_ROUTES.visitByYear,
      path: yearVisitExportPath(userId, year),
      reads: { months: yearMonths, texts: 'visits' },
    },
    {
      route: EXPORT_ROUTES.proposalByYear,
      path: yearProposalExportPath(userId, year),
      reads: { months: yearMonths, texts: 'proposals' },
    },
    {
      route: PROPOSAL_ROUTES.picList,
      path: teamProposalListPath(userId, range),
      team: true,
      reads: { months: listMonths, texts: 'proposals' },
    },
    {
      route: EXPORT_ROUTES.picProposal,
      path: teamProposalExportPath(userId, range, '', today),
      team: true,
      reads: { months: exportMonths, texts: 'proposals' },
    },
  ]
}
