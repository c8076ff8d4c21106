/**
 * What the team configuration writes (sales-activity-spec "Team configuration", sections 4 to 6):
 * create a team, save it, remove a person from its card (which saves the team without them) and
 * delete it. Each is the local change plus its op in one transaction: the card shows at once (a
 * new team with its temp id), online or offline, and the op reaches the server when it can. Role 1
 * alone manages teams: another actor is refused and nothing is queued.
 */
import { isAdmin, type Actor } from '../../domain/permissions.ts'
import type { TeamRole } from '../../domain/teams.ts'
import { db, type CrmDb } from '../../entities/db.ts'
import { command, enqueue } from '../../sync/commands.ts'
import type { TeamFields } from '../../entities/teams/teamOps.ts'
import { readTeamToEdit } from '../../entities/teams/teamToEditReads.ts'
import { teamWithout } from './teamModel.ts'

function assertMayManageTeams(actor: Actor): void {
  if (!isAdmin(actor)) throw new Error('You may not manage teams')
}

/** Create Team: answers the new team's (temporary) id. */
export async function createTeam(
  actor: Actor,
  fields: TeamFields,
  database: CrmDb = db,
): Promise<number> {
  assertMayManageTeams(actor)
  const op = await enqueue(database, 'team.create', fields, actor.id)
  return op.entity.id
}

/** The Team modal's Save of an existing team: its name and people as chosen. */
export async function updateTeam(
  actor: Actor,
  teamId: number,
  fields: TeamFields,
  database: CrmDb = db,
): Promise<void> {
  assertMayManageTeams(actor)
  await enqueue(database, 'team.update', { ...fields, teamId }, actor.id)
}

/**
 * A card's remove icon: saves the team as this device holds it, without the person. Answers false
 * (nothing queued) when the team is not here or the person no longer holds that role in it.
 */
export async function removeTeamPerson(
  actor: Actor,
  teamId: number,
  role: TeamRole,
  personId: number,
  database: CrmDb = db,
): Promise<boolean> {
  assertMayManageTeams(actor)
  return command(database, async (on) => {
    const team = await readTeamToEdit(database, teamId)
    if (!team) return false
    const fields = teamWithout(team, role, personId)
    const unchanged =
      fields.leader?.id === team.leader?.id &&
      fields.mentor?.id === team.mentor?.id &&
      fields.members.length === team.members.length
    if (unchanged) return false
    await on.enqueue('team.update', { ...fields, teamId: team.id }, actor.id)
    return true
  })
}

/** Delete (after the confirmation). */
export async function deleteTeam(
  actor: Actor,
  teamId: number,
  name: string,
  database: CrmDb = db,
): Promise<void> {
  assertMayManageTeams(actor)
  await enqueue(database, 'team.delete', { teamId, name }, actor.id)
}
