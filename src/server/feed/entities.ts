import type { Db } from '../db/db.ts'
import { loggedIds, type EntityKind } from './log.ts'
import { ENTITY_ORDER, positionToken, type FeedWindow, type PagePosition } from './window.ts'

/** Every entity of a kind in any user's scope (every user sees every card, client and contact). */
const IN_SCOPE: Record<EntityKind, string> = {
  client: 'SELECT id FROM clients WHERE id > $1 ORDER BY id LIMIT $2',
  contact: 'SELECT id FROM contacts WHERE id > $1 ORDER BY id LIMIT $2',
  deal: `SELECT id FROM deals WHERE state <> 'won' AND id > $1 ORDER BY id LIMIT $2`,
}

async function idsAfter(
  db: Db,
  window: FeedWindow,
  kind: EntityKind,
  afterId: number,
  limit: number,
): Promise<number[]> {
  if (!window.full) return loggedIds(db, kind, window, afterId, limit)
  const rows = await db.query<{ id: number }>(IN_SCOPE[kind], [afterId, limit])
  return rows.map((row) => row.id)
}

/** How many entities the whole window holds (a progress total for the device). */
export async function windowTotal(db: Db, window: FeedWindow): Promise<number> {
  const [row] = window.full
    ? await db.query<{ total: number }>(
        `SELECT ((SELECT count(*) FROM clients) + (SELECT count(*) FROM contacts)
                 + (SELECT count(*) FROM deals WHERE state <> 'won'))::int AS total`,
      )
    : await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (
           SELECT DISTINCT entity, entity_id FROM sync_changes WHERE txid >= $1::xid8 AND txid < $2::xid8
         ) logged`,
        [window.from.toString(), window.to.toString()],
      )
  return row?.total ?? 0
}

export interface PageEntities {
  ids: Record<EntityKind, number[]>
  /** The token of the page's last entity when more follow; null on the window's last page. */
  next: string | null
}

/**
 * The next `limit` entities of the window after `after`, kinds in ENTITY_ORDER and ids ascending:
 * logged ones in an incremental window, every one in scope in a full window.
 */
export async function pageEntities(
  db: Db,
  window: FeedWindow,
  after: PagePosition,
  limit: number,
): Promise<PageEntities> {
  const ids: Record<EntityKind, number[]> = { client: [], contact: [], deal: [] }
  let taken = 0
  let last: PagePosition | null = null
  for (const kind of ENTITY_ORDER.slice(ENTITY_ORDER.indexOf(after.kind))) {
    // One more than fits tells whether another page follows.
    const found = await idsAfter(
      db,
      window,
      kind,
      kind === after.kind ? after.id : 0,
      limit - taken + 1,
    )
    const fits = found.slice(0, limit - taken)
    ids[kind] = fits
    taken += fits.length
    if (fits.length > 0) last = { kind, id: fits[fits.length - 1]! }
    if (found.length > fits.length) return { ids, next: positionToken(last!) }
  }
  return { ids, next: null }
}
