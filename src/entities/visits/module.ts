/**
 * Sales visits: logged here (or edited from a deal's journal or a report table) and sent; kept
 * inside their deal's journal and in the Individual Sales Report's tables, so they move with those.
 */
import type { CrmDb } from '../db.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { VISITS_NAMING } from './naming.ts'
import { VISITS_TABLES } from './tables.ts'
import { VISITS_SEARCH } from './search.ts'

export const visitsModule: EntityModule<CrmDb, typeof VISITS_TABLES, typeof OwnOps> = {
  name: 'visit',
  tables: VISITS_TABLES,
  search: VISITS_SEARCH,
  ops: () => import('./ops.ts'),
  naming: VISITS_NAMING,
}
