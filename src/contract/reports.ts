/**
 * Sales reports: summary cards, report tables, charts and the team (admin, leader, mentor) reports
 * (sales-activity-spec sections 2, 3, 7; api-notes "Shapes").
 *
 * The spec's path shapes map onto these calls: "report data per unit" /{unit}/{id}/{fromMonth}/
 * {toMonth}/{year} is `chart` (and the chart export); "card table" /{unit}/{year1}/{year2}/{year3}/
 * {fromMonth}/{toMonth} is `invoiceComparison`; "tribe figure" /tribe/{month}/{year} is
 * `projected` with unit tribe; "all-tribes" is the all-tribes export (exports.ts).
 */
import type { ReportPeriod } from '../domain/reportPeriod.ts'
import { answerList, answerObject, answerText } from './answer.ts'
import { compactDateSegment, idSegment, idsSegment, twoDigitMonth } from './calls.ts'
import { compactDate, id, idList, idOrZero, month, year } from './fields.ts'
import { route, type PathValues } from './route.ts'
import {
  array,
  fieldOf,
  integer,
  literal,
  object,
  optional,
  refine,
  type FieldError,
  type Infer,
  type Validator,
} from './validate.ts'

export const REPORT_UNITS = ['tribe', 'rm', 'branch', 'segment'] as const
export type ReportUnit = (typeof REPORT_UNITS)[number]

/** A summary card of /Pipeline/report/summary (3 cards) and /Pipeline/ind/summary (4 cards). */
export type SummaryCard = Infer<typeof summaryCardsAnswer>[number]

export type ReportTableItem = ReportTable['items'][number]

/** Projected revenue and invoice comparison tables; the client computes totals and percentages. */
export type ReportTable = Infer<typeof reportTableAnswer>

export type ChartPoint = Chart['series'][number]

/** One of the four area charts (No. Proposals, Sales visit, Proposal value, Sales). */
export type Chart = Infer<typeof chartsAnswer>[number]

/** A row of the Individual Sales Report table (team/admin); totals are summed on the client. */
export type IndividualReportRow = IndividualReport['items'][number]
export type IndividualReport = Infer<typeof individualReportAnswer>

/** A row of the leader or mentor Team Sales Report table. */
export type TeamReportRow = TeamReport['items'][number]
/** Leader and mentor reports; a 404 (not a leader or mentor) is tolerated. */
export type TeamReport = Infer<typeof teamReportAnswer>

/** Months are 1 to 12 of `year`. */
export type { ReportPeriod }

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

const reportUnit = () => literal(...REPORT_UNITS)

/** A period's months in order: fromMonth after toMonth is refused (400). */
export function monthsInOrder(
  period: { fromMonth: number; toMonth: number },
  parent = '',
): FieldError[] {
  const field = fieldOf(parent, 'fromMonth')
  return period.fromMonth > period.toMonth
    ? [{ field, description: `${field} must not be after ${fieldOf(parent, 'toMonth')}` }]
    : []
}

/** A range's dates in order (either may be null, an open end): fromDate after toDate is refused. */
export function datesInOrder(
  range: { fromDate: string | null; toDate: string | null },
  parent = '',
): FieldError[] {
  const field = fieldOf(parent, 'fromDate')
  return range.fromDate !== null && range.toDate !== null && range.fromDate > range.toDate
    ? [{ field, description: `${field} must not be after ${fieldOf(parent, 'toDate')}` }]
    : []
}

/**
 * A unit's report data over months of a year (charts and the chart export): months in order, and
 * id 0 (all: the "All Tribes" item) for unit tribe only.
 */
export const chartParams = refine(
  object({
    unit: reportUnit(),
    id: idOrZero(),
    fromMonth: month(),
    toMonth: month(),
    year: year(),
  }),
  (params, parent) => [
    ...(params.id === 0 && params.unit !== 'tribe'
      ? [
          {
            field: fieldOf(parent, 'id'),
            description: `${fieldOf(parent, 'id')} may be 0 (All Tribes) for unit tribe only`,
          },
        ]
      : []),
    ...monthsInOrder(params, parent),
  ],
)
export type ChartParams = Infer<typeof chartParams>

