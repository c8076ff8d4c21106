/**
 * The pipeline lists with a new deal's temp id first (the sync engine puts the server id in its
 * place once the create settles: replaceTempId).
 */
import { isOpenDeal, type DealRow } from './dealRows.ts'
import { isTempId, type SyncListRow } from '../../store/outbox.ts'
import type { EffectWriter } from '../../sync/effects.ts'
import type { SyncDb } from '../../sync/syncDb.ts'
import { REMAPPED_PREFIX, type Remapped } from '../../sync/tempIds.ts'

export const PIPELINE_LIST_PREFIX = 'pipeline:'

export const isPipelineList = (list: SyncListRow): boolean =>
  list.table === 'deals' && list.key.startsWith(PIPELINE_LIST_PREFIX)

export function listsWithNewDeal(lists: readonly SyncListRow[], dealId: number): SyncListRow[] {
  return lists
    .filter((list) => isPipelineList(list) && !list.ids.includes(dealId))
    .map((list) => ({ ...list, ids: [dealId, ...list.ids] }))
}

/**
 * Puts the new deal first in every pipeline list, through the create's command (so a discarded
 * create takes its id out of the lists again).
 */
export async function listNewDeal(
  database: SyncDb,
  writes: EffectWriter,
  dealId: number,
): Promise<void> {
  const lists = await database.syncLists.where('table').equals('deals').toArray()
  for (const list of listsWithNewDeal(lists, dealId)) await writes.put('syncLists', { ...list })
}

/** A pull that raced a create's settle ran within this long before the settle. */
export const SETTLE_RACE_MS = 60_000

const DEAL_REMAPS = `${REMAPPED_PREFIX}deals:`

/**
 * The pipeline lists to pull again: those holding a temp id whose deal row is gone (its create
 * settled elsewhere), and all of them when an open deal whose create settled moments ago is in
 * none (a pull that ran while its create settled dropped the temp id before the server listed
 * it). A settled create leaves its remapping (tempIds.ts), so only the recent remaps of deals
 * are read: a live query of this stays still while an outbox of stage moves drains (reading every
 * recent settle mark made each settle re-read them all).
 */
export async function staleNewDealLists(database: SyncDb, now: number): Promise<string[]> {
  const lists = (await database.syncLists.where('table').equals('deals').toArray()).filter(
    isPipelineList,
  )
  const listed = new Set(lists.flatMap((list) => list.ids))
  const settled = (await database.meta.where('key').startsWith(DEAL_REMAPS).toArray())
    .map((row) => row.value as Partial<Remapped> | undefined)
    .filter(
      (remap) => typeof remap?.serverId === 'number' && (remap.at ?? 0) > now - SETTLE_RACE_MS,
    )
    .map((remap) => remap!.serverId!)
    .filter((id) => !listed.has(id))
  const deals = database.table<DealRow, number>('deals')
  // Nothing to look up: no read (Dexie opens a transaction even for no keys).
  const orphans =
    settled.length > 0 &&
    (await deals.bulkGet(settled)).some((row) => row !== undefined && isOpenDeal(row))
  if (orphans) return lists.map((list) => list.key)
  const stale: string[] = []
  for (const list of lists) {
    const temps = list.ids.filter(isTempId)
    if (temps.length === 0) continue
    const rows = await deals.bulkGet(temps)
    if (rows.some((row) => row === undefined)) stale.push(list.key)
  }
  return stale
}
