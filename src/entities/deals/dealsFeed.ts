/**
 * The deals' part of the change feed: open and lost cards into the pipeline and Lost Deal lists
 * (each in the server's order), the details of the deals in the user's detail scope with their
 * status updates. A deal with unsettled ops stays in the list its local state puts it in.
 */
import type { ChangesPage, FeedDealCard, TableChanges } from '../../contract/changeFeed.ts'
import type { StatusUpdate } from '../../contract/status.ts'
import { fetchedAtKey } from '../../store/meta.ts'
import type { FeedSection, SectionContext } from '../../sync/feedSection.ts'
import { heldIds, mergeIntoList, putRows, removeUnlisted } from '../../sync/listStore.ts'
import { asRows } from '../../sync/pull.ts'
import { statusListKey } from './dealLists.ts'
import type { Row, SyncDb } from '../../sync/syncDb.ts'
import {
  applyTableChanges,
  keepOnlyListed,
  markListsFetched,
  rowsAndDeletes,
} from '../../sync/tableSection.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'

const PIPELINE = { key: BRIEFCASE_LISTS.pipeline, table: 'deals' as const }
const LOST_DEALS = { key: BRIEFCASE_LISTS.lostDeals, table: 'deals' as const }

const present = (cards: readonly (Row | undefined)[]): Row[] =>
  cards.filter((card): card is Row => card !== undefined)

/** Server order of the pipeline list: stage, then the newest deal date first. */
export function pipelineOrder(cards: readonly (Row | undefined)[]): number[] {
  return present(cards)
    .sort(
      (a, b) =>
        (a.stage as number) - (b.stage as number) ||
        String(b.dealDate).localeCompare(String(a.dealDate)) ||
        (b.dealId as number) - (a.dealId as number),
    )
    .map((card) => card.dealId as number)
}

/** Server order of the Lost Deal list: the newest loss first, then the higher id. */
export function lostOrder(cards: readonly (Row | undefined)[]): number[] {
  const lostAt = (card: Row): string => (typeof card.lostAt === 'string' ? card.lostAt : '')
  return present(cards)
    .sort(
      (a, b) => lostAt(b).localeCompare(lostAt(a)) || (b.dealId as number) - (a.dealId as number),
    )
    .map((card) => card.dealId as number)
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

interface Listed {
  pipeline: Set<number>
  lostDeals: Set<number>
  dealDetails: Set<number>
}

async function applyCards(
  db: SyncDb,
  changes: TableChanges<FeedDealCard>,
  startedAt: number,
  listed: Listed,
): Promise<void> {
  const held = await heldIds(db, 'deals', startedAt)
  await putRows(db, 'deals', asRows(changes.upserts), held)
  const free = changes.upserts.filter((card) => !held.has(card.dealId))
  const open = free.filter((card) => card.state === 'open').map((card) => card.dealId)
  // Newly lost deals join at the top, newest loss first, as the server lists them.
  const lost = lostOrder(asRows(free.filter((card) => card.state === 'lost')))
  for (const card of changes.upserts) {
    if (card.state === 'open') listed.pipeline.add(card.dealId)
    if (card.state === 'lost') listed.lostDeals.add(card.dealId)
  }
  // Joins first: a deal moving from one list to the other is never in neither (and removed).
  await mergeIntoList(db, PIPELINE, open, [], held)
  await mergeIntoList(db, LOST_DEALS, lost, [], held)
  await mergeIntoList(db, PIPELINE, [], [...lost, ...changes.deletes], held)
  await mergeIntoList(db, LOST_DEALS, [], [...open, ...changes.deletes], held)
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

async function applyPage(
  context: SectionContext,
  page: ChangesPage,
  listed: Listed,
): Promise<void> {
  const { db, startedAt } = context
  const { deals, dealDetails } = page
  const empty = (part: TableChanges<unknown>) => part.upserts.length + part.deletes.length === 0
  if (empty(deals) && empty(dealDetails) && page.statusUpdates.length === 0) return
  await applyCards(db, deals, startedAt, listed)
  const details = await applyTableChanges(
    db,
    'dealDetails',
    BRIEFCASE_LISTS.dealDetails,
    asRows(page.dealDetails.upserts),
    page.dealDetails.deletes,
    startedAt,
  )
  for (const id of details) listed.dealDetails.add(id)
  await applyStatusUpdates(db, details, page.statusUpdates, startedAt, context.now())
  await evictDealDetails(db, page.dealDetails.deletes)
}

/** The end of a window that listed the deals whole: each list holds what it listed. */
async function keepListedDeals(context: SectionContext, listed: Listed): Promise<void> {
  const { db, startedAt } = context
  const ordered = (order: typeof pipelineOrder) => async (kept: number[]) =>
    order(await db.table<Row, number>('deals').bulkGet(kept))
  await keepOnlyListed(
    db,
    'deals',
    PIPELINE.key,
    listed.pipeline,
    startedAt,
    ordered(pipelineOrder),
  )
  await keepOnlyListed(db, 'deals', LOST_DEALS.key, listed.lostDeals, startedAt, ordered(lostOrder))
  const gone = await keepOnlyListed(
    db,
    'dealDetails',
    BRIEFCASE_LISTS.dealDetails,
    listed.dealDetails,
    startedAt,
  )
  await evictDealDetails(db, gone)
}

export const dealsFeed: FeedSection = {
  keys: ['deals', 'dealDetails', 'statusUpdates'],
  tables: ['deals', 'dealDetails', 'statusUpdates'],
  // The window counts each deal once: its card (its detail and status updates come with it).
  count: (page) => rowsAndDeletes(page.deals),
  begin(context) {
    const listed: Listed = { pipeline: new Set(), lostDeals: new Set(), dealDetails: new Set() }
    return {
      apply: (page) => applyPage(context, page, listed),
      async finish(whole) {
        if (whole) await keepListedDeals(context, listed)
        const lists = [PIPELINE.key, LOST_DEALS.key, BRIEFCASE_LISTS.dealDetails]
        await markListsFetched(context.db, lists, context.now())
      },
    }
  },
}
