import type { ChangesPage } from '../../contract/changeFeed.ts'
import type { ClientListRow } from '../../contract/clients.ts'
import type { ContactListRow } from '../../contract/contacts.ts'
import type { Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { clientListRowsSql } from '../endpoints/clients.ts'
import { contactListRowsSql } from '../endpoints/contacts.ts'
import { dealChanges } from './deals.ts'
import { pageEntities, windowTotal } from './entities.ts'
import { readLogState } from './log.ts'
import { parsePosition, resolveWindow } from './window.ts'

export interface PageQuery {
  since: string
  until: string | undefined
  after: string | undefined
  limit: number
}

async function rowsById<T extends { id: number }>(
  db: Db,
  sql: string,
  ids: readonly number[],
  full: boolean,
): Promise<{ upserts: T[]; deletes: number[] }> {
  const upserts = ids.length === 0 ? [] : await db.query<T>(sql, [ids])
  if (full) return { upserts, deletes: [] }
  const found = new Set(upserts.map((row) => row.id))
  return { upserts, deletes: ids.filter((id) => !found.has(id)) }
}

/**
 * One page of the change feed (contract/changeFeed.ts). It reads in one read-only snapshot, so
 * the page is consistent with the database at one moment; the window's end is that snapshot's
 * xmin when the page is its first.
 */
export async function changesPage(db: Db, actor: Actor, query: PageQuery): Promise<ChangesPage> {
  const after = parsePosition(query.after)
  return db.tx(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const window = resolveWindow(query, await readLogState(tx))
    const { ids, next } = await pageEntities(tx, window, after, query.limit)
    const [total, clients, contacts, deals] = await Promise.all([
      windowTotal(tx, window),
      rowsById<ClientListRow>(
        tx,
        clientListRowsSql('c.id = ANY($1::int[])'),
        ids.client,
        window.full,
      ),
      rowsById<ContactListRow>(
        tx,
        contactListRowsSql('ct.id = ANY($1::int[])'),
        ids.contact,
        window.full,
      ),
      dealChanges(tx, actor, ids.deal, window.full),
    ])
    return { until: window.until, next, full: window.full, total, ...deals, clients, contacts }
  })
}
