import type { ChangesPage, FeedDealCard } from '../../contract/changeFeed.ts'
import { keepsDealDetailOffline, type Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { dealCardsByIds } from '../deals/cards.ts'
import { loadDealDetails } from '../deals/detail.ts'
import { statusUpdatesOf } from '../endpoints/status.ts'

type DealChanges = Pick<ChangesPage, 'deals' | 'dealDetails' | 'statusUpdates'>

const without = (ids: readonly number[], kept: readonly number[]): number[] => {
  const keep = new Set(kept)
  return ids.filter((id) => !keep.has(id))
}

/**
 * The page's deals as the user sees them now: open and lost deals' cards; details and status
 * updates of the open deals in the user's detail scope. In an incremental window the rest of the
 * ids are deletes (won, deleted, or out of scope); a full window answers no deletes.
 */
export async function dealChanges(
  db: Db,
  actor: Actor,
  dealIds: readonly number[],
  full: boolean,
): Promise<DealChanges> {
  const cards = (await dealCardsByIds(db, dealIds)).filter(
    (card): card is FeedDealCard => card.state !== 'won',
  )
  const detailIds = cards
    .filter((card) => card.state === 'open' && keepsDealDetailOffline(actor, card))
    .map((card) => card.dealId)
  const [details, statusUpdates] = await Promise.all([
    loadDealDetails(db, detailIds),
    statusUpdatesOf(db, detailIds),
  ])
  const cardIds = cards.map((card) => card.dealId)
  const detailed = details.map((detail) => detail.id)
  return {
    deals: { upserts: cards, deletes: full ? [] : without(dealIds, cardIds) },
    dealDetails: { upserts: details, deletes: full ? [] : without(dealIds, detailed) },
    statusUpdates,
  }
}
