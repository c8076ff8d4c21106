/**
 * The team configuration as the screen shows it, live from IndexedDB: every team this device
 * holds (pulled, and created or changed here) with its sync state and unsettled ops, when the
 * teams were last fetched, and the people the pickers offer. The screen pulls the teams and people
 * on opening and on reconnecting; it never waits for that pull.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { IdText } from '../../contract/common.ts'
import type { Team } from '../../contract/teams.ts'
import { db } from '../../store/db.ts'
import { fetchedAtKey, readMeta } from '../../store/meta.ts'
import { entityKey, type OutboxOp } from '../../store/outbox.ts'
import { readTeamPeople, readTeams, TEAMS_LIST } from '../../store/teams.ts'
import { loadEntityStates, type EntitySyncState } from '../../sync/syncState.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'
import { pullTeamConfig } from './teamPulls.ts'
import { teamPeople } from './teamModel.ts'

export interface TeamView {
  team: Team
  sync: EntitySyncState
  /** The team's unsettled ops (for its sync mark's dialog). */
  ops: OutboxOp[]
}

export interface TeamConfigData {
  teams: TeamView[]
  /** When the teams were last fetched (by the briefcase or the screen); undefined when never. */
  fetchedAt: number | undefined
}

async function readTeamConfig(userId: number): Promise<TeamConfigData> {
  const [teams, states, fetchedAt] = await Promise.all([
    readTeams(db),
    loadEntityStates(db, userId),
    readMeta<number>(db, fetchedAtKey(TEAMS_LIST)),
  ])
  return {
    teams: teams.map((team) => {
      const entity = states.get(entityKey('teams', team.id))
      return { team, sync: entity?.state ?? 'synced', ops: entity?.ops ?? [] }
    }),
    fetchedAt,
  }
}

/** undefined while the first read runs. */
export function useTeamConfig(userId: number): TeamConfigData | undefined {
  return useLiveQuery(() => readTeamConfig(userId), [userId])
}

async function readPeople(): Promise<IdText[]> {
  const [employees, rms, teams] = await Promise.all([
    readTeamPeople(db),
    db.rms.toArray(),
    readTeams(db),
  ])
  return teamPeople(employees, rms, teams)
}

/** Everyone the pickers may offer, by name; undefined while the first read runs. */
export function useTeamPeople(): IdText[] | undefined {
  return useLiveQuery(readPeople, [])
}

const pullTeams = () => pullTeamConfig(db, syncEngine.transport)

/** Pulls the teams and the people while the screen is open. */
export function useTeamConfigPull(): PullState {
  return usePull(TEAMS_LIST, pullTeams)
}
