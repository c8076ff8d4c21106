/**
 * Keeps IndexedDB from growing over weeks of use: lists pulled for other filters (and opened deals
 * outside the briefcase) not fetched for LIST_KEPT_MS go, with the rows no other list or op holds;
 * fetch times and month columns of lists that are gone, and temp-id remap rows older than
 * REMAP_KEPT_MS, go too; so do the ETags of answers stored more than TAG_KEPT_MS ago
 * (conditionalGet.ts), and what each entity module prunes of its own. What the briefcase keeps is
 * the entity modules' to say (`Retention`).
 */
import { fetchedAtKey, listColumnsKey } from '../store/meta.ts'
import type { BriefcaseUser } from './briefcase.ts'
import { dropEtagsBefore } from './conditionalGet.ts'
import { dropList, heldIds, listTables } from './listStore.ts'
import type { SyncDb, SyncedTableName } from './syncDb.ts'
import { REMAPPED_PREFIX, type Remapped } from './tempIds.ts'

export const LIST_KEPT_MS = 7 * 24 * 3600_000
export const REMAP_KEPT_MS = 24 * 3600_000
export const TAG_KEPT_MS = 7 * 24 * 3600_000
/** What is kept for days need not be looked at on every refresh: at most this often. */
export const PRUNE_EVERY_MS = 3600_000
const PRUNED_AT_KEY = 'briefcase:prunedAt'
const FETCHED_AT_PREFIX = fetchedAtKey('')
const COLUMNS_PREFIX = listColumnsKey('')

/** What the entity modules say of what stays and what goes besides the lists' own ages. */
export interface Retention<D extends SyncDb = SyncDb> {
  /** The lists the briefcase keeps, whatever their age (those of rows it keeps included). */
  keptLists(db: D): Promise<ReadonlySet<string>>
  /** Meta keys shaped like a list's fetch time that belong to no list (master data's). */
  keptMeta: ReadonlySet<string>
  /** What each module prunes of its own (report answers not fetched for a week); how many went. */
  prune(db: D, now: number, user: BriefcaseUser): Promise<Record<string, number>>
}

export interface PruneResult {
  lists: number
  fetchedAt: number
  remaps: number
  etags: number
  /** What the modules pruned of their own, by what. */
  own: Record<string, number>
}

export async function pruneDevice<D extends SyncDb>(
  db: D,
  now: number,
  retention: Retention<D>,
  user: BriefcaseUser,
): Promise<PruneResult> {
  const kept = await retention.keptLists(db)
  const lists = await db.syncLists.toArray()
  const fetched = await db.meta.bulkGet(lists.map((list) => fetchedAtKey(list.key)))
  const old = lists
    .filter((list, index) => {
      const at = fetched[index]?.value
      return !kept.has(list.key) && !(typeof at === 'number' && now - at < LIST_KEPT_MS)
    })
    .map((list) => list.key)
  const tables = [...new Set(lists.map((list) => list.table))] as SyncedTableName[]
  await db.transaction('rw', listTables(db, ...tables), async () => {
    for (const key of old) await dropList(db, key, (table) => heldIds(db, table, 0))
  })

  const listKeys = new Set((await db.syncLists.toCollection().primaryKeys()) as string[])
  const orphansOf = async (prefix: string) =>
    ((await db.meta.where('key').startsWith(prefix).primaryKeys()) as string[]).filter(
      (key) => !retention.keptMeta.has(key) && !listKeys.has(key.slice(prefix.length)),
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
  const etags = await dropEtagsBefore(db, now - TAG_KEPT_MS)
  return {
    lists: old.length,
    fetchedAt: orphanFetchedAt.length,
    remaps: oldRemaps.length,
    etags,
    own: await retention.prune(db, now, user),
  }
}

/**
 * pruneDevice, unless it ran less than PRUNE_EVERY_MS ago on this device: it reads every list the
 * device holds (thousands: a status list per kept deal), which a refresh that moved nothing should
 * not cost. Answers null when it did not run.
 */
export async function pruneDeviceNowAndThen<D extends SyncDb>(
  db: D,
  now: number,
  retention: Retention<D>,
  user: BriefcaseUser,
): Promise<PruneResult | null> {
  const last = (await db.meta.get(PRUNED_AT_KEY))?.value
  if (typeof last === 'number' && now - last < PRUNE_EVERY_MS && last <= now) return null
  const result = await pruneDevice(db, now, retention, user)
  await db.meta.put({ key: PRUNED_AT_KEY, value: now })
  return result
}
