/**
 * Keeps IndexedDB from growing over weeks of use: lists pulled for other filters (and opened deals
 * outside the briefcase) not fetched for LIST_KEPT_MS go, with the rows no other list or op holds;
 * fetch times and month columns of lists that are gone, and temp-id remap rows older than
 * REMAP_KEPT_MS, go too; so do report answers not fetched for ANSWER_KEPT_MS, and the ETags of
 * answers stored longer ago than that (sync/conditionalGet).
 */
import { ANSWER_KEPT_MS } from '../../entities/reports/answerRows.ts'
import type { CrmDb } from '../../entities/db.ts'
import { MASTER_FETCHED_AT } from '../../entities/master/masterData.ts'
import { fetchedAtKey, listColumnsKey } from '../../store/meta.ts'
import { dropAnswersBefore } from '../../entities/reports/answers.ts'
import { dropEtagsBefore } from '../../sync/conditionalGet.ts'
import { dropList, heldIds, listTables } from '../../sync/listStore.ts'
import { statusListKey } from '../../entities/deals/dealLists.ts'
import { REMAPPED_PREFIX, type Remapped } from '../../sync/tempIds.ts'
import { BRIEFCASE_LISTS } from '../../entities/briefcaseLists.ts'
import { BRIEFCASE_LIST_KEYS } from '../../entities/registry.ts'

export const LIST_KEPT_MS = 7 * 24 * 3600_000
export const REMAP_KEPT_MS = 24 * 3600_000
/** What is kept for days need not be looked at on every refresh: at most this often. */
export const PRUNE_EVERY_MS = 3600_000
const PRUNED_AT_KEY = 'briefcase:prunedAt'
const FETCHED_AT_PREFIX = fetchedAtKey('')
const COLUMNS_PREFIX = listColumnsKey('')

export interface PruneResult {
  lists: number
  fetchedAt: number
  remaps: number
  answers: number
  etags: number
}

export async function pruneDevice(db: CrmDb, now: number): Promise<PruneResult> {
  const kept = new Set<string>(BRIEFCASE_LIST_KEYS)
  for (const id of (await db.syncLists.get(BRIEFCASE_LISTS.dealDetails))?.ids ?? []) {
    kept.add(statusListKey(id))
  }
  const lists = await db.syncLists.toArray()
  const fetched = await db.meta.bulkGet(lists.map((list) => fetchedAtKey(list.key)))
  const old = lists
    .filter((list, index) => {
      const at = fetched[index]?.value
      return !kept.has(list.key) && !(typeof at === 'number' && now - at < LIST_KEPT_MS)
    })
    .map((list) => list.key)
  const tables = [...new Set(lists.map((list) => list.table))] as Parameters<typeof listTables>[1][]
  await db.transaction('rw', listTables(db, ...tables), async () => {
    for (const key of old) await dropList(db, key, (table) => heldIds(db, table, 0))
  })

  const listKeys = new Set((await db.syncLists.toCollection().primaryKeys()) as string[])
  const orphansOf = async (prefix: string) =>
    ((await db.meta.where('key').startsWith(prefix).primaryKeys()) as string[]).filter(
      (key) => key !== MASTER_FETCHED_AT && !listKeys.has(key.slice(prefix.length)),
    )
  const orphanFetchedAt = await orphansOf(FETCHED_AT_PREFIX)
  await db.meta.bulkDelete([...orphanFetchedAt, ...(await orphansOf(COLUMNS_PREFIX))])

  const remaps = await db.meta.where('key').startsWith(REMAPPED_PREFIX).toArray()
  const oldRemaps = remaps
    .filter((row) => {
      const at = (row.value as Partial<Remapped> | null)?.at
      return typeof at !== 'number' || now - at > REMAP_KEPT_MS
    })
    .map((row) => row.key)
  await db.meta.bulkDelete(oldRemaps)
  const answers = await dropAnswersBefore(db, now - ANSWER_KEPT_MS)
  const etags = await dropEtagsBefore(db, now - ANSWER_KEPT_MS)
  return {
    lists: old.length,
    fetchedAt: orphanFetchedAt.length,
    remaps: oldRemaps.length,
    answers,
    etags,
  }
}

/**
 * pruneDevice, unless it ran less than PRUNE_EVERY_MS ago on this device: it reads every list the
 * device holds (thousands: a status list per kept deal), which a refresh that moved nothing should
 * not cost. Answers null when it did not run.
 */
export async function pruneDeviceNowAndThen(db: CrmDb, now: number): Promise<PruneResult | null> {
  const last = (await db.meta.get(PRUNED_AT_KEY))?.value
  if (typeof last === 'number' && now - last < PRUNE_EVERY_MS && last <= now) return null
  const result = await pruneDevice(db, now)
  await db.meta.put({ key: PRUNED_AT_KEY, value: now })
  return result
}
