/**
 * Which Team Sales Report tables a user may have: the leader's when it leads a team, the mentor's
 * when it mentors one. The provider answers 404 for the other (a 404 is kept as "none"); when the
 * device holds the teams (the briefcase's targets area pulls them) a call the teams say would
 * answer 404 is not made at all, so no screen or fill asks what it already knows is not there.
 * A device that never pulled the teams (a provider without the teams call) asks both.
 */
import type { CrmDb } from '../db.ts'
import { readTeams, TEAMS_LIST } from '../teams/teamRows.ts'
import { listFetchedAt } from '../../sync/pull.ts'
import type { TeamTable } from './accountViews.ts'

/** What the device's teams say; null when it never pulled them. */
export type KnownTeamTables = Readonly<Record<TeamTable, boolean>> | null

export async function knownTeamTables(db: CrmDb, userId: number): Promise<KnownTeamTables> {
  if ((await listFetchedAt(db, TEAMS_LIST)) === undefined) return null
  const teams = await readTeams(db)
  return {
    leader: teams.some((team) => team.leader?.id === userId),
    mentor: teams.some((team) => team.mentor?.id === userId),
  }
}

/** Whether the table's call is worth making: unknown teams, or a team led (mentored) by the user. */
export const mayHaveTeamTable = (known: KnownTeamTables, table: TeamTable): boolean =>
  known === null || known[table]
