/**
 * The deal details of the briefcase without a change feed: the specification has only one call
 * per deal (GET /Pipeline/detail/{id} and its status list), so they are fetched a few at a time
 * and stored in batches. A detail whose version equals its card's is not fetched again; details
 * that left the user's scope are evicted.
 */
import { ALL_DEALS } from '../../contract/pipeline.ts'
import { pathOf } from '../../contract/route.ts'
import { STATUS_ROUTES } from '../../contract/status.ts'
import { dealChangedAt, detailKeptSince, keepsDealDetailOffline } from '../../domain/detailScope.ts'
import type { CrmDb } from '../db.ts'
import type { FillContext } from '../../sync/briefcase.ts'
import { evictDealDetails } from './dealsFeed.ts'
import {
  heldIds,
  listTables,
  mergeIntoList,
  putDerivedRows,
  putRows,
  replaceList,
} from '../../sync/listStore.ts'
import { asRows, getBodyOrNull, readAnswer } from '../../sync/pull.ts'
import { pipelineListKey, statusListKey } from './dealLists.ts'
import { CALLS_AT_ONCE, mapPooled } from '../../sync/pool.ts'
import type { Row } from '../../sync/syncDb.ts'
import { cardsFromDetails, dealDetailPull } from './dealDetailPull.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'

const BATCH = 20

interface Fetched {
  detail: Row
  statusUpdates: Row[]
}

/** The deal's detail and status updates; null when the deal is gone since the list was pulled. */
async function fetchDeal(context: FillContext<CrmDb>, dealId: number): Promise<Fetched | null> {
  const pull = dealDetailPull(dealId)
  const get = (path: string) => getBodyOrNull(context.transport, path)
  const [detail, statuses] = await Promise.all([
    get(pull.path),
    get(pathOf(STATUS_ROUTES.list, { dealId })),
  ])
  if (detail === null) return null
  const statusUpdates = statuses === null ? [] : asRows(readAnswer(STATUS_ROUTES.list, statuses))
  return { detail: pull.rows(detail)[0]!, statusUpdates }
}

async function storeBatch(
  db: CrmDb,
  fetched: readonly Fetched[],
  startedAt: number,
  fetchedAt: number,
): Promise<void> {
  const tables = listTables(db, 'dealDetails', 'statusUpdates', 'deals')
  await db.transaction('rw', tables, async () => {
    const held = await heldIds(db, 'dealDetails', startedAt)
    const details = fetched.map((each) => each.detail)
    await putRows(db, 'dealDetails', details, held)
    await putDerivedRows(db, cardsFromDetails, details, startedAt)
    const ids = details.map((detail) => detail.id as number)
    await mergeIntoList(
      db,
      { key: BRIEFCASE_LISTS.dealDetails, table: 'dealDetails' },
      ids,
      [],
      held,
    )
    for (const each of fetched) {
      const dealId = each.detail.id as number
      await replaceList(
        db,
        { key: statusListKey(dealId), table: 'statusUpdates' },
        each.statusUpdates,
        startedAt,
        fetchedAt,
      )
    }
  })
}

export async function fillDealDetails(context: FillContext<CrmDb>): Promise<void> {
  const { db, user } = context
  const startedAt = Date.now()
  const listed = (await db.syncLists.get(pipelineListKey(ALL_DEALS)))?.ids ?? []
  const cards = (await db.deals.bulkGet(listed)).filter((card) => card !== undefined)
  const held = await db.dealDetails.bulkGet(cards.map((card) => card.dealId))
  const since = detailKeptSince(new Date())
  // A deal whose detail is held at another version changed since it was fetched: as good as now.
  const changedAt = (card: (typeof cards)[number], index: number): string => {
    const detail = held[index]
    if (detail && detail.version !== card.version) return new Date().toISOString()
    return dealChangedAt(
      { updatedAt: detail?.updatedAt, dealDate: card.dealDate, history: detail?.history ?? [] },
      card.statusDate,
    )
  }
  const kept = cards
    .map((card, index) => ({ card, detail: held[index] }))
    .filter(({ card }, index) => keepsDealDetailOffline(user, card, changedAt(card, index), since))
  const scope = kept.map(({ card }) => card)
  const inScope = new Set(scope.map((card) => card.dealId))
  const stale = kept
    .filter(({ card, detail }) => detail?.version !== card.version)
    .map(({ card }) => card.dealId)
  const staleSet = new Set(stale)

  const previous = (await db.syncLists.get(BRIEFCASE_LISTS.dealDetails))?.ids ?? []
  const leaving = previous.filter((id) => !inScope.has(id))
  await db.transaction('rw', listTables(db, 'dealDetails', 'statusUpdates'), async () => {
    const held = await heldIds(db, 'dealDetails', startedAt)
    await mergeIntoList(
      db,
      { key: BRIEFCASE_LISTS.dealDetails, table: 'dealDetails' },
      scope.map((card) => card.dealId).filter((id) => !staleSet.has(id)),
      leaving,
      held,
    )
    await evictDealDetails(db, leaving)
  })

  let done = 0
  context.progress(done, stale.length)
  for (let start = 0; start < stale.length; start += BATCH) {
    const batch = stale.slice(start, start + BATCH)
    const answers = await mapPooled(batch, CALLS_AT_ONCE, (dealId) => fetchDeal(context, dealId))
    const fetched = answers.filter((answer): answer is Fetched => answer !== null)
    await storeBatch(db, fetched, startedAt, Date.now())
    done += batch.length
    context.progress(done, stale.length)
  }
}
