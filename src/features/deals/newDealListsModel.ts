/**
 * The pipeline lists with a new deal's temp id first (the sync engine puts the server id in its
 * place once the create settles: replaceTempId).
 */
import type { SyncListRow } from '../../store/outbox.ts'
import type { SyncDb } from '../../sync/syncDb.ts'

export const PIPELINE_LIST_PREFIX = 'pipeline:'

export const isPipelineList = (list: SyncListRow): boolean =>
  list.table === 'deals' && list.key.startsWith(PIPELINE_LIST_PREFIX)

export function listsWithNewDeal(lists: readonly SyncListRow[], dealId: number): SyncListRow[] {
  return lists
    .filter((list) => isPipelineList(list) && !list.ids.includes(dealId))
    .map((list) => ({ ...list, ids: [dealId, ...list.ids] }))
}

/** Puts the new deal first in every pipeline list; inside the create's transaction. */
export async function listNewDeal(database: SyncDb, dealId: number): Promise<void> {
  const lists = await database.syncLists.where('table').equals('deals').toArray()
  await database.syncLists.bulkPut(listsWithNewDeal(lists, dealId))
}
