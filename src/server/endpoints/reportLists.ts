import { PROPOSAL_ROUTES } from '../../contract/proposals.ts'
import type { Route } from '../../contract/route.ts'
import {
  VISIT_ROUTES,
  type IndividualListParams,
  type IndividualMonthListParams,
} from '../../contract/visits.ts'
import type { Api, Call } from '../http/api.ts'
import { assertMayReadIndividualReport, assertMayReadTeamReport } from '../reports/access.ts'
import { datesPeriod, monthsPeriod, type Period } from '../reports/figures.ts'
import {
  readProposalRows,
  readVisitRows,
  teamPeopleOf,
  type ListPage,
  type ListSelection,
} from '../reports/lists.ts'
import type { Db } from '../db/db.ts'

/** What every shape of a list's path asks: whose, a page, a search. */
interface ListParams extends ListPage {
  userId: number
  search: string
}

type Rows = (
  db: Db,
  selection: ListSelection,
  page: ListPage,
) => Promise<{ rows: unknown[]; total: number }>

/** How a list's people are found and checked: one person's own, or a leader's or mentor's team. */
type People = (call: Call, userId: number) => Promise<number[]>

const onePerson: People = async (call, userId) => {
  await assertMayReadIndividualReport(call.db, call.actor, userId)
  return [userId]
}

const team: People = (call, userId) => {
  assertMayReadTeamReport(call.actor, userId)
  return teamPeopleOf(call.db, userId)
}

const byDates = (params: IndividualListParams): Period =>
  datesPeriod(params.fromDate, params.toDate)
const byMonths = (params: IndividualMonthListParams): Period =>
  monthsPeriod(params.year, params.fromMonth, params.toMonth)

/**
 * The individual visit and proposal lists and the team proposal list (/account), each asked by
 * range-picker dates or, as existing clients ask them, by months of a year: one reading of rows.
 */
export function registerReportListRoutes(api: Api): void {
  function serveList<Params extends ListParams>(
    route: Route<Params, undefined, unknown>,
    period: (params: Params) => Period,
    people: People,
    rows: Rows,
  ): void {
    api.serve(route, async (call) => {
      const params = call.input.params
      const userIds = await people(call, params.userId)
      const selection = { userIds, period: period(params), search: params.search }
      const { rows: items, total } = await rows(call.db, selection, params)
      return { body: { items, info: { page: params.page, perPage: params.perPage, total } } }
    })
  }

  serveList(VISIT_ROUTES.individualList, byDates, onePerson, readVisitRows)
  serveList(VISIT_ROUTES.individualListByMonths, byMonths, onePerson, readVisitRows)
  serveList(PROPOSAL_ROUTES.individualList, byDates, onePerson, readProposalRows)
  serveList(PROPOSAL_ROUTES.individualListByMonths, byMonths, onePerson, readProposalRows)
  serveList(PROPOSAL_ROUTES.picList, byDates, team, readProposalRows)
  serveList(PROPOSAL_ROUTES.picListByMonths, byMonths, team, readProposalRows)
}
