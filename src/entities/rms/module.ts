/**
 * Relationship managers (role 1's screen): every active RM with its detail, on the rows master
 * data's RMs fill for everyone; the feed moves them.
 */
import { ROLE } from '../../domain/permissions.ts'
import type { CrmDb } from '../db.ts'
import { RMS_LIST } from './rmRows.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { RMS_NAMING } from './naming.ts'
import { later } from '../later.ts'
import { RMS_TABLES } from './tables.ts'

export const rmsModule: EntityModule<CrmDb, typeof RMS_TABLES, typeof OwnOps> = {
  name: 'rm',
  tables: RMS_TABLES,
  ops: () => import('./ops.ts'),
  naming: RMS_NAMING,
  areas: [
    {
      // After master data, whose refresh fills the RM rows it shares with these.
      id: 'rms',
      label: 'Relationship managers',
      roles: [ROLE.admin],
      feedKeys: ['rms'],
      ...later(
        () => import('./rmPulls.ts'),
        (module, context) => module.fillRms(context),
      ),
    },
  ],
  feed: {
    keys: ['rms'],
    load: async () => (await import('./rmsFeed.ts')).rmsFeed,
  },
  keptLists: [RMS_LIST],
}
