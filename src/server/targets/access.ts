import type { Actor } from '../../domain/permissions.ts'
import {
  maySaveTarget,
  targetDecisionRight,
  type TargetDecision,
  type TargetUnit,
} from '../../domain/targets.ts'
import type { Db } from '../db/db.ts'
import { forbidden } from '../http/errors.ts'

/** Saving a target (domain maySaveTarget): 403 otherwise. */
export function assertMaySave(actor: Actor, unit: TargetUnit): void {
  if (!maySaveTarget(actor, unit)) throw forbidden()
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

/** Approving or rejecting a target (domain targetDecisionRight, teams read here): 403 otherwise. */
export async function assertMayDecide(
  db: Db,
  actor: Actor,
  unit: TargetUnit,
  decision: TargetDecision,
): Promise<void> {
  const right = targetDecisionRight(actor, unit, decision)
  if (right === 'allowed') return
  if (right === 'whenLeadsOrMentors' && (await leadsOrMentors(db, actor.id, unit.id))) return
  throw forbidden()
}
