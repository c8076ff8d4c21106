import type { IndividualReport, TeamReport } from '../../contract/reports.ts'
import { ROLE } from '../../domain/permissions.ts'
import { TARGET_STATUS } from '../../domain/targets.ts'
import type { Db } from '../db/db.ts'
import { notFound } from '../http/errors.ts'
import { actualFigures, figuresOf, type Period } from './figures.ts'

/**
 * The Individual Sales Report (team/admin): a row per RM (role 5, not deleted), by name, with
 * its segment and its figures (unit rm) over the period; `tribeIds` empty for every RM, else the
 * RMs whose tribe is listed.
 */
export async function readIndividualReport(
  db: Db,
  period: Period,
  tribeIds: readonly number[],
): Promise<IndividualReport> {
  const people = await db.query<{ id: number; name: string; segment: string }>(
    `SELECT u.id, u.name, coalesce(s.name, '') AS segment
       FROM users u LEFT JOIN segments s ON s.id = u.segment_id
      WHERE u.role_id = $1 AND u.deleted_at IS NULL
        AND (cardinality($2::int[]) = 0 OR u.tribe_id = ANY($2::int[]))
      ORDER BY u.name, u.id`,
    [ROLE.rm, tribeIds],
  )
  const figures = await actualFigures(db, 'rm', period, { items: people.map((row) => row.id) })
  return {
    items: people.map((person) => ({
      user: { text: person.name },
      segment: { text: person.segment },
      ...figuresOf(figures, person.id),
    })),
  }
}

export type TeamRole = 'leader' | 'mentor'

const TEAM_COLUMN: Record<TeamRole, string> = { leader: 'leader_id', mentor: 'mentor_id' }

/**
 * The Team Sales Report of the first team (lowest id) the user leads (or mentors): its leader,
 * mentor and members (by name), those of the listed tribes when `tribeIds` is not empty, each
 * with its figures (unit rm) over the period and its personal target's status of `statusYear`.
 * 404 when the user leads (mentors) no team.
 */
export async function readTeamReport(
  db: Db,
  role: TeamRole,
  userId: number,
  period: Period,
  tribeIds: readonly number[],
  statusYear: number,
): Promise<TeamReport> {
  const [team] = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM teams WHERE ${TEAM_COLUMN[role]} = $1 ORDER BY id LIMIT 1`,
    [userId],
  )
  if (!team) throw notFound('Team')
  const people = await db.query<{ id: number; name: string; authority: string; status: string }>(
    `SELECT u.id, u.name, p.authority, coalesce(tg.status, $3) AS status
       FROM (SELECT t.leader_id AS user_id, 'Leader' AS authority, 1 AS rank FROM teams t WHERE t.id = $1
             UNION ALL SELECT t.mentor_id, 'Mentor', 2 FROM teams t WHERE t.id = $1
             UNION ALL SELECT m.user_id, 'Member', 3 FROM team_members m WHERE m.team_id = $1) p
       JOIN users u ON u.id = p.user_id
       LEFT JOIN targets tg ON tg.type = 'rm' AND tg.subject_id = u.id AND tg.year = $2
      WHERE u.deleted_at IS NULL AND (cardinality($4::int[]) = 0 OR u.tribe_id = ANY($4::int[]))
      ORDER BY p.rank, u.name, u.id`,
    [team.id, statusYear, TARGET_STATUS.notSet, tribeIds],
  )
  const figures = await actualFigures(db, 'rm', period, { items: people.map((row) => row.id) })
  return {
    teamName: team.name,
    items: people.map((person) => ({
      user: { id: person.id, text: person.name },
      authority: person.authority,
      ...figuresOf(figures, person.id),
      status: person.status,
    })),
  }
}