/** A chart's path: id 0 (all) when there is none. */
export function chartValues(query: ChartQuery): PathValues<ChartParams> {
  return {
    unit: query.unit,
    id: idSegment(query.id),
    fromMonth: query.fromMonth,
    toMonth: query.toMonth,
    year: query.year,
  }
}

/** One person's charts over months of a year, months in order. */
export const rmChartParams = refine(
  object({ userId: id(), fromMonth: month(), toMonth: month(), year: year() }),
  monthsInOrder,
)
export type RmChartParams = Infer<typeof rmChartParams>

export const invoiceComparisonParams = refine(
  object({
    unit: reportUnit(),
    year1: year(),
    year2: year(),
    year3: year(),
    fromMonth: month(),
    toMonth: month(),
  }),
  monthsInOrder,
)
export type InvoiceComparisonParams = Infer<typeof invoiceComparisonParams>

/** Compares `year` with the two years before it over the months fromMonth to toMonth. */
export function invoiceComparisonValues(
  unit: ReportUnit,
  period: ReportPeriod,
): PathValues<InvoiceComparisonParams> {
  return {
    unit,
    year1: period.year - 2,
    year2: period.year - 1,
    year3: period.year,
    fromMonth: period.fromMonth,
    toMonth: period.toMonth,
  }
}

export const teamReportParams = refine(
  object({
    userId: id(),
    fromMonth: month(),
    toMonth: month(),
    year: year(),
    tribeIds: idList(),
  }),
  monthsInOrder,
)
export type TeamReportParams = Infer<typeof teamReportParams>

/** A team report's path: the tribe filter comma-separated, 0 for all. */
export function teamReportValues(query: TeamReportQuery): PathValues<TeamReportParams> {
  return {
    userId: query.userId,
    fromMonth: query.fromMonth,
    toMonth: query.toMonth,
    year: query.year,
    tribeIds: idsSegment(query.tribeIds),
  }
}

export const teamReportDatedParams = refine(
  object({
    userId: id(),
    fromDate: compactDate(),
    toDate: compactDate(),
    tribeIds: idList(),
  }),
  datesInOrder,
)
export type TeamReportDatedParams = Infer<typeof teamReportDatedParams>

/** The range-picker variant's path: dates YYYYMMDD (0 for none), the tribe filter as above. */
export function teamReportDatedValues(
  query: TeamReportDatedQuery,
): PathValues<TeamReportDatedParams> {
  return {
    userId: query.userId,
    fromDate: compactDateSegment(query.fromDate),
    toDate: compactDateSegment(query.toDate),
    tribeIds: idsSegment(query.tribeIds),
  }
}

const monthOfYear = object({ userId: id(), month: month(), year: year() })

/** The individual summary's path: the month written with two digits (MM). */
export function individualSummaryValues(
  userId: number,
  month: number,
  year: number,
): PathValues<Infer<typeof monthOfYear>> {
  return { userId, month: twoDigitMonth(month), year }
}

/** Answered amounts and counts: whole numbers (IDR is integral). */
const whole = (): Validator<number> => integer()

/** The summary cards (3 of the Sales Report, 4 of the individual report). */
export const summaryCardsAnswer = answerList({
  title: answerText(),
  amount: whole(),
  percent: whole(),
  note: answerText(),
})

/** Projected revenue and invoice comparison: three column titles and three amounts a row. */
export const reportTableAnswer = answerObject({
  header: answerObject({
    headers: array(answerText(), { min: 3, max: 3 }) as Validator<[string, string, string]>,
  }),
  items: answerList({
    text: answerText(),
    amount1: whole(),
    amount2: whole(),
    amount3: whole(),
  }),
})

/** The four charts, each a point per month of its x axis. */
export const chartsAnswer = answerList({
  title: answerText(),
  xaxis: array(answerText()),
  series: answerList({
    /** 1 to 12. */
    month: month(),
    target: whole(),
    /** null for a month that has not happened yet (the line stops there). */
    actual: optional(whole(), null),
    /** null where actual is. */
    achievement: optional(whole(), null),
  }),
})

const figureAnswers = {
  nProposals: whole(),
  visits: whole(),
  proposalValue: whole(),
  sales: whole(),
}

export const individualReportAnswer = answerObject({
  items: answerList({
    user: answerObject({ text: answerText() }),
    segment: answerObject({ text: answerText() }),
    ...figureAnswers,
  }),
})

