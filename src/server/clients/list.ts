import type {
  ClientList,
  ClientListQuery,
  ClientListRow,
  RelManagerOption,
} from '../../contract/clients.ts'
import type { PeriodListQuery } from '../../contract/periodList.ts'
import { ROLE } from '../../domain/permissions.ts'
import { monthStartDate } from '../deals/cards.ts'
import type { Db } from '../db/db.ts'
import { containsPattern, pageOffset } from '../http/search.ts'
import { clientListRowsSql, REL_MANAGER_COLUMNS } from './read.ts'

/** A page of the clients c matching `where`, with the option lists of the list's filters. */
async function listClients(
  db: Db,
  where: string,
  params: unknown[],
  page: number,
  perPage: number,
): Promise<ClientList> {
  const n = params.length
  const [total] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM clients c WHERE ${where}`,
    params,
  )
  const [clients, industries, segments, relManagers] = await Promise.all([
    db.query<ClientListRow>(
      `${clientListRowsSql(where)} ORDER BY c.company, c.id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, perPage, pageOffset(page, perPage)],
    ),
    db.query<{ id: number; industry: string }>(
      'SELECT id, name AS industry FROM industries ORDER BY id',
    ),
    db.query<{ id: number; segment: string }>(
      'SELECT id, name AS segment FROM segments ORDER BY id',
    ),
    db.query<RelManagerOption>(
      `SELECT u.id, ${REL_MANAGER_COLUMNS} FROM users u
         LEFT JOIN branches b ON b.id = u.branch_id LEFT JOIN segments s ON s.id = u.segment_id
        WHERE u.role_id = $1 AND u.active AND u.deleted_at IS NULL ORDER BY u.name, u.id`,
      [ROLE.rm],
    ),
  ])
  return {
    clients,
    industries,
    segments,
    relManagers,
    info: { page, perPage, total: total?.total ?? 0 },
  }
}

/** The client list: by industry, segment, relationship manager and a company search. */
export function readClientList(db: Db, q: ClientListQuery): Promise<ClientList> {
  return listClients(
    db,
    `($1::int = 0 OR c.industry_id = $1) AND ($2::int = 0 OR c.segment_id = $2)
     AND ($3::int = 0 OR EXISTS (SELECT 1 FROM client_rms cr WHERE cr.client_id = c.id AND cr.user_id = $3))
     AND ($4::text = '' OR c.company ILIKE $5)`,
    [q.industry, q.segment, q.rm, q.search, containsPattern(q.search)],
    q.page,
    q.perPage,
  )
}

/** The client list by the month the client was added and an RM's tribe. */
export function readClientListByPeriod(db: Db, q: PeriodListQuery): Promise<ClientList> {
  return listClients(
    db,
    `($1::date IS NULL OR c.created_at >= $1::date) AND ($2::date IS NULL OR c.created_at < $2::date)
     AND ($3::int = 0 OR EXISTS (SELECT 1 FROM client_rms cr JOIN users u ON u.id = cr.user_id
                                  WHERE cr.client_id = c.id AND u.tribe_id = $3))
     AND ($4::int = 0 OR c.segment_id = $4)
     AND ($5::int = 0 OR EXISTS (SELECT 1 FROM client_rms cr WHERE cr.client_id = c.id AND cr.user_id = $5))
     AND ($6::text = '' OR c.company ILIKE $7)`,
    [
      monthStartDate(q.from),
      monthStartDate(q.to, 1),
      q.tribe,
      q.segment,
      q.rm,
      q.search,
      containsPattern(q.search),
    ],
    q.page,
    q.perPage,
  )
}
