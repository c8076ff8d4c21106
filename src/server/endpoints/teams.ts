import { TEAM_ROUTES } from '../../contract/teams.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { readTeams } from '../teams/read.ts'
import { createTeam, removeTeam, saveTeam } from '../teams/save.ts'

/** The team configuration calls (sales-activity-spec sections 2 to 7; the rules are the contract's). */
export function registerTeamRoutes(api: Api): void {
  api.serve(TEAM_ROUTES.list, async (call) => ({ body: await readTeams(call.db) }))

  api.serve(TEAM_ROUTES.create, (call) => createTeam(call, call.input.body))

  api.serve(TEAM_ROUTES.update, (call) => saveTeam(call, call.input.params.id, call.input.body))

  api.serve(TEAM_ROUTES.remove, (call) => {
    const { teamId, currentUserId } = call.input.params
    assertSameUser(call.actor, currentUserId)
    return removeTeam(call, teamId)
  })
}