export const teamReportAnswer = answerObject({
  teamName: answerText(),
  items: answerList({
    user: answerObject({ id: integer(), text: answerText() }),
    authority: answerText(),
    ...figureAnswers,
    /** The member's target status text. */
    status: answerText(),
  }),
})

/** The report calls (sales-activity-spec section 7). */
export const REPORT_ROUTES = {
  summary: route<SummaryCard[]>({
    method: 'GET',
    pattern: '/Pipeline/report/summary',
    answer: summaryCardsAnswer,
  }),
  projected: route<ReportTable, { unit: ReportUnit; month: number; year: number }>({
    method: 'GET',
    pattern: '/Pipeline/report/projected/:unit/:month/:year',
    params: object({ unit: reportUnit(), month: month(), year: year() }),
    answer: reportTableAnswer,
  }),
  invoiceComparison: route<ReportTable, InvoiceComparisonParams>({
    method: 'GET',
    pattern: '/Pipeline/report/invoice/:unit/:year1/:year2/:year3/:fromMonth/:toMonth',
    params: invoiceComparisonParams,
    answer: reportTableAnswer,
  }),
  chart: route<Chart[], ChartParams>({
    method: 'GET',
    pattern: '/Pipeline/report/chart/:unit/:id/:fromMonth/:toMonth/:year',
    params: chartParams,
    answer: chartsAnswer,
  }),
  /**
   * One person's four charts over months of a year, as existing clients ask them for /account
   * (e.g. /Pipeline/report/chart/rm/3/01/12/2026): every user reads their own. `chart` matches
   * the same paths (unit rm): a server registers this call before it.
   */
  chartRmByMonths: route<Chart[], RmChartParams>({
    method: 'GET',
    pattern: '/Pipeline/report/chart/rm/:userId/:fromMonth/:toMonth/:year',
    params: rmChartParams,
    answer: chartsAnswer,
  }),
  /** The four charts of one RM's individual report for a year (/account). */
  chartRm: route<Chart[], { userId: number; year: number }>({
    method: 'GET',
    pattern: '/Pipeline/report/chart/rm/:userId/:year',
    params: object({ userId: id(), year: year() }),
    answer: chartsAnswer,
  }),
  /** Written with individualSummaryValues: the month with two digits. */
  individualSummary: route<SummaryCard[], Infer<typeof monthOfYear>>({
    method: 'GET',
    pattern: '/Pipeline/ind/summary/:userId/:month/:year',
    params: monthOfYear,
    answer: summaryCardsAnswer,
  }),
  teamAdmin: route<IndividualReport, TeamReportParams>({
    method: 'GET',
    pattern: '/pipeline/team/admin/:userId/:fromMonth/:toMonth/:year/:tribeIds',
    params: teamReportParams,
    answer: individualReportAnswer,
  }),
  teamLeader: route<TeamReport, TeamReportParams>({
    method: 'GET',
    pattern: '/pipeline/team/leader/:userId/:fromMonth/:toMonth/:year/:tribeIds',
    params: teamReportParams,
    answer: teamReportAnswer,
  }),
  teamMentor: route<TeamReport, TeamReportParams>({
    method: 'GET',
    pattern: '/pipeline/team/mentor/:userId/:fromMonth/:toMonth/:year/:tribeIds',
    params: teamReportParams,
    answer: teamReportAnswer,
  }),
  teamAdminByDates: route<IndividualReport, TeamReportDatedParams>({
    method: 'GET',
    pattern: '/pipeline/team/admin/:userId/:fromDate/:toDate/:tribeIds',
    params: teamReportDatedParams,
    answer: individualReportAnswer,
  }),
  teamLeaderByDates: route<TeamReport, TeamReportDatedParams>({
    method: 'GET',
    pattern: '/pipeline/team/leader/:userId/:fromDate/:toDate/:tribeIds',
    params: teamReportDatedParams,
    answer: teamReportAnswer,
  }),
  teamMentorByDates: route<TeamReport, TeamReportDatedParams>({
    method: 'GET',
    pattern: '/pipeline/team/mentor/:userId/:fromDate/:toDate/:tribeIds',
    params: teamReportDatedParams,
    answer: teamReportAnswer,
  }),
}
