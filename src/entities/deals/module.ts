/**
 * Deals: the pipeline's open cards (the screen after sign-in), the details of the open deals in
 * the user's scope, and the Lost Deal list's cards; the change feed moves all three.
 */
import { ALL_DEALS } from '../../contract/pipeline.ts'
import type { CrmDb } from '../db.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { DEALS_NAMING } from './naming.ts'
import { pullList } from '../../sync/pull.ts'
import { pipelinePull } from './dealLists.ts'
import { ALL_LOST_DEALS, BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import { later } from '../later.ts'
import { statusListKey } from './dealLists.ts'
import { DEALS_TABLES } from './tables.ts'
import { DEALS_SEARCH } from './search.ts'

export const dealsModule: EntityModule<CrmDb, typeof DEALS_TABLES, typeof OwnOps> = {
  name: 'deal',
  tables: DEALS_TABLES,
  search: DEALS_SEARCH,
  ops: () => import('./ops.ts'),
  naming: DEALS_NAMING,
  areas: [
    {
      id: 'pipeline',
      label: 'Pipeline',
      feedKeys: ['deals'],
      landing: true,
      async fill({ db, transport, user, drawn }) {
        await pullList(db, transport, pipelinePull(ALL_DEALS), {
          userId: user.id,
          ...(drawn ? { drawn } : {}),
        })
      },
    },
    {
      id: 'dealDetails',
      label: 'Deal details',
      feedKeys: ['dealDetails', 'statusUpdates'],
      ...later(
        () => import('./fillDealDetails.ts'),
        (module, context) => module.fillDealDetails(context),
      ),
    },
    {
      id: 'lostDeals',
      label: 'Lost deals',
      feedKeys: ['deals'],
      ...later(
        () => import('./lostDealsList.ts'),
        ({ lostDealsPull }, { db, transport, user }) =>
          pullList(db, transport, lostDealsPull(ALL_LOST_DEALS), { userId: user.id }).then(
            () => undefined,
          ),
      ),
    },
  ],
  feed: {
    keys: ['deals', 'dealDetails', 'statusUpdates'],
    load: async () => (await import('./dealsFeed.ts')).dealsFeed,
  },
  keptLists: [BRIEFCASE_LISTS.pipeline, BRIEFCASE_LISTS.lostDeals, BRIEFCASE_LISTS.dealDetails],
  // Details of deals no one touched for months leave a large company's devices as they age.
  prune: async (db, now, user) =>
    (await import('./ageDealDetails.ts')).ageDealDetails(db, now, user),
  // Each kept deal's status updates are a list of their own.
  keptListsOf: async (db) =>
    ((await db.syncLists.get(BRIEFCASE_LISTS.dealDetails))?.ids ?? []).map(statusListKey),
}
