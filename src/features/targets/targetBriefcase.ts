/**
 * The briefcase's targets: the user's own personal target of this year and the next, and the
 * personal targets of the RMs whose targets the user approves (every RM for roles 1 and 2, the
 * teams a leader or mentor leads), this year and the next, so they open offline.
 */
import { approvableRmIds } from '../../domain/targets.ts'
import type { CrmDb } from '../../store/db.ts'
import { readTeams } from '../../store/teams.ts'
import type { BriefcaseUser, FillContext } from '../../sync/briefcase.ts'
import { listTables, replaceList } from '../../sync/listStore.ts'
import { getBody, type ListPull } from '../../sync/pull.ts'
import type { Row } from '../../sync/syncDb.ts'
import type { Transport } from '../../sync/transport.ts'
import { TARGETS_LIST } from '../briefcase/briefcaseLists.ts'
import { pullTeamConfig } from '../teams/teamPulls.ts'
import { individualTargetPull } from './targetPulls.ts'

/**
 * The teams, kept for the approval rules and the team configuration, and the people a team may
 * hold (features/teams/teamPulls); a provider without the calls has none.
 */
async function pullTeams(db: CrmDb, transport: Transport): Promise<void> {
  await pullTeamConfig(db, transport)
}

/** The years a device keeps targets of: this one and the next (set in the last months). */
export const keptTargetYears = (now: Date = new Date()): number[] => [
  now.getFullYear(),
  now.getFullYear() + 1,
]

const PARALLEL_CALLS = 4

/** The personal targets this user keeps: its own and those it approves, of the kept years. */
async function keptTargets(db: CrmDb, user: BriefcaseUser): Promise<ListPull[]> {
  const rmIds = (await db.rms.toArray()).map((rm) => rm.userId)
  const people = [user.id, ...approvableRmIds(user, rmIds, await readTeams(db))]
  return keptTargetYears().flatMap((year) =>
    people.map((userId) => individualTargetPull(year, userId)),
  )
}

/** Every kept target in one list (TARGETS_LIST): one call per person and year. */
export async function fillTargets({ db, transport, user, progress }: FillContext<CrmDb>) {
  const startedAt = Date.now()
  await pullTeams(db, transport)
  const pulls = await keptTargets(db, user)
  const rows: Row[] = []
  for (let done = 0; done < pulls.length; done += PARALLEL_CALLS) {
    progress(done, pulls.length)
    const batch = pulls.slice(done, done + PARALLEL_CALLS)
    const bodies = await Promise.all(batch.map((pull) => getBody(transport, pull.path)))
    bodies.forEach((body, index) => rows.push(...batch[index]!.rows(body)))
  }
  await db.transaction('rw', listTables(db, 'targets'), () =>
    replaceList(db, { key: TARGETS_LIST, table: 'targets' }, rows, startedAt, Date.now()),
  )
}
