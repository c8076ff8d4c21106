import type { ChangesPage, FeedDealCard } from '../../../contract/changeFeed.ts'
import {
  dealChangedAt,
  detailKeptSince,
  keepsDealDetailOffline,
} from '../../../domain/detailScope.ts'
import { ROLE, type Actor } from '../../../domain/permissions.ts'
import type { Db } from '../../db/db.ts'
import type { ContactListRow } from '../../../contract/contacts.ts'
import { contactListRowsSql } from '../../contacts/read.ts'
import { dealCardsByIds } from '../../deals/cards.ts'
import { loadDealDetails } from '../../deals/detail.ts'
import { statusUpdatesOf } from '../../status/read.ts'
import { without, type FeedKind } from '../kind.ts'

type DealChanges = Pick<ChangesPage, 'deals' | 'dealDetails' | 'statusUpdates' | 'contacts'>

/** When each of these deals that is lost was lost (the Lost Deal list's order key). */
async function lostTimes(db: Db, dealIds: readonly number[]): Promise<Map<number, string | null>> {
  const rows = await db.query<{ id: number; at: string | null }>(
    `SELECT id, to_char(state_changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
       FROM deals WHERE id = ANY($1::int[]) AND state = 'lost'`,
    [dealIds],
  )
  return new Map(rows.map((row) => [row.id, row.at]))
}

/** When each of these deals last changed (every change to a deal moves its updated_at). */
async function updatedTimes(db: Db, dealIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; at: string }>(
    `SELECT id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM deals WHERE id = ANY($1::int[])`,
    [dealIds],
  )
  return new Map(rows.map((row) => [row.id, row.at]))
}

/** The open deals whose details the user's devices keep (domain/detailScope.ts). */
async function keptDetailIds(
  db: Db,
  actor: Actor,
  open: readonly FeedDealCard[],
): Promise<number[]> {
  const since = detailKeptSince(new Date())
  const updated =
    actor.roleId === ROLE.rm
      ? new Map<number, string>()
      : await updatedTimes(
          db,
          open.map((card) => card.dealId),
        )
  return open
    .filter((card) => {
      const marks = { updatedAt: updated.get(card.dealId), dealDate: card.dealDate, history: [] }
      return keepsDealDetailOffline(actor, card, dealChangedAt(marks, card.statusDate), since)
    })
    .map((card) => card.dealId)
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
  const [all, lostAt] = await Promise.all([dealCardsByIds(db, dealIds), lostTimes(db, dealIds)])
  const cards = all
    .filter((card) => card.state !== 'won')
    .map((card): FeedDealCard => ({ ...card, lostAt: lostAt.get(card.dealId) ?? null }))
  const detailIds = await keptDetailIds(
    db,
    actor,
    cards.filter((card) => card.state === 'open'),
  )
  const [details, statusUpdates] = await Promise.all([
    loadDealDetails(db, detailIds),
    statusUpdatesOf(db, detailIds),
  ])
  const detailed = details.map((detail) => detail.id)
  const cardIds = cards.map((card) => card.dealId)
  const clientIds = [...new Set(details.map((detail) => detail.clientCompany.id))]
  const contacts =
    clientIds.length === 0
      ? []
      : await db.query<ContactListRow>(
          `${contactListRowsSql('ct.client_id = ANY($1::int[])')} ORDER BY ct.id`,
          [clientIds],
        )
  return {
    deals: { upserts: cards, deletes: full ? [] : without(dealIds, cardIds) },
    dealDetails: { upserts: details, deletes: full ? [] : without(dealIds, detailed) },
    statusUpdates,
    contacts: { upserts: contacts, deletes: [] },
  }
}

/**
 * Open and lost deals' cards (every user sees every card); the details of those in detail scope,
 * with every contact of their clients (a device keeps the contacts of the companies whose deals it
 * keeps in full: they come with the deal, so a deal entering the scope brings them).
 */
export const dealKind: FeedKind = {
  name: 'deal',
  sections: ['deals', 'dealDetails', 'statusUpdates', 'contacts'],
  given: () => true,
  async scopeIds(db, _actor, afterId, limit) {
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM deals WHERE state <> 'won' AND id > $1 ORDER BY id LIMIT $2`,
      [afterId, limit],
    )
    return rows.map((row) => row.id)
  },
  async scopeCount(db) {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM deals WHERE state <> 'won'`,
    )
    return row?.total ?? 0
  },
  changes: (db, actor, ids, whole) => dealChanges(db, actor, ids, whole),
}
