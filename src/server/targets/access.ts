import { ROLE, type Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { forbidden } from '../http/errors.ts'
import { isOwnTarget, type TargetUnit } from './units.ts'

const isManager = (actor: Actor): boolean =>
  actor.roleId === ROLE.admin || actor.roleId === ROLE.manager

/**
 * Saving a target: roles 1 and 2 every target, role 5 its own personal target only (the read-only
 * roles never reach a write). 403 otherwise.
 */
export function assertMaySave(actor: Actor, unit: TargetUnit): void {
  if (isManager(actor)) return
  if (actor.roleId === ROLE.rm && isOwnTarget(unit, actor.id)) return
  throw forbidden()
}

/** Whether the user leads or mentors a team the RM is a member or the leader of. */
async function leadsOrMentors(db: Db, userId: number, rmId: number): Promise<boolean> {
  const [row] = await db.query<{ leads: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM teams t
        WHERE $1 IN (t.leader_id, t.mentor_id)
          AND (t.leader_id = $2
               OR EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.user_id = $2))
     ) AS leads`,
    [userId, rmId],
  )
  return row?.leads ?? false
}

/**
 * Approving or rejecting a target: never one's own; never a Reject by role 5; roles 1 and 2 every
 * other target; role 5 a personal target of an RM of a team it leads or mentors. 403 otherwise.
 */
export async function assertMayDecide(
  db: Db,
  actor: Actor,
  unit: TargetUnit,
  decision: 'approve' | 'reject',
): Promise<void> {
  if (isOwnTarget(unit, actor.id)) throw forbidden()
  if (isManager(actor)) return
  if (actor.roleId !== ROLE.rm || decision === 'reject' || unit.type !== 'rm') throw forbidden()
  if (!(await leadsOrMentors(db, actor.id, unit.id))) throw forbidden()
}
