/**
 * The briefcase's Individual Sales Report area (roles 1, 2 and 5): the default views of the
 * user's own report (accountViews.ts defaultAccountCalls), so /account opens offline even if it
 * was never opened before. The user's own figures are asked at once (beside the change feed's
 * walk, on a first fill); the rest waits for the walk's teams. The leader's and mentor's tables
 * are asked only when the device's teams do not already say the user leads (mentors) none
 * (teamTables.ts; a 404 is kept as "none"), and the team proposals only once one of them answered
 * a team: an RM of no team makes 7 calls, a leader 10.
 */
import type { CrmDb } from '../db.ts'
import { heldAnswer } from './answers.ts'
import type { FillContext } from '../../sync/briefcase.ts'
import { pullAnswerCalls } from './fillSalesReport.ts'
import { defaultAccountCalls } from './accountViews.ts'
import { individualReportPeople } from './reportPeople.ts'
import { knownTeamTables, mayHaveTeamTable } from './teamTables.ts'

export { INDIVIDUAL_REPORT_AREA_ID, INDIVIDUAL_REPORT_ROLES } from './individualReportArea.ts'

export async function fillIndividualReport(
  context: FillContext<CrmDb>,
  today = new Date(),
): Promise<void> {
  const { db, user, progress } = context
  const calls = defaultAccountCalls(user.id, today)
  // The user's own figures need nothing of the feed: asked at once, beside its walk.
  const ownCalls = calls.filter((call) => !call.team && call.teamTable === undefined)
  const own = new Set([user.id])
  let total = calls.length
  await pullAnswerCalls({ ...context, progress: (done) => progress(done, total) }, ownCalls, () => own)
  // The team tables and proposals need the teams, which the walk brings.
  await context.walked
  const known = await knownTeamTables(db, user.id)
  const tableCalls = calls.filter(
    (call) => call.teamTable !== undefined && mayHaveTeamTable(known, call.teamTable),
  )
  const team = calls.filter((call) => call.team)
  total = ownCalls.length + tableCalls.length + team.length
  const teams = await individualReportPeople(db, user.id)
  const done = ownCalls.length
  await pullAnswerCalls(
    { ...context, progress: (count) => progress(done + count, total) },
    tableCalls,
    () => teams,
  )
  const teamTables = await Promise.all(
    tableCalls.map((call) => heldAnswer(db, user.id, call.path)),
  )
  if (teamTables.some((answer) => answer !== null && answer.body !== null)) {
    await pullAnswerCalls(
      { ...context, progress: (count) => progress(done + tableCalls.length + count, total) },
      team,
      () => teams,
    )
  }
  progress(total, total)
}
