/**
 * The personal targets waiting for a user's decision that the device holds (the briefcase keeps
 * them), newest year first, by name: 'Need approval' targets of the RMs whose targets the user may
 * approve (as the teams held here say).
 */
import type { Actor } from '../../domain/permissions.ts'
import { mayDecideTarget, targetStatusOf } from '../../domain/targets.ts'
import type { CrmDb } from '../db.ts'
import { readTeams } from '../teams/teamRows.ts'
import type { TargetRow } from './targetRows.ts'

export interface TargetToApprove {
  row: TargetRow
  name: string
}

export async function readTargetsToApprove(
  database: CrmDb,
  actor: Actor,
): Promise<TargetToApprove[]> {
  const [rows, teams, rms] = await Promise.all([
    database.targets.filter((row) => row.type === 'rm').toArray(),
    readTeams(database),
    database.rms.toArray(),
  ])
  const names = new Map(rms.map((rm) => [rm.userId, rm.name]))
  return rows
    .filter(
      (row) =>
        targetStatusOf(row.status) === 'needApproval' &&
        mayDecideTarget(actor, { type: 'rm', id: row.unitId }, 'approve', teams),
    )
    .map((row) => ({ row, name: names.get(row.unitId) ?? `User ${row.unitId}` }))
    .sort((a, b) => b.row.year - a.row.year || a.name.localeCompare(b.name))
}
