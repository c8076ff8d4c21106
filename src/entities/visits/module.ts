/**
 * Sales visits: logged here (or edited from a deal's journal or a report table) and sent; kept
 * inside their deal's journal and in the Individual Sales Report's tables, so they move with those.
 */
import type { CrmDb } from '../db.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { VISITS_NAMING } from './naming.ts'

export const visitsModule: EntityModule<CrmDb> = {
  name: 'visit',
  naming: VISITS_NAMING,
}
