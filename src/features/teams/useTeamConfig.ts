/**
 * The team configuration as the screen shows it, live from IndexedDB: every team this device
 * holds (pulled, and created or changed here) with its sync state and unsettled ops (from the
 * sync engine's outbox view), when the teams were last fetched, and the people the pickers offer. The screen pulls the teams and people
 * on opening and on reconnecting; it never waits for that pull.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import type { IdText } from '../../contract/common.ts'
import type { Team } from '../../contract/teams.ts'
import { db } from '../../entities/db.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { readTeamConfigRows, readTeamPickerSources } from '../../entities/teams/teamConfigReads.ts'
import { TEAMS_LIST } from '../../entities/teams/teamRows.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useEntitySyncStates, usePull, type PullState } from '../sync/index.ts'
import { pullTeamConfig } from '../../entities/teams/teamPulls.ts'
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

const readTeamRows = () => readTeamConfigRows(db)

/** undefined while the first read runs. */
export function useTeamConfig(): TeamConfigData | undefined {
  const rows = useLiveQuery(readTeamRows, [])
  const states = useEntitySyncStates('teams')
  return useMemo(
    () =>
      rows && {
        teams: rows.teams.map((team) => {
          const entity = states.get(team.id)
          return { team, sync: entity?.state ?? 'synced', ops: entity?.ops ?? [] }
        }),
        fetchedAt: rows.fetchedAt,
      },
    [rows, states],
  )
}

async function readPeople(): Promise<IdText[]> {
  const { employees, rms, teams } = await readTeamPickerSources(db)
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
