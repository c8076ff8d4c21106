import type { RmDetail } from '../../../contract/rms.ts'
import { canManageRms, ROLE, type Actor } from '../../../domain/permissions.ts'
import type { Db } from '../../db/db.ts'
import { readProfile } from '../../profile/read.ts'
import { readPersonDetail } from '../../rms/read.ts'
import { pageOf, without, type FeedKind, type KindChanges } from '../kind.ts'

async function activeRmIds(db: Db): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE role_id = $1 AND active AND deleted_at IS NULL ORDER BY id',
    [ROLE.rm],
  )
  return rows.map((row) => row.id)
}

/** The people a user's device keeps rows of: the user (the profile), and for role 1 every RM. */
async function people(db: Db, actor: Actor): Promise<number[]> {
  return canManageRms(actor) ? [...new Set([actor.id, ...(await activeRmIds(db))])] : [actor.id]
}

/**
 * People: the user's own profile (GET /Profile/detail), and to role 1, whose screen the
 * Relationship Manager list is, every active RM with its detail (GET /pipeline/rm/{userId}).
 */
export const userKind: FeedKind = {
  name: 'user',
  sections: ['profile', 'rms'],
  given: () => true,
  scopeIds: async (db, actor, afterId, limit) => pageOf(await people(db, actor), afterId, limit),
  scopeCount: async (db, actor) => (await people(db, actor)).length,
  async changes(db, actor, ids, whole) {
    const changes: KindChanges = {}
    if (ids.includes(actor.id)) {
      const profile = await readProfile(db, actor.id)
      if (profile) changes.profile = profile
    }
    if (!canManageRms(actor)) return changes
    const rms: RmDetail[] = []
    for (const id of ids) {
      const rm = await readPersonDetail(db, id, ROLE.rm)
      if (rm) rms.push(rm)
    }
    const listed = rms.map((rm) => rm.id)
    changes.rms = whole
      ? { upserts: rms, deletes: [], full: true }
      : { upserts: rms, deletes: without(ids, listed) }
    return changes
  },
}
