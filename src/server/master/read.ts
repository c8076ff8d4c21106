import type { IdText } from '../../contract/common.ts'
import type { MasterData, MasterRm } from '../../contract/master.ts'
import { ROLE } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'

const idText = (table: string) => `SELECT id, name AS text FROM ${table} ORDER BY id`

/** The option lists of every filter and form (GET /pipeline/master). */
export async function readMasterData(db: Db): Promise<MasterData> {
  const [rms, segments, tribes, branches, stages, proposalTypes, industries] = await Promise.all([
    db.query<MasterRm>(
      `SELECT u.id AS "userId", u.name, u.email,
              CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'text', b.name) END AS branch,
              CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'text', s.name) END AS segment
         FROM users u
         LEFT JOIN branches b ON b.id = u.branch_id
         LEFT JOIN segments s ON s.id = u.segment_id
        WHERE u.role_id = $1 AND u.active AND u.deleted_at IS NULL ORDER BY u.name, u.id`,
      [ROLE.rm],
    ),
    db.query<IdText>(idText('segments')),
    db.query<IdText>(idText('tribes')),
    db.query<IdText>(idText('branches')),
    db.query<IdText>(idText('stages')),
    db.query<IdText>(idText('proposal_types')),
    db.query<IdText>(idText('industries')),
  ])
  return { rms, segments, tribes, branches, stages, proposalTypes, industries }
}
