/**
 * The briefcase's Individual Sales Report area (roles 1, 2 and 5): the default views of the
 * user's own report (accountViews.ts defaultAccountCalls), so /account opens offline even if it
 * was never opened before. The leader's and mentor's tables are asked only when the device's
 * teams do not already say the user leads (mentors) none (teamTables.ts; a 404 is kept as
 * "none"), and the team proposals only once one of them answered a team: an RM of no team makes
 * 7 calls, a leader 10.
 */
import type { CrmDb } from '../db.ts'
import { heldAnswer } from './answers.ts'
import type { FillContext } from '../../sync/briefcase.ts'
import { pullAnswerCalls } from './fillSalesReport.ts'
import { defaultAccountCalls, type AccountCall } from './accountViews.ts'
import { individualReportPeople } from './reportPeople.ts'
import { knownTeamTables, mayHaveTeamTable } from './teamTables.ts'

export { INDIVIDUAL_REPORT_AREA_ID, INDIVIDUAL_REPORT_ROLES } from './individualReportArea.ts'

export async function fillIndividualReport(
  context: FillContext<CrmDb>,
  today = new Date(),
): Promise<void> {
  const { db, user, progress } = context
  const known = await knownTeamTables(db, user.id)
  const calls = defaultAccountCalls(user.id, today).filter(
    (call) => call.teamTable === undefined || mayHaveTeamTable(known, call.teamTable),
  )
  const first = calls.filter((call) => !call.team)
  const team = calls.filter((call) => call.team)
  const own = new Set([user.id])
  const teams = await individualReportPeople(db, user.id)
  const peopleOf = (call: AccountCall) => (call.team || call.teamTable ? teams : own)
  await pullAnswerCalls(
    { ...context, progress: (done) => progress(done, calls.length) },
    first,
    peopleOf,
  )
  const teamTables = await Promise.all(
    first
      .filter((call) => call.teamTable !== undefined)
      .map((call) => heldAnswer(db, user.id, call.path)),
  )
  if (teamTables.some((answer) => answer !== null && answer.body !== null)) {
    await pullAnswerCalls(
      { ...context, progress: (done) => progress(first.length + done, calls.length) },
      team,
      peopleOf,
    )
  }
  progress(calls.length, calls.length)
}
