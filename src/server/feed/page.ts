import type { ChangesPage } from '../../contract/changeFeed.ts'
import type { Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { badRequest } from '../http/errors.ts'
import { kindWindows, pageEntities, parsePosition, windowTotal } from './entities.ts'
import { joinChanges } from './kind.ts'
import { readLogState } from './log.ts'
import { windowMarkers } from './markers.ts'
import { resolveWindow } from './window.ts'

export interface PageQuery {
  since: string
  until: string | undefined
  after: string | undefined
  limit: number
}

/**
 * One page of the change feed (contract/changeFeed.ts). It reads in one read-only snapshot, so
 * the page is consistent with the database at one moment; the window's end is that snapshot's
 * xmin when the page is its first.
 */
export async function changesPage(
  db: Db,
  actor: Actor,
  query: PageQuery,
  today: Date = new Date(),
): Promise<ChangesPage> {
  const after = parsePosition(query.after)
  if (!after) throw badRequest('after must be a next this server answered')
  return db.tx(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const window = resolveWindow(query, await readLogState(tx), actor.roleId, today)
    const parts = kindWindows(window, actor)
    const { ids, next } = await pageEntities(tx, window, actor, parts, after, query.limit, today)
    const [total, changes, markers] = await Promise.all([
      windowTotal(tx, window, actor, parts, today),
      Promise.all(
        parts.map((part) =>
          part.kind.changes(tx, actor, ids.get(part.kind.name) ?? [], part.whole, today),
        ),
      ),
      next === null ? windowMarkers(tx, window) : undefined,
    ])
    const empty = { upserts: [], deletes: [] }
    return {
      until: window.until,
      next,
      full: window.full,
      total,
      deals: empty,
      dealDetails: empty,
      statusUpdates: [],
      clients: empty,
      contacts: empty,
      ...joinChanges(changes),
      ...markers,
    }
  })
}
