/**
 * The provider's optional change feed (contract/changeFeed.ts) walked into IndexedDB: each page's
 * rows go into their tables and into the briefcase's lists in one transaction, so screens fill as
 * pages arrive; the cursor is stored once the window's last page is applied. A full window (a
 * first fill, or a provider that reset the cursor) replaces the lists at its end: what it did not
 * list has left the user's scope.
 */
import {
  CHANGE_FEED_ROUTES,
  changesQuery,
  type ChangesPage,
  type FeedDealCard,
  type TableChanges,
} from '../contract/changeFeed.ts'
import { pathOf } from '../contract/route.ts'
import type { StatusUpdate } from '../contract/status.ts'
import { fetchedAtKey } from '../store/meta.ts'
import {
  heldIds,
  listTables,
  mergeIntoList,
  pruneSettledMarks,
  putRows,
  removeUnlisted,
} from './listStore.ts'
import { asRows, PullError, readAnswer, statusListKey } from './pull.ts'
import type { Row, SyncDb, SyncedTableName } from './syncDb.ts'
import type { Transport } from './transport.ts'

/** The lists the feed keeps (their keys are the briefcase's, shared with the full-list pulls). */
export interface FeedLists {
  /** Open deals' cards: the default pipeline list. */
  pipeline: string
  /** Lost deals' cards: the default Lost Deal list. */
  lostDeals: string
  clients: string
  contacts: string
  dealDetails: string
}

export interface FeedProgress {
  done: number
  total: number
}

export interface WalkResult {
  cursor: string
  full: boolean
  received: number
}

const FEED_TABLES: SyncedTableName[] = [
  'deals',
  'dealDetails',
  'statusUpdates',
  'clients',
  'contacts',
]

const entityCount = (page: ChangesPage): number =>
  page.deals.upserts.length +
  page.deals.deletes.length +
  page.clients.upserts.length +
  page.clients.deletes.length +
  page.contacts.upserts.length +
  page.contacts.deletes.length

/** Ids a full window listed, per list: what it did not list is gone at its end. */
type Listed = Record<keyof FeedLists, Set<number>>

const emptyListed = (): Listed => ({
  pipeline: new Set(),
  lostDeals: new Set(),
  clients: new Set(),
  contacts: new Set(),
  dealDetails: new Set(),
})

async function applyTable(
  db: SyncDb,
  table: 'clients' | 'contacts' | 'dealDetails',
  listKey: string,
  changes: TableChanges<object>,
  startedAt: number,
): Promise<number[]> {
  const held = await heldIds(db, table, startedAt)
  const rows = asRows(changes.upserts)
  await putRows(db, table, rows, held)
  const ids = rows.map((row) => row.id as number)
  await mergeIntoList(db, { key: listKey, table }, ids, changes.deletes, held)
  return ids
}

async function applyDeals(
  db: SyncDb,
  lists: FeedLists,
  changes: TableChanges<FeedDealCard>,
  startedAt: number,
  listed: Listed,
): Promise<void> {
  const held = await heldIds(db, 'deals', startedAt)
  await putRows(db, 'deals', asRows(changes.upserts), held)
  // A deal with unsettled ops stays in the list its local state puts it in.
  const free = changes.upserts.filter((card) => !held.has(card.dealId))
  const open = free.filter((card) => card.state === 'open').map((card) => card.dealId)
  // Newly lost deals join at the top, newest loss first, as the server lists them.
  const lost = lostOrder(asRows(free.filter((card) => card.state === 'lost')))
  for (const card of changes.upserts) {
    if (card.state === 'open') listed.pipeline.add(card.dealId)
    if (card.state === 'lost') listed.lostDeals.add(card.dealId)
  }
  const pipeline = { key: lists.pipeline, table: 'deals' as const }
  const lostDeals = { key: lists.lostDeals, table: 'deals' as const }
  // Joins first: a deal moving from one list to the other is never in neither (and removed).
  await mergeIntoList(db, pipeline, open, [], held)
  await mergeIntoList(db, lostDeals, lost, [], held)
  await mergeIntoList(db, pipeline, [], [...lost, ...changes.deletes], held)
  await mergeIntoList(db, lostDeals, [], [...open, ...changes.deletes], held)
}

