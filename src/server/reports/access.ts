import {
  canReadIndividualReport,
  canReadSalesReport,
  canReadTeamReport,
  type ReportTeam,
} from '../../domain/reports.ts'
import { ROLE, type Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { forbidden } from '../http/errors.ts'

/** The Sales Report's calls (domain canReadSalesReport): 403 otherwise. */
export function assertMayReadSalesReport(actor: Actor): void {
  if (!canReadSalesReport(actor)) throw forbidden()
}

/** The leader, mentor and team proposal calls (domain canReadTeamReport): 403 otherwise. */
export function assertMayReadTeamReport(actor: Actor, userId: number): void {
  if (!canReadTeamReport(actor, userId)) throw forbidden()
}

/** The teams a user leads or mentors, with their people (by id). */
export async function teamsLedOrMentoredBy(db: Db, userId: number): Promise<ReportTeam[]> {
  const rows = await db.query<{ leader_id: number | null; mentor_id: number | null; members: number[] }>(
    `SELECT t.leader_id, t.mentor_id,
            coalesce((SELECT array_agg(m.user_id ORDER BY m.user_id) FROM team_members m
                       WHERE m.team_id = t.id), '{}') AS members
       FROM teams t WHERE $1 IN (t.leader_id, t.mentor_id) ORDER BY t.id`,
    [userId],
  )
  return rows.map((row) => ({
    leader: row.leader_id === null ? null : { id: row.leader_id },
    mentor: row.mentor_id === null ? null : { id: row.mentor_id },
    members: row.members.map((id) => ({ id })),
  }))
}

/** One person's report (domain canReadIndividualReport, teams read here): 403 otherwise. */
export async function assertMayReadIndividualReport(
  db: Db,
  actor: Actor,
  userId: number,
): Promise<void> {
  if (canReadIndividualReport(actor, userId, [])) return
  if (actor.roleId === ROLE.rm) {
    if (canReadIndividualReport(actor, userId, await teamsLedOrMentoredBy(db, actor.id))) return
  }
  throw forbidden()
}

/**
 * One person's charts asked by months (/Pipeline/report/chart/rm/...): every user reads their own,
 * whatever the role, as existing clients show them; anyone else's as the individual report's.
 */
export async function assertMayReadCharts(db: Db, actor: Actor, userId: number): Promise<void> {
  if (userId === actor.id) return
  await assertMayReadIndividualReport(db, actor, userId)
}
