/**
 * Personal targets: the user's own of this year and the next, and those waiting for the user's
 * approval (every RM for roles 1 and 2, the teams a leader or mentor leads); the feed moves them.
 */
import type { CrmDb } from '../db.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { TARGETS_NAMING } from './naming.ts'
import { TARGETS_LIST } from '../briefcaseLists.ts'
import { later } from '../later.ts'
import { TARGETS_TABLES } from './tables.ts'

export const targetsModule: EntityModule<CrmDb, typeof TARGETS_TABLES, typeof OwnOps> = {
  name: 'target',
  tables: TARGETS_TABLES,
  ops: () => import('./ops.ts'),
  naming: TARGETS_NAMING,
  areas: [
    {
      id: 'targets',
      label: 'Targets',
      feedKeys: ['targets'],
      ...later(
        () => import('./fillTargets.ts'),
        (module, context) => module.fillTargets(context),
      ),
    },
  ],
  feed: {
    keys: ['targets'],
    load: async () => (await import('./targetsFeed.ts')).targetsFeed,
  },
  keptLists: [TARGETS_LIST],
}
