import type { IdText } from '../../contract/common.ts'
import { MASTER_PATH, type MasterData, type MasterRm } from '../../contract/master.ts'
import { ROLE } from '../../domain/permissions.ts'
import type { Api } from '../http/api.ts'

const idText = (table: string) => `SELECT id, name AS text FROM ${table} ORDER BY id`

/** GET /pipeline/master: the option lists of every filter and form. */
export function registerMasterRoutes(api: Api): void {
  api.get(MASTER_PATH, async ({ db }) => {
    const [rms, segments, tribes, branches, stages, proposalTypes, industries] = await Promise.all([
      db.query<MasterRm>(
        `SELECT id AS "userId", name, email FROM users
          WHERE role_id = $1 AND active AND deleted_at IS NULL ORDER BY name, id`,
        [ROLE.rm],
      ),
      db.query<IdText>(idText('segments')),
      db.query<IdText>(idText('tribes')),
      db.query<IdText>(idText('branches')),
      db.query<IdText>(idText('stages')),
      db.query<IdText>(idText('proposal_types')),
      db.query<IdText>(idText('industries')),
    ])
    const master: MasterData = {
      rms,
      segments,
      tribes,
      branches,
      stages,
      proposalTypes,
      industries,
    }
    return { body: master }
  })
}
