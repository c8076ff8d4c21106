import type { IndividualTarget } from '../../../contract/targets.ts'
import { ROLE, type Actor } from '../../../domain/permissions.ts'
import { approvableRmIds } from '../../../domain/targets.ts'
import { keptTargetYears } from '../../../domain/targetTypes.ts'
import type { Db } from '../../db/db.ts'
import { readIndividualTarget } from '../../targets/read.ts'
import { readTeams } from '../../teams/read.ts'
import { pageOf, without, type FeedKind } from '../kind.ts'

/**
 * The people whose personal targets the user keeps: the user, and the RMs whose targets wait on
 * the user's approval (every active RM for roles 1 and 2, the members and leaders of the teams a
 * leader or mentor leads or mentors), as the approval rules of the domain decide.
 */
async function targetPeople(db: Db, actor: Actor): Promise<number[]> {
  const [rms, teams] = await Promise.all([
    db.query<{ id: number }>(
      'SELECT id FROM users WHERE role_id = $1 AND active AND deleted_at IS NULL',
      [ROLE.rm],
    ),
    readTeams(db),
  ])
  const approvable = approvableRmIds(
    actor,
    rms.map((rm) => rm.id),
    teams,
  )
  return [...new Set([actor.id, ...approvable])]
}

/** Personal targets (GET /Pipeline/target/{year}/{userId}) of the people in the user's scope. */
export const targetKind: FeedKind = {
  name: 'target',
  sections: ['targets'],
  period: 'year',
  given: () => true,
  scopeIds: async (db, actor, afterId, limit) =>
    pageOf(await targetPeople(db, actor), afterId, limit),
  scopeCount: async (db, actor) => (await targetPeople(db, actor)).length,
  async changes(db, actor, ids, whole, today) {
    const people = new Set(await targetPeople(db, actor))
    const kept = ids.filter((id) => people.has(id))
    const upserts: IndividualTarget[] = []
    for (const userId of kept) {
      for (const year of keptTargetYears(today)) {
        upserts.push(await readIndividualTarget(db, userId, year, actor.id))
      }
    }
    return {
      targets: whole
        ? { upserts, deletes: [], full: true }
        : { upserts, deletes: without(ids, kept) },
    }
  },
}
