import { EXPORT_ROUTES } from '../../contract/exports.ts'
import type { Api } from '../http/api.ts'
import {
  assertMayReadIndividualReport,
  assertMayReadSalesReport,
  assertMayReadTeamReport,
} from '../reports/access.ts'
import { providerToday } from '../reports/clock.ts'
import {
  readAllTribesExport,
  readChartExport,
  readPicProposalExport,
  readProposalExport,
  readVisitExport,
} from '../reports/exports.ts'
import { monthsPeriod } from '../reports/figures.ts'
import { teamPeopleOf } from '../reports/lists.ts'
import { chartScope } from '../reports/units.ts'

/** The export data calls (the browser writes the workbooks): the reports' figures and lists, whole. */
export function registerReportExportRoutes(api: Api): void {
  api.serve(EXPORT_ROUTES.chart, async (call) => {
    assertMayReadSalesReport(call.actor)
    const params = call.input.params
    const scope = await chartScope(call.db, params)
    const { id, year, fromMonth, toMonth } = params
    return { body: await readChartExport(call.db, scope, id, year, fromMonth, toMonth) }
  })

  api.serve(EXPORT_ROUTES.allTribes, async (call) => {
    assertMayReadSalesReport(call.actor)
    const { year, fromMonth, toMonth } = call.input.params
    return {
      body: await readAllTribesExport(call.db, year, fromMonth, toMonth, providerToday()),
    }
  })

  api.serve(EXPORT_ROUTES.visit, async (call) => {
    const { userId, year, fromMonth, toMonth, search } = call.input.params
    await assertMayReadIndividualReport(call.db, call.actor, userId)
    const period = monthsPeriod(year, fromMonth, toMonth)
    return { body: await readVisitExport(call.db, { userIds: [userId], period, search }) }
  })

  api.serve(EXPORT_ROUTES.visitByYear, async (call) => {
    const { userId, year, search } = call.input.params
    await assertMayReadIndividualReport(call.db, call.actor, userId)
    const period = monthsPeriod(year, 1, 12)
    return { body: await readVisitExport(call.db, { userIds: [userId], period, search }) }
  })

  api.serve(EXPORT_ROUTES.proposal, async (call) => {
    const { userId, year, fromMonth, toMonth, search } = call.input.params
    await assertMayReadIndividualReport(call.db, call.actor, userId)
    const period = monthsPeriod(year, fromMonth, toMonth)
    return { body: await readProposalExport(call.db, { userIds: [userId], period, search }) }
  })

  api.serve(EXPORT_ROUTES.proposalByYear, async (call) => {
    const { userId, year, search } = call.input.params
    await assertMayReadIndividualReport(call.db, call.actor, userId)
    const period = monthsPeriod(year, 1, 12)
    return { body: await readProposalExport(call.db, { userIds: [userId], period, search }) }
  })

  api.serve(EXPORT_ROUTES.picProposal, async (call) => {
    const { userId, year, fromMonth, toMonth, search } = call.input.params
    assertMayReadTeamReport(call.actor, userId)
    const userIds = await teamPeopleOf(call.db, userId)
    const period = monthsPeriod(year, fromMonth, toMonth)
    return { body: await readPicProposalExport(call.db, { userIds, period, search }) }
  })
}
