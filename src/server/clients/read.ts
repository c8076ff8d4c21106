import type {
  Client,
  ClientDetail,
  ClientSearchResult,
  RelManager,
} from '../../contract/clients.ts'
import type { Db } from '../db/db.ts'
import { containsPattern } from '../http/search.ts'
import { readClientContacts } from '../contacts/read.ts'

const CLIENT_COLUMNS = `c.id, c.company, coalesce(c.industry_id, 0) AS "industryId",
  coalesce(c.industry_id, 0) AS "crmIndustryId", coalesce(ind.name, '') AS industry,
  coalesce(c.segment_id, 0) AS "segmentId", c.address1, c.address2, c.address3, c.phone, c.fax,
  c.website, c.remarks, c.version`

/** A relationship manager u as the client screens show one (branch b, segment s joined). */
export const REL_MANAGER_COLUMNS = `u.id AS "relManagerId", u.name, coalesce(b.name, '') AS branch,
  coalesce(s.name, '') AS segment`

const REL_MANAGERS_JSON = `coalesce((
  SELECT json_agg(json_build_object('relManagerId', u.id, 'name', u.name, 'branch', coalesce(b.name, ''),
                                    'segment', coalesce(s.name, '')) ORDER BY u.name, u.id)
    FROM client_rms cr JOIN users u ON u.id = cr.user_id
    LEFT JOIN branches b ON b.id = u.branch_id LEFT JOIN segments s ON s.id = u.segment_id
   WHERE cr.client_id = c.id), '[]')`

/** address1..3 on one line: the ones not blank, joined with ', '. */
const ADDRESS_LINE = `concat_ws(', ', nullif(btrim(c.address1), ''), nullif(btrim(c.address2), ''),
  nullif(btrim(c.address3), ''))`

/**
 * Rows of the client list (each with its one-line address and relationship managers) of the
 * clients c matching `where`.
 */
export const clientListRowsSql = (where: string): string =>
  `SELECT ${CLIENT_COLUMNS}, ${ADDRESS_LINE} AS address, ${REL_MANAGERS_JSON} AS "relManagers"
     FROM clients c LEFT JOIN industries ind ON ind.id = c.industry_id WHERE ${where}`

/** The client with its contacts and relationship managers; undefined when it does not exist. */
export async function readClientDetail(
  db: Db,
  clientId: number,
): Promise<ClientDetail | undefined> {
  const [client] = await db.query<Client>(
    `SELECT ${CLIENT_COLUMNS} FROM clients c LEFT JOIN industries ind ON ind.id = c.industry_id
      WHERE c.id = $1`,
    [clientId],
  )
  if (!client) return undefined
  const [contacts, relManagers] = await Promise.all([
    readClientContacts(db, clientId),
    db.query<RelManager>(
      `SELECT ${REL_MANAGER_COLUMNS} FROM client_rms cr JOIN users u ON u.id = cr.user_id
         LEFT JOIN branches b ON b.id = u.branch_id LEFT JOIN segments s ON s.id = u.segment_id
        WHERE cr.client_id = $1 ORDER BY u.name, u.id`,
      [clientId],
    ),
  ])
  return { client, contacts, relManagers, version: client.version }
}

/** The client's company name; undefined when it does not exist. */
export async function readClientCompany(db: Db, clientId: number): Promise<string | undefined> {
  const [client] = await db.query<{ company: string }>(
    'SELECT company FROM clients WHERE id = $1',
    [clientId],
  )
  return client?.company
}

/** At most 20 companies whose name holds the text, those holding it earliest first. */
export function searchClients(db: Db, search: string): Promise<ClientSearchResult[]> {
  return db.query<ClientSearchResult>(
    `SELECT company AS text, id FROM clients WHERE company ILIKE $1
      ORDER BY position(lower($2) IN lower(company)), company, id LIMIT 20`,
    [containsPattern(search), search],
  )
}
