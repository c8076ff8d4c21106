/**
 * Data for the spreadsheet exports (sales-activity-spec sections 3, 7, 9; api-notes "Shapes").
 * The spec's GET /Pipeline/export/{kind} family has the kinds chart, all (all tribes), visit,
 * proposal and pic/proposal.
 */
import { answerList, answerObject, answerText } from './answer.ts'
import { searchText, withSearchText } from './calls.ts'
import { id, month, search, year, ymd } from './fields.ts'
import { chartParams, monthsInOrder, type ChartParams, type ReportPeriod } from './reports.ts'
import { route, type PathValues } from './route.ts'
import { array, integer, object, refine, type Infer, type Validator } from './validate.ts'

/** A row of the Proposal sheet of one unit's export. */
export type ExportDealRow = Infer<typeof dealRowAnswer>[number]

/** One unit's export: the Proposal sheet (deal columns) and the Sales Call sheet (visit columns). */
export type ChartExport = Infer<typeof chartExportAnswer>

/** A row of the Tribe and All sheets: actual, target and achievement per figure. */
export type ExportAchievementRow = AchievementSheet['items'][number]

export type AchievementSheet = Infer<typeof achievementSheetAnswer>

/** "Sales Data All Tribe.xlsx". */
export type AllTribesExport = Infer<typeof allTribesExportAnswer>

/** A row of the visit exports, and of the Sales Call sheet of one unit's export. */
export type VisitExportRow = VisitExport['items'][number]
export type VisitExport = Infer<typeof visitExportAnswer>

export type ProposalExportRow = ProposalExport['items'][number]
export type ProposalExport = Infer<typeof proposalExportAnswer>

/** The team proposal export adds the RMs and segments (names, comma-separated). */
export type PicProposalExportRow = PicProposalExport['items'][number]
export type PicProposalExport = Infer<typeof picProposalExportAnswer>

/** One user's rows over months of a year; search '' is sent as *. */
export interface UserExportQuery extends ReportPeriod {
  userId: number
  search: string
}

export const userExportParams = refine(
  object({
    userId: id(),
    fromMonth: month(),
    toMonth: month(),
    year: year(),
    search: search(),
  }),
  monthsInOrder,
)
export type UserExportParams = Infer<typeof userExportParams>

/** A user export's path: an empty search is written *. */
export function userExportValues(query: UserExportQuery): PathValues<UserExportParams> {
  return withSearchText(query)
}

export const yearExportParams = object({ userId: id(), year: year(), search: search() })
export type YearExportParams = Infer<typeof yearExportParams>

/** The whole year's path, for "{name} sales visit & proposal {year}.xlsx"; no search is *. */
export function yearExportValues(
  userId: number,
  year: number,
  search = '',
): PathValues<YearExportParams> {
  return { userId, year, search: searchText(search) }
}

/** The column titles of the chart export's Proposal sheet (its Sales Call sheet has the visit export's). */
export const CHART_EXPORT_HEADERS = [
  'No',
  'Company',
  'Tribe',
  'Segment',
  'RM',
  'Deal name',
  'Amount',
] as const

/** The column titles of the visit exports, in the order of VisitExportRow's fields. */
export const VISIT_EXPORT_HEADERS = [
  'No',
  'Company',
  'Visit Date',
  'Location',
  'Visit Objective',
  'Next Step',
  'Remark',
  'Last Updated',
] as const

/** The column titles of the proposal exports, in the order of ProposalExportRow's fields. */
export const PROPOSAL_EXPORT_HEADERS = [
  'No',
  'Proposal name',
  'Client',
  'Deal type',
  'Sent by',
  'Delivery date',
  'Proposal value',
  'Last Updated',
] as const

/** The team proposal export's: the proposal export's, then RM and Segment. */
export const PIC_PROPOSAL_EXPORT_HEADERS = [...PROPOSAL_EXPORT_HEADERS, 'RM', 'Segment'] as const

const whole = (): Validator<number> => integer()
const headersAnswer = array(answerText())

