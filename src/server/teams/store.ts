import type { TeamPayload } from '../../contract/teams.ts'
import type { Db } from '../db/db.ts'

/** A team as a write finds it, its row locked until the transaction ends. */
export interface LockedTeam {
  id: number
  version: number
  /** Its leader, mentor and members. */
  people: number[]
}

export async function lockTeam(tx: Db, teamId: number): Promise<LockedTeam | undefined> {
  const [team] = await tx.query<{ id: number; version: number; people: number[] }>(
    `SELECT t.id, t.version,
            array_remove(ARRAY[t.leader_id, t.mentor_id]
              || ARRAY(SELECT user_id FROM team_members WHERE team_id = t.id), NULL) AS people
       FROM teams t WHERE t.id = $1 FOR UPDATE`,
    [teamId],
  )
  return team
}

/** 0 (none) is stored as NULL. */
const orNull = (userId: number): number | null => (userId === 0 ? null : userId)

async function replaceMembers(tx: Db, teamId: number, members: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM team_members WHERE team_id = $1', [teamId])
  if (members.length === 0) return
  await tx.query(`INSERT INTO team_members (team_id, user_id) SELECT $1, unnest($2::int[])`, [
    teamId,
    members,
  ])
}

/** Adds the team (version 1) with its members; answers its id and version. */
export async function insertTeam(
  tx: Db,
  input: TeamPayload,
): Promise<{ id: number; version: number }> {
  const [team] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO teams (name, leader_id, mentor_id) VALUES ($1, $2, $3) RETURNING id, version`,
    [input.name, orNull(input.leaderId), orNull(input.mentorId)],
  )
  await replaceMembers(tx, team!.id, input.members)
  return team!
}

/** Replaces the team's name and people and bumps its version; answers the new version. */
export async function updateTeam(tx: Db, teamId: number, input: TeamPayload): Promise<number> {
  const [team] = await tx.query<{ version: number }>(
    `UPDATE teams SET name = $2, leader_id = $3, mentor_id = $4, updated_at = now(),
            version = version + 1
      WHERE id = $1 RETURNING version`,
    [teamId, input.name, orNull(input.leaderId), orNull(input.mentorId)],
  )
  await replaceMembers(tx, teamId, input.members)
  return team!.version
}

/** Deletes the team (its members go with it). */
export async function deleteTeam(tx: Db, teamId: number): Promise<void> {
  await tx.query('DELETE FROM teams WHERE id = $1', [teamId])
}
