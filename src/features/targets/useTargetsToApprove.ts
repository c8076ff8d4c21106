/**
 * The personal targets waiting for this user's decision that the device holds (the briefcase keeps
 * them), newest year first, by name: 'Need approval' targets of the RMs whose targets the user may
 * approve.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import type { Actor } from '../../domain/permissions.ts'
import { mayDecideTarget, targetStatusOf } from '../../domain/targets.ts'
import { db } from '../../entities/db.ts'
import type { TargetRow } from '../../entities/targets/targetRows.ts'
import { readTeams } from '../../entities/teams/teamRows.ts'

export interface TargetToApprove {
  row: TargetRow
  name: string
}

async function readTargetsToApprove(actor: Actor): Promise<TargetToApprove[]> {
  const [rows, teams, rms] = await Promise.all([
    db.targets.filter((row) => row.type === 'rm').toArray(),
    readTeams(db),
    db.rms.toArray(),
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

/** undefined while the first read runs. */
export function useTargetsToApprove(actor: Actor): TargetToApprove[] | undefined {
  return useLiveQuery(() => readTargetsToApprove(actor), [actor.id, actor.roleId])
}
