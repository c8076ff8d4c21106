import type { ClientListRow } from '../../../contract/clients.ts'
import type { ContactListRow } from '../../../contract/contacts.ts'
import type { Db } from '../../db/db.ts'
import { clientListRowsSql } from '../../clients/read.ts'
import { contactListRowsSql } from '../../contacts/read.ts'
import { without, type FeedKind } from '../kind.ts'

async function rowsById<T extends { id: number }>(
  db: Db,
  sql: string,
  ids: readonly number[],
  whole: boolean,
): Promise<{ upserts: T[]; deletes: number[] }> {
  const upserts = ids.length === 0 ? [] : await db.query<T>(sql, [ids])
  return {
    upserts,
    deletes: whole
      ? []
      : without(
          ids,
          upserts.map((row) => row.id),
        ),
  }
}

async function idsAfter(db: Db, table: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  )
  return rows.map((row) => row.id)
}

async function count(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table}`)
  return row?.total ?? 0
}

/** Every client company (every user sees every company). */
export const clientKind: FeedKind = {
  name: 'client',
  sections: ['clients'],
  given: () => true,
  scopeIds: (db, _actor, afterId, limit) => idsAfter(db, 'clients', afterId, limit),
  scopeCount: (db) => count(db, 'clients'),
  changes: async (db, _actor, ids, whole) => ({
    clients: await rowsById<ClientListRow>(
      db,
      clientListRowsSql('c.id = ANY($1::int[])'),
      ids,
      whole,
    ),
  }),
}

/**
 * Contacts as they change, whoever's (every user sees every contact; a device drops those of
 * companies whose deals it does not keep in full). A whole listing lists none of its own: the
 * contacts a device keeps come with their deals' details (kinds/deals.ts).
 */
export const contactKind: FeedKind = {
  name: 'contact',
  sections: ['contacts'],
  given: () => true,
  scopeIds: async () => [],
  scopeCount: async () => 0,
  changes: async (db, _actor, ids, whole) => ({
    contacts: await rowsById<ContactListRow>(
      db,
      contactListRowsSql('ct.id = ANY($1::int[])'),
      ids,
      whole,
    ),
  }),
}
