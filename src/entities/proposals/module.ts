/**
 * Proposals and their invoice periods (the projection's items): uploaded and edited here and sent;
 * kept inside their deal (its detail's proposal) and in the Individual Sales Report's tables.
 */
import type { CrmDb } from '../db.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { PROPOSALS_NAMING } from './naming.ts'

export const proposalsModule: EntityModule<CrmDb> = {
  name: 'proposal',
  naming: PROPOSALS_NAMING,
}
