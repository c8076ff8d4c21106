import { REPORT_ROUTES } from '../../contract/reports.ts'
import type { Api } from '../http/api.ts'
import {
  assertMayReadCharts,
  assertMayReadIndividualReport,
  assertMayReadSalesReport,
  assertMayReadTeamReport,
} from '../reports/access.ts'
import { readCharts } from '../reports/charts.ts'
import { providerToday } from '../reports/clock.ts'
import { datesPeriod, monthsPeriod } from '../reports/figures.ts'
import { readIndividualSummary, readSalesSummary } from '../reports/summary.ts'
import { readInvoiceComparison, readProjectedTable } from '../reports/tables.ts'
import { readIndividualReport, readTeamReport, type TeamRole } from '../reports/teams.ts'
import { chartScope, requireUnitItem } from '../reports/units.ts'

/** The year a dated team report's target status is read for: its end's, else its start's, else now's. */
const statusYearOf = (fromDate: string | null, toDate: string | null): number =>
  Number((toDate ?? fromDate ?? providerToday().iso).slice(0, 4))

/**
 * The Sales Report, the individual report and the team reports, computed from the rows
 * (reports/figures.ts has the definitions; domain/reports.ts the role rules).
 */
export function registerReportRoutes(api: Api): void {
  api.serve(REPORT_ROUTES.summary, async (call) => {
    assertMayReadSalesReport(call.actor)
    return { body: await readSalesSummary(call.db, providerToday()) }
  })

  api.serve(REPORT_ROUTES.projected, async (call) => {
    assertMayReadSalesReport(call.actor)
    const { unit, month, year } = call.input.params
    return { body: await readProjectedTable(call.db, unit, month, year) }
  })

  api.serve(REPORT_ROUTES.invoiceComparison, async (call) => {
    assertMayReadSalesReport(call.actor)
    const { unit, year1, year2, year3, fromMonth, toMonth } = call.input.params
    const years = [year1, year2, year3] as const
    return { body: await readInvoiceComparison(call.db, unit, years, fromMonth, toMonth) }
  })

  api.serve(REPORT_ROUTES.chartRm, async (call) => {
    const { userId, year } = call.input.params
    await assertMayReadIndividualReport(call.db, call.actor, userId)
    await requireUnitItem(call.db, 'rm', userId)
    return { body: await readCharts(call.db, 'rm', userId, year, 1, 12, providerToday()) }
  })

  // Before `chart`, which matches the same paths as unit rm but only for roles 1 and 2.
  api.serve(REPORT_ROUTES.chartRmByMonths, async (call) => {
    const { userId, year, fromMonth, toMonth } = call.input.params
    await assertMayReadCharts(call.db, call.actor, userId)
    await requireUnitItem(call.db, 'rm', userId)
    return {
      body: await readCharts(call.db, 'rm', userId, year, fromMonth, toMonth, providerToday()),
    }
  })

  api.serve(REPORT_ROUTES.chart, async (call) => {
    assertMayReadSalesReport(call.actor)
    const params = call.input.params
    const scope = await chartScope(call.db, params)
    const { id, year, fromMonth, toMonth } = params
    return { body: await readCharts(call.db, scope, id, year, fromMonth, toMonth, providerToday()) }
  })

  api.serve(REPORT_ROUTES.individualSummary, async (call) => {
    const { userId, month, year } = call.input.params
    await assertMayReadIndividualReport(call.db, call.actor, userId)
    await requireUnitItem(call.db, 'rm', userId)
    return { body: await readIndividualSummary(call.db, userId, month, year, providerToday()) }
  })

  api.serve(REPORT_ROUTES.teamAdmin, async (call) => {
    assertMayReadSalesReport(call.actor)
    const { fromMonth, toMonth, year, tribeIds } = call.input.params
    const period = monthsPeriod(year, fromMonth, toMonth)
    return { body: await readIndividualReport(call.db, period, tribeIds) }
  })

  api.serve(REPORT_ROUTES.teamAdminByDates, async (call) => {
    assertMayReadSalesReport(call.actor)
    const { fromDate, toDate, tribeIds } = call.input.params
    return { body: await readIndividualReport(call.db, datesPeriod(fromDate, toDate), tribeIds) }
  })

  const teamRoutes: [
    TeamRole,
    typeof REPORT_ROUTES.teamLeader,
    typeof REPORT_ROUTES.teamLeaderByDates,
  ][] = [
    ['leader', REPORT_ROUTES.teamLeader, REPORT_ROUTES.teamLeaderByDates],
    ['mentor', REPORT_ROUTES.teamMentor, REPORT_ROUTES.teamMentorByDates],
  ]
  for (const [role, byMonths, byDates] of teamRoutes) {
    api.serve(byMonths, async (call) => {
      const { userId, fromMonth, toMonth, year, tribeIds } = call.input.params
      assertMayReadTeamReport(call.actor, userId)
      const period = monthsPeriod(year, fromMonth, toMonth)
      return { body: await readTeamReport(call.db, role, userId, period, tribeIds, year) }
    })
    api.serve(byDates, async (call) => {
      const { userId, fromDate, toDate, tribeIds } = call.input.params
      assertMayReadTeamReport(call.actor, userId)
      const period = datesPeriod(fromDate, toDate)
      const statusYear = statusYearOf(fromDate, toDate)
      return { body: await readTeamReport(call.db, role, userId, period, tribeIds, statusYear) }
    })
  }
}
