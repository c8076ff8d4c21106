import { IF_MATCH_HEADER } from '../../contract/common.ts'
import type { TeamPayload } from '../../contract/teams.ts'
import type { Answer, Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { assertMayManageTeams } from './access.ts'
import { assertTeamPeople } from './people.ts'
import { readTeam } from './read.ts'
import { deleteTeam, insertTeam, lockTeam, updateTeam, type LockedTeam } from './store.ts'

/**
 * The team a write acts on: locked, 404 when missing, and the If-Match version (when sent) still
 * current, else 412 with the team as the list shows it.
 */
async function teamForWrite(call: Call, teamId: number): Promise<LockedTeam> {
  const team = await lockTeam(call.db, teamId)
  if (!team) throw notFound('Team')
  await checkIfMatch(call.header(IF_MATCH_HEADER), team.version, () => readTeam(call.db, teamId))
  return team
}

/** POST /pipeline/team: answers the new team's id, its version as ETag. */
export async function createTeam(call: Call, input: TeamPayload): Promise<Answer> {
  assertMayManageTeams(call.actor)
  if (input.id !== 0) throw badRequest('id must be 0 for a new team')
  await assertTeamPeople(call.db, input)
  const team = await insertTeam(call.db, input)
  return { body: { id: team.id }, version: team.version }
}

/** PUT /pipeline/team/{id}: replaces the team's name and people; answers its id and new version. */
export async function saveTeam(call: Call, teamId: number, input: TeamPayload): Promise<Answer> {
  assertMayManageTeams(call.actor)
  if (input.id !== teamId) throw badRequest('id must be the team of the path')
  const team = await teamForWrite(call, teamId)
  await assertTeamPeople(call.db, input, team.people)
  const version = await updateTeam(call.db, teamId, input)
  return { body: { id: teamId }, version }
}

/** DELETE /pipeline/team/{teamId}/{currentUserId} (the caller checked currentUserId). */
export async function removeTeam(call: Call, teamId: number): Promise<Answer> {
  assertMayManageTeams(call.actor)
  await teamForWrite(call, teamId)
  await deleteTeam(call.db, teamId)
  return { status: 200 }
}
