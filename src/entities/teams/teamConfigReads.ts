/**
 * What the team configuration reads from this device: the teams with the time they were last
 * fetched (by the briefcase or the screen), and the people its pickers are made of (the employee
 * list as last pulled, the RMs of master data and the teams themselves).
 */
import type { IdText } from '../../contract/common.ts'
import type { Team } from '../../contract/teams.ts'
import type { CrmDb } from '../db.ts'
import { fetchedAtKey, readMeta } from '../../store/meta.ts'
import type { RmRecord } from '../rms/rmRows.ts'
import { readTeamPeople, readTeams, TEAMS_LIST } from './teamRows.ts'

export interface TeamConfigRows {
  teams: Team[]
  /** undefined when the teams were never fetched on this device. */
  fetchedAt: number | undefined
}

export async function readTeamConfigRows(database: CrmDb): Promise<TeamConfigRows> {
  const [teams, fetchedAt] = await Promise.all([
    readTeams(database),
    readMeta<number>(database, fetchedAtKey(TEAMS_LIST)),
  ])
  return { teams, fetchedAt }
}

export interface TeamPickerSources {
  employees: IdText[]
  rms: RmRecord[]
  teams: Team[]
}

export async function readTeamPickerSources(database: CrmDb): Promise<TeamPickerSources> {
  const [employees, rms, teams] = await Promise.all([
    readTeamPeople(database),
    database.rms.toArray(),
    readTeams(database),
  ])
  return { employees, rms, teams }
}
