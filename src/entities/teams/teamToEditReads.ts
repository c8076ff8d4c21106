/**
 * The team a card's action edits, under the id it is held by now (a team made offline may have
 * been sent since the card named it); undefined when this device does not hold it.
 */
import type { CrmDb } from '../db.ts'
import { currentIdOf } from '../rowIds.ts'
import type { TeamRow } from './teamRows.ts'

export async function readTeamToEdit(db: CrmDb, teamId: number): Promise<TeamRow | undefined> {
  return db.teams.get(await currentIdOf(db, 'teams', teamId))
}
