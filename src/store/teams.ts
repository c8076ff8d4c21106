/**
 * The teams of the team configuration (GET /Pipeline/team), kept whole in meta: they decide whose
 * targets this user approves.
 */
import type { Team } from '../contract/teams.ts'
import type { CrmDb } from './db.ts'
import { readMeta, writeMeta } from './meta.ts'

const TEAMS_KEY = 'teams'

export async function saveTeams(database: CrmDb, teams: readonly Team[]): Promise<void> {
  await writeMeta(database, TEAMS_KEY, teams)
}

/** The teams last pulled; none when never. */
export async function readTeams(database: CrmDb): Promise<Team[]> {
  return (await readMeta<Team[]>(database, TEAMS_KEY)) ?? []
}
