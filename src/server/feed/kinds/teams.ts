import { readTeamsById } from '../../teams/read.ts'
import { without, type FeedKind } from '../kind.ts'

/** Every team (every signed-in user reads the list of teams). */
export const teamKind: FeedKind = {
  name: 'team',
  sections: ['teams'],
  given: () => true,
  async scopeIds(db, _actor, afterId, limit) {
    const rows = await db.query<{ id: number }>(
      'SELECT id FROM teams WHERE id > $1 ORDER BY id LIMIT $2',
      [afterId, limit],
    )
    return rows.map((row) => row.id)
  },
  async scopeCount(db) {
    const [row] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM teams')
    return row?.total ?? 0
  },
  async changes(db, _actor, ids, whole) {
    const upserts = ids.length === 0 ? [] : await readTeamsById(db, ids)
    return {
      teams: {
        upserts,
        deletes: whole
          ? []
          : without(
              ids,
              upserts.map((team) => team.id),
            ),
      },
    }
  },
}