/** Each upserted detail's status updates replace that deal's list (status:<dealId>). */
async function applyStatusUpdates(
  db: SyncDb,
  dealIds: readonly number[],
  updates: readonly StatusUpdate[],
  startedAt: number,
  fetchedAt: number,
): Promise<void> {
  const held = await heldIds(db, 'statusUpdates', startedAt)
  await putRows(db, 'statusUpdates', asRows(updates), held)
  const byDeal = new Map<number, number[]>(dealIds.map((id) => [id, []]))
  for (const update of updates) byDeal.get(update.dealId)?.push(update.id)
  const keys = dealIds.map(statusListKey)
  const previous = await db.syncLists.bulkGet(keys)
  const gone: number[] = []
  previous.forEach((list, index) => {
    const now = new Set(byDeal.get(dealIds[index]!) ?? [])
    for (const id of list?.ids ?? []) if (!now.has(id) && !held.has(id)) gone.push(id)
  })
  await db.syncLists.bulkPut(
    dealIds.map((dealId) => ({
      key: statusListKey(dealId),
      table: 'statusUpdates',
      ids: byDeal.get(dealId) ?? [],
    })),
  )
  await db.meta.bulkPut(keys.map((key) => ({ key: fetchedAtKey(key), value: fetchedAt })))
  await removeUnlisted(db, 'statusUpdates', gone, new Set(), held)
}

/** A detail that left the user's scope takes its own lists (opened before, status) with it. */
export async function evictDealDetails(db: SyncDb, dealIds: readonly number[]): Promise<void> {
  if (dealIds.length === 0) return
  const keys = dealIds.flatMap((id) => [`dealDetail:${id}`, statusListKey(id)])
  const lists = (await db.syncLists.bulkGet(keys)).filter((list) => list !== undefined)
  await db.syncLists.bulkDelete(keys)
  await db.meta.bulkDelete(keys.map(fetchedAtKey))
  const detailsHeld = await heldIds(db, 'dealDetails', 0)
  await removeUnlisted(db, 'dealDetails', dealIds, new Set(), detailsHeld)
  const statusIds = lists.filter((list) => list.table === 'statusUpdates').flatMap((l) => l.ids)
  await removeUnlisted(
    db,
    'statusUpdates',
    statusIds,
    new Set(),
    await heldIds(db, 'statusUpdates', 0),
  )
}

export async function applyChangesPage(
  db: SyncDb,
  lists: FeedLists,
  page: ChangesPage,
  startedAt: number,
  fetchedAt: number,
  listed: Listed = emptyListed(),
): Promise<void> {
  await db.transaction('rw', listTables(db, ...FEED_TABLES), async () => {
    for (const id of await applyTable(db, 'clients', lists.clients, page.clients, startedAt)) {
      listed.clients.add(id)
    }
    for (const id of await applyTable(db, 'contacts', lists.contacts, page.contacts, startedAt)) {
      listed.contacts.add(id)
    }
    await applyDeals(db, lists, page.deals, startedAt, listed)
    const details = await applyTable(
      db,
      'dealDetails',
      lists.dealDetails,
      page.dealDetails,
      startedAt,
    )
    for (const id of details) listed.dealDetails.add(id)
    await applyStatusUpdates(db, details, page.statusUpdates, startedAt, fetchedAt)
    await evictDealDetails(db, page.dealDetails.deletes)
  })
}

const LIST_TABLE: Record<keyof FeedLists, SyncedTableName> = {
  pipeline: 'deals',
  lostDeals: 'deals',
  clients: 'clients',
  contacts: 'contacts',
  dealDetails: 'dealDetails',
}

/** Server order of the pipeline list: stage, then the newest deal date first. */
function pipelineOrder(cards: readonly (Row | undefined)[]): number[] {
  return cards
    .filter((card): card is Row => card !== undefined)
    .sort(
      (a, b) =>
        (a.stage as number) - (b.stage as number) ||
        String(b.dealDate).localeCompare(String(a.dealDate)) ||
        (b.dealId as number) - (a.dealId as number),
    )
    .map((card) => card.dealId as number)
}

