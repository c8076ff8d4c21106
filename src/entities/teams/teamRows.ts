/**
 * The teams of the team configuration (GET /Pipeline/team) as IndexedDB keeps them: a synced
 * table (TEAM_STORES) the team ops change (src/sync/teamOps.ts) and the briefcase fills as one
 * list (TEAMS_LIST, through the list machinery: a pulled team never overwrites one with unsent
 * ops). They decide whose targets this user approves and are the cards of /teamconfig. Beside
 * them, in meta like master data, the people a team may hold (the employee list), which the Team
 * modal offers.
 */
import type { IdText } from '../../contract/common.ts'
import type { Team } from '../../contract/teams.ts'
import type { CrmDb } from '../db.ts'
import { readMeta, writeMeta } from '../../store/meta.ts'

/**
 * A team as the list answers it. A team created on this device holds a temp id (negative) and
 * version 0 until the server answers its create.
 */
export type TeamRow = Team

export const TEAM_STORES = {
  teams: '&id',
} as const

/** The briefcase's list of every team (features/targets/targetBriefcase pulls it). */
export const TEAMS_LIST = 'briefcase:teams'

export const TEAM_PEOPLE_KEY = 'teams:people'

/** Server ids in the list's order (by id), then teams created here in the order they were made. */
const shownOrder = (id: number): number => (id > 0 ? id : Number.MAX_SAFE_INTEGER / 2 - id)

export function sortTeams<T extends { id: number }>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => shownOrder(a.id) - shownOrder(b.id))
}

/** The teams this device holds (pulled, and changed or created here); none when never pulled. */
export async function readTeams(database: CrmDb): Promise<Team[]> {
  return sortTeams(await database.teams.toArray())
}

/**
 * Puts answered teams on this device (a caller holding whole teams, such as a test's fixture); a
 * team with unsent ops keeps its local row. The briefcase's pull goes through the list machinery
 * instead (features/teams/teamPulls.ts), which also drops the teams the server no longer lists.
 */
export async function saveTeams(database: CrmDb, teams: readonly Team[]): Promise<void> {
  await database.transaction('rw', database.teams, database.outbox, async () => {
    const ops = await database.outbox.where('entityKey').startsWith('teams:').toArray()
    const held = new Set(ops.map((op) => op.entity.id))
    await database.teams.bulkPut(teams.filter((team) => !held.has(team.id)))
  })
}

/** The people a team may hold, by name (the employee list as last pulled). */
export async function saveTeamPeople(database: CrmDb, people: readonly IdText[]): Promise<void> {
  await writeMeta(database, TEAM_PEOPLE_KEY, people)
}

/** The people last pulled; none when never. */
export async function readTeamPeople(database: CrmDb): Promise<IdText[]> {
  return (await readMeta<IdText[]>(database, TEAM_PEOPLE_KEY)) ?? []
}
