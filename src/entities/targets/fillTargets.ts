/**
 * The briefcase's targets: the user's own personal target of this year and the next, and the
 * personal targets of the RMs whose targets the user approves (every RM for roles 1 and 2, the
 * teams a leader or mentor leads), this year and the next, so they open offline.
 */
import { approvableRmIds } from '../../domain/targets.ts'
import { keptTargetYears } from '../../domain/targetTypes.ts'
import type { CrmDb } from '../db.ts'
import { targetKey } from './targetRows.ts'
import { readTeams } from '../teams/teamRows.ts'
import type { BriefcaseUser, FillContext } from '../../sync/briefcase.ts'
import { listTables, replaceList } from '../../sync/listStore.ts'
import { getBodyIfChanged, keepEtag } from '../../sync/conditionalGet.ts'
import { type ListPull } from '../../sync/pull.ts'
import { PullError } from '../../sync/pullError.ts'
import type { Row } from '../../sync/syncDb.ts'
import { CALLS_AT_ONCE, mapPooled } from '../../sync/pool.ts'
import type { Transport } from '../../sync/transport.ts'
import { TARGETS_LIST } from '../briefcaseLists.ts'
import { individualTargetPull } from './targetPulls.ts'

interface KeptTarget {
  pull: ListPull
  /** The row its answer is stored as. */
  key: number
}

/** The personal targets this user keeps: its own and those it approves, of the kept years. */
async function keptTargets(db: CrmDb, user: BriefcaseUser): Promise<KeptTarget[]> {
  const rmIds = (await db.rms.toArray()).map((rm) => rm.userId)
  const people = [user.id, ...approvableRmIds(user, rmIds, await readTeams(db))]
  return keptTargetYears(new Date()).flatMap((year) =>
    people.map((userId) => ({
      pull: individualTargetPull(year, userId),
      key: targetKey('rm', userId, year),
    })),
  )
}

/**
 * A kept target's rows: the answer's, or (answered 304) the row its last answer was stored as;
 * asked whole when that row is no longer here. The tag is kept once the list is written.
 */
async function targetRows(
  db: CrmDb,
  transport: Transport,
  userId: number,
  target: KeptTarget,
): Promise<{ rows: Row[]; keep: () => Promise<void> }> {
  const held = async () => (await db.targets.get(target.key)) !== undefined
  const get = { userId, path: target.pull.path, held }
  let answer = await getBodyIfChanged(db, transport, get)
  if (answer.unchanged) {
    const stored = await db.targets.get(target.key)
    if (stored) return { rows: [stored as unknown as Row], keep: async () => {} }
    answer = await getBodyIfChanged(db, transport, { ...get, held: async () => false })
  }
  if (answer.unchanged || answer.body === null) throw new PullError(404, null)
  const fetched = answer
  return { rows: target.pull.rows(fetched.body), keep: () => keepEtag(db, get, fetched) }
}

/**
 * Every kept target in one list (TARGETS_LIST): one call per person and year, each asked with the
 * tag of its last answer; a target unchanged on the server joins the list as the device holds it.
 * The people come from the teams (the teams area fills them first) and the RMs of master data.
 */
export async function fillTargets({ db, transport, user, progress }: FillContext<CrmDb>) {
  const startedAt = Date.now()
  const targets = await keptTargets(db, user)
  const answered = await mapPooled(
    targets,
    CALLS_AT_ONCE,
    (target) => targetRows(db, transport, user.id, target),
    progress,
  )
  const rows = answered.flatMap((answer) => answer.rows)
  await db.transaction('rw', listTables(db, 'targets'), async () => {
    const list = { key: TARGETS_LIST, table: 'targets' } as const
    const stored = await replaceList(db, list, rows, startedAt, Date.now())
    if (stored.asAnswered) for (const answer of answered) await answer.keep()
  })
}