/** Server order of the Lost Deal list: the newest loss first, then the higher id. */
function lostOrder(cards: readonly (Row | undefined)[]): number[] {
  const lostAt = (card: Row): string => (typeof card.lostAt === 'string' ? card.lostAt : '')
  return cards
    .filter((card): card is Row => card !== undefined)
    .sort(
      (a, b) => lostAt(b).localeCompare(lostAt(a)) || (b.dealId as number) - (a.dealId as number),
    )
    .map((card) => card.dealId as number)
}

/** The order a full window leaves each deal list in (the others keep theirs). */
const LIST_ORDER: Partial<
  Record<keyof FeedLists, (cards: readonly (Row | undefined)[]) => number[]>
> = { pipeline: pipelineOrder, lostDeals: lostOrder }

/** Every list the feed keeps is current as of the walk's end. */
async function markFetched(db: SyncDb, lists: FeedLists, fetchedAt: number): Promise<void> {
  await db.transaction('rw', [db.meta, db.syncSettled], async () => {
    await db.meta.bulkPut(
      Object.values(lists).map((key) => ({ key: fetchedAtKey(key), value: fetchedAt })),
    )
    await pruneSettledMarks(db, fetchedAt)
  })
}

/** The end of a full window: each list holds what the window listed (and what ops hold). */
async function finishFullWindow(
  db: SyncDb,
  lists: FeedLists,
  listed: Listed,
  startedAt: number,
): Promise<void> {
  await db.transaction('rw', listTables(db, ...FEED_TABLES), async () => {
    for (const name of Object.keys(lists) as (keyof FeedLists)[]) {
      const table = LIST_TABLE[name]
      const held = await heldIds(db, table, startedAt)
      const current = (await db.syncLists.get(lists[name]))?.ids ?? []
      const gone = current.filter((id) => !listed[name].has(id) && !held.has(id))
      const goneSet = new Set(gone)
      const kept = current.filter((id) => !goneSet.has(id))
      const order = LIST_ORDER[name]
      const ids = order ? order(await db.table<Row, number>('deals').bulkGet(kept)) : kept
      await db.syncLists.put({ key: lists[name], table, ids })
      if (name === 'dealDetails') await evictDealDetails(db, gone)
      else await removeUnlisted(db, table, gone, new Set(), held)
    }
  })
}

/**
 * Walks one window from `since` to its end; answers the new cursor. A page that fails stops the
 * walk (the stored cursor stays, so the next walk starts the window again: at least once).
 */
export async function walkChangeFeed(
  db: SyncDb,
  transport: Transport,
  lists: FeedLists,
  since: string,
  onProgress: (progress: FeedProgress) => void,
  now: () => number = Date.now,
  limit?: number,
): Promise<WalkResult> {
  const startedAt = now()
  const listed = emptyListed()
  const fetchPage = async (until?: string, after?: string): Promise<ChangesPage> => {
    const { changes } = CHANGE_FEED_ROUTES
    const path = `${pathOf(changes, {})}${changesQuery({ since, until, after, limit })}`
    const response = await transport.send({ method: changes.method, path })
    if (response.status !== 200) throw new PullError(response.status, response.body)
    return readAnswer(changes, response.body)
  }
  let done = 0
  let full: boolean
  let page = await fetchPage()
  for (;;) {
    // The next page is on its way while this one is written.
    const next = page.next === null ? null : fetchPage(page.until, page.next)
    next?.catch(() => undefined)
    full = page.full
    await applyChangesPage(db, lists, page, startedAt, now(), listed)
    done += entityCount(page)
    onProgress({ done, total: Math.max(page.total ?? done, done) })
    if (next === null) break
    page = await next
  }
  const until = page.until
  if (full) await finishFullWindow(db, lists, listed, startedAt)
  await markFetched(db, lists, now())
  return { cursor: until, full, received: done }
}
