import type { Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { PAGED_KINDS, type FeedKind, type PagedKind } from './kind.ts'
import { kindsGiven } from './kinds.ts'
import { loggedIds } from './log.ts'
import { listsWhole, type FeedWindow } from './window.ts'

export interface PagePosition {
  kind: PagedKind
  id: number
}

/** `next` and `after`: the last entity a page answered, as 'deal:123'. */
export const positionToken = (position: PagePosition): string => `${position.kind}:${position.id}`

const POSITION = new RegExp(`^(${PAGED_KINDS.join('|')}):(\\d{1,10})$`)

/** null for a token this server never answered. */
export function parsePosition(token: string | undefined): PagePosition | null {
  if (token === undefined) return { kind: PAGED_KINDS[0], id: 0 }
  const match = POSITION.exec(token)
  return match ? { kind: match[1] as PagedKind, id: Number(match[2]) } : null
}

/** What the window says of one kind: its logged ids, or (listed whole) every id in scope. */
export interface KindWindow {
  kind: FeedKind
  whole: boolean
}

export const kindWindows = (window: FeedWindow, actor: Actor): KindWindow[] =>
  kindsGiven(actor).map((kind) => ({ kind, whole: listsWhole(window, kind.period) }))

async function idsAfter(
  db: Db,
  window: FeedWindow,
  actor: Actor,
  part: KindWindow,
  afterId: number,
  limit: number,
  today: Date,
): Promise<number[]> {
  if (!part.whole) return loggedIds(db, part.kind.name, window, afterId, limit)
  return part.kind.scopeIds(db, actor, afterId, limit, today)
}

/** How many entities the whole window holds (a progress total for the device). */
export async function windowTotal(
  db: Db,
  window: FeedWindow,
  actor: Actor,
  parts: readonly KindWindow[],
  today: Date,
): Promise<number> {
  const logged = parts.filter((part) => !part.whole).map((part) => part.kind.name)
  const [row] =
    logged.length === 0
      ? [{ total: 0 }]
      : await db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM (
             SELECT DISTINCT entity, entity_id FROM sync_changes
              WHERE entity = ANY($3::text[]) AND txid >= $1::xid8 AND txid < $2::xid8
           ) logged`,
          [window.from.toString(), window.to.toString(), logged],
        )
  let total = row?.total ?? 0
  for (const part of parts) {
    if (part.whole) total += await part.kind.scopeCount(db, actor, today)
  }
  return total
}

export interface PageEntities {
  ids: Map<PagedKind, number[]>
  /** The token of the page's last entity when more follow; null on the window's last page. */
  next: string | null
}

/**
 * The next `limit` entities of the window after `after`, kinds in page order and ids ascending:
 * for each kind its logged ids, or every id in scope when the window lists it whole.
 */
export async function pageEntities(
  db: Db,
  window: FeedWindow,
  actor: Actor,
  parts: readonly KindWindow[],
  after: PagePosition,
  limit: number,
  today: Date,
): Promise<PageEntities> {
  const ids = new Map<PagedKind, number[]>()
  const start = PAGED_KINDS.indexOf(after.kind)
  let taken = 0
  let last: PagePosition | null = null
  for (const part of parts) {
    const order = PAGED_KINDS.indexOf(part.kind.name)
    if (order < start) continue
    // One more than fits tells whether another page follows.
    const afterId = part.kind.name === after.kind ? after.id : 0
    const found = await idsAfter(db, window, actor, part, afterId, limit - taken + 1, today)
    const fits = found.slice(0, limit - taken)
    ids.set(part.kind.name, fits)
    taken += fits.length
    if (fits.length > 0) last = { kind: part.kind.name, id: fits[fits.length - 1]! }
    if (found.length > fits.length) return { ids, next: positionToken(last!) }
  }
  return { ids, next: null }
}