const dealRowAnswer = answerList({
  no: whole(),
  company: answerText(),
  tribe: answerText(),
  segment: answerText(),
  rm: answerText(),
  dealName: answerText(),
  amount: whole(),
})

const visitRowAnswer = answerList({
  no: whole(),
  company: answerText(),
  visitDate: answerText(),
  location: answerText(),
  objective: answerText(),
  nextStep: answerText(),
  remarks: answerText(),
  lastUpdated: answerText(),
})

/** Sheet 1 (Proposal) has the deal columns, sheet 2 (Sales Call) the visit export's. */
export const chartExportAnswer = answerObject({
  sheet1: answerObject({ headers: headersAnswer, items: dealRowAnswer }),
  sheet2: answerObject({ headers: headersAnswer, items: visitRowAnswer }),
})

const achievementSheetAnswer = answerObject({
  title: answerText(),
  period: answerText(),
  items: answerList({
    name: answerText(),
    tribe: answerText(),
    actualNProposal: whole(),
    actualProposalValue: whole(),
    actualSalesVisit: whole(),
    actualSales: whole(),
    targetNProposal: whole(),
    targetProposalValue: whole(),
    targetSalesVisit: whole(),
    targetSales: whole(),
    achNProposal: whole(),
    achProposalValue: whole(),
    achSalesVisit: whole(),
    achSales: whole(),
    aveAch: whole(),
  }),
})

export const allTribesExportAnswer = answerObject({
  generatedDate: ymd(),
  sheet1: achievementSheetAnswer,
  sheet2: achievementSheetAnswer,
})

export const visitExportAnswer = answerObject({ headers: headersAnswer, items: visitRowAnswer })

const proposalExportFields = {
  no: whole(),
  name: answerText(),
  client: answerText(),
  type: answerText(),
  sentBy: answerText(),
  sentDate: answerText(),
  proposalValue: whole(),
  lastUpdated: answerText(),
}

export const proposalExportAnswer = answerObject({
  headers: headersAnswer,
  items: answerList(proposalExportFields),
})

export const picProposalExportAnswer = answerObject({
  headers: headersAnswer,
  items: answerList({
    ...proposalExportFields,
    rms: answerText(),
    segments: answerText(),
  }),
})

/** The export calls (sales-activity-spec section 7); the chart export's path: reports.ts chartValues. */
export const EXPORT_ROUTES = {
  chart: route<ChartExport, ChartParams>({
    method: 'GET',
    pattern: '/Pipeline/export/chart/:unit/:id/:fromMonth/:toMonth/:year',
    params: chartParams,
    answer: chartExportAnswer,
  }),
  allTribes: route<AllTribesExport, ReportPeriod>({
    method: 'GET',
    pattern: '/Pipeline/export/all/:fromMonth/:toMonth/:year',
    params: refine(object({ fromMonth: month(), toMonth: month(), year: year() }), monthsInOrder),
    answer: allTribesExportAnswer,
  }),
  visit: route<VisitExport, UserExportParams>({
    method: 'GET',
    pattern: '/pipeline/export/visit/:userId/:fromMonth/:toMonth/:year/:search',
    params: userExportParams,
    answer: visitExportAnswer,
  }),
  visitByYear: route<VisitExport, YearExportParams>({
    method: 'GET',
    pattern: '/pipeline/export/visit/:userId/:year/:search',
    params: yearExportParams,
    answer: visitExportAnswer,
  }),
  proposal: route<ProposalExport, UserExportParams>({
    method: 'GET',
    pattern: '/pipeline/export/proposal/:userId/:fromMonth/:toMonth/:year/:search',
    params: userExportParams,
    answer: proposalExportAnswer,
  }),
  proposalByYear: route<ProposalExport, YearExportParams>({
    method: 'GET',
    pattern: '/pipeline/export/proposal/:userId/:year/:search',
    params: yearExportParams,
    answer: proposalExportAnswer,
  }),
  picProposal: route<PicProposalExport, UserExportParams>({
    method: 'GET',
    pattern: '/pipeline/export/pic/proposal/:userId/:fromMonth/:toMonth/:year/:search',
    params: userExportParams,
    answer: picProposalExportAnswer,
  }),
}
