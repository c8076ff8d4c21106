/**
 * Proposals and their invoice periods (the projection's items): uploaded and edited here and sent;
 * kept inside their deal (its detail's proposal) and in the Individual Sales Report's tables.
 */
import type { CrmDb } from '../db.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { PROPOSALS_NAMING } from './naming.ts'
import { PROPOSALS_TABLES } from './tables.ts'

export const proposalsModule: EntityModule<CrmDb, typeof PROPOSALS_TABLES, typeof OwnOps> = {
  name: 'proposal',
  tables: PROPOSALS_TABLES,
  ops: () => import('./ops.ts'),
  naming: PROPOSALS_NAMING,
}
