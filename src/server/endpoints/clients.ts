import {
  CLIENT_ROUTES,
  type Client,
  type ClientDetail,
  type ClientList,
  type ClientListRow,
  type ClientSaveRequest,
  type ClientSaveResponse,
  type ClientSearchResult,
  type DeleteClientResponse,
  type RelManager,
  type RelManagerOption,
} from '../../contract/clients.ts'
import { IF_MATCH_HEADER } from '../../contract/common.ts'
import type { Contact } from '../../contract/contacts.ts'
import { ROLE } from '../../domain/permissions.ts'
import { monthStartDate } from '../deals/cards.ts'
import type { Db } from '../db/db.ts'
import { assertSameUser, type Api, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, conflict, notFound } from '../http/errors.ts'
import { requireExisting, requireUsers } from '../http/references.ts'
import { containsPattern, pageOffset } from '../http/search.ts'
import { assertMayDeleteClient } from '../clients/access.ts'

const CLIENT_COLUMNS = `c.id, c.company, coalesce(c.industry_id, 0) AS "industryId",
  coalesce(c.industry_id, 0) AS "crmIndustryId", coalesce(ind.name, '') AS industry,
  coalesce(c.segment_id, 0) AS "segmentId", c.address1, c.address2, c.address3, c.phone, c.fax,
  c.website, c.remarks, c.version`

const REL_MANAGER_COLUMNS = `u.id AS "relManagerId", u.name, coalesce(b.name, '') AS branch,
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

export const CONTACT_COLUMNS = `ct.id, ct.client_id AS "clientId", ct.valid, ct.salutation, ct.name,
  ct.email, ct.phone, ct.department, ct.position, ct.version`

export async function loadClientDetail(
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
    db.query<Contact>(
      `SELECT ${CONTACT_COLUMNS} FROM contacts ct WHERE ct.client_id = $1 ORDER BY ct.name, ct.id`,
      [clientId],
    ),
    db.query<RelManager>(
      `SELECT ${REL_MANAGER_COLUMNS} FROM client_rms cr JOIN users u ON u.id = cr.user_id
         LEFT JOIN branches b ON b.id = u.branch_id LEFT JOIN segments s ON s.id = u.segment_id
        WHERE cr.client_id = $1 ORDER BY u.name, u.id`,
      [clientId],
    ),
  ])
  return { client, contacts, relManagers, version: client.version }
}

/**
 * A client write: locks the row, checks the If-Match version (412 with the client detail) and,
 * for role 5, that the actor is one of the client's relationship managers when `ownersOnly`.
 */
export async function clientForWrite(
  call: Call,
  clientId: number,
  options: { ownersOnly: boolean; ifMatch: boolean },
): Promise<{ company: string; version: number }> {
  const [row] = await call.db.query<{ company: string; version: number }>(
    'SELECT company, version FROM clients WHERE id = $1 FOR UPDATE',
    [clientId],
  )
  if (!row) throw notFound('Client')
  if (options.ownersOnly) await assertMayDeleteClient(call.db, call.actor, clientId)
  if (options.ifMatch) {
    await checkIfMatch(call.header(IF_MATCH_HEADER), row.version, () =>
      loadClientDetail(call.db, clientId),
    )
  }
  return row
}

async function validateClientReferences(db: Db, input: ClientSaveRequest): Promise<void> {
  await requireExisting(db, 'industry', input.industryId)
  if (input.segmentId > 0) await requireExisting(db, 'segment', input.segmentId)
  await requireUsers(db, input.relManagerIds)
}

async function saveClientParts(db: Db, clientId: number, input: ClientSaveRequest): Promise<void> {
  await db.query('DELETE FROM client_rms WHERE client_id = $1', [clientId])
  await db.query(
    'INSERT INTO client_rms (client_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [clientId, [...new Set(input.relManagerIds)]],
  )
  for (const contact of input.contacts) {
    const values = [
      contact.valid,
      contact.salutation,
      contact.name,
      contact.email,
      contact.phone,
      contact.department,
      contact.position,
    ]
    if (contact.id > 0) {
      const updated = await db.query(
        `UPDATE contacts SET valid = $3, salutation = $4, name = $5, email = $6, phone = $7,
                department = $8, position = $9, updated_at = now(), version = version + 1
          WHERE id = $1 AND client_id = $2 RETURNING id`,
        [contact.id, clientId, ...values],
      )
      if (updated.length === 0)
        throw badRequest(`Contact ${contact.id} does not belong to client ${clientId}`)
    } else {
      await db.query(
        `INSERT INTO contacts (client_id, valid, salutation, name, email, phone, department, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [clientId, ...values],
      )
    }
  }
}

const clientValues = (input: ClientSaveRequest) => [
  input.company,
  input.industryId,
  input.segmentId || null,
  input.address1,
  input.address2,
  input.address3,
  input.phone,
  input.fax,
  input.website,
  input.remarks,
]

/** Client search, list, detail, create, update and delete. */
export function registerClientRoutes(api: Api): void {
  api.serve(CLIENT_ROUTES.search, async (call) => {
    const { text: search } = call.input.params
    const rows = await call.db.query<ClientSearchResult>(
      `SELECT company AS text, id FROM clients WHERE company ILIKE $1
        ORDER BY position(lower($2) IN lower(company)), company, id LIMIT 20`,
      [containsPattern(search), search],
    )
    return { body: rows }
  })

  const listClients = async (
    call: Call,
    where: string,
    params: unknown[],
    page: number,
    perPage: number,
  ) => {
    const n = params.length
    const [total] = await call.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM clients c WHERE ${where}`,
      params,
    )
    const [clients, industries, segments, relManagers] = await Promise.all([
      call.db.query<ClientListRow>(
        `${clientListRowsSql(where)} ORDER BY c.company, c.id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, perPage, pageOffset(page, perPage)],
      ),
      call.db.query<{ id: number; industry: string }>(
        'SELECT id, name AS industry FROM industries ORDER BY id',
      ),
      call.db.query<{ id: number; segment: string }>(
        'SELECT id, name AS segment FROM segments ORDER BY id',
      ),
      call.db.query<RelManagerOption>(
        `SELECT u.id, ${REL_MANAGER_COLUMNS} FROM users u
           LEFT JOIN branches b ON b.id = u.branch_id LEFT JOIN segments s ON s.id = u.segment_id
          WHERE u.role_id = $1 AND u.active AND u.deleted_at IS NULL ORDER BY u.name, u.id`,
        [ROLE.rm],
      ),
    ])
    const answer: ClientList = {
      clients,
      industries,
      segments,
      relManagers,
      info: { page, perPage, total: total?.total ?? 0 },
    }
    return { body: answer }
  }

  api.serve(CLIENT_ROUTES.list, async (call) => {
    const q = call.input.params
    return listClients(
      call,
      `($1::int = 0 OR c.industry_id = $1) AND ($2::int = 0 OR c.segment_id = $2)
       AND ($3::int = 0 OR EXISTS (SELECT 1 FROM client_rms cr WHERE cr.client_id = c.id AND cr.user_id = $3))
       AND ($4::text = '' OR c.company ILIKE $5)`,
      [q.industry, q.segment, q.rm, q.search, containsPattern(q.search)],
      q.page,
      q.perPage,
    )
  })

  api.serve(CLIENT_ROUTES.listByPeriod, async (call) => {
    const q = call.input.params
    return listClients(
      call,
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
  })

  api.serve(CLIENT_ROUTES.detail, async (call) => {
    const { clientId } = call.input.params
    const detail = await loadClientDetail(call.db, clientId)
    if (!detail) throw notFound('Client')
    return { body: detail }
  })

  api.serve(CLIENT_ROUTES.create, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (input.contacts.some((contact) => contact.id > 0)) {
      throw badRequest('A new client has no contacts with an id yet')
    }
    await validateClientReferences(call.db, input)
    const [row] = await call.db.query<{ id: number; version: number }>(
      `INSERT INTO clients (company, industry_id, segment_id, address1, address2, address3, phone,
                            fax, website, remarks, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, version`,
      [...clientValues(input), call.actor.id],
    )
    await saveClientParts(call.db, row!.id, input)
    const answer: ClientSaveResponse = { client: { id: row!.id }, version: row!.version }
    return { body: answer }
  })

  api.serve(CLIENT_ROUTES.update, async (call) => {
    const { clientId } = call.input.params
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (input.id !== 0 && input.id !== clientId)
      throw badRequest('id must be the client of the path')
    await clientForWrite(call, clientId, { ownersOnly: false, ifMatch: true })
    await validateClientReferences(call.db, input)
    const [row] = await call.db.query<{ version: number }>(
      `UPDATE clients SET company = $2, industry_id = $3, segment_id = $4, address1 = $5,
              address2 = $6, address3 = $7, phone = $8, fax = $9, website = $10, remarks = $11,
              updated_at = now(), version = version + 1
        WHERE id = $1 RETURNING version`,
      [clientId, ...clientValues(input)],
    )
    await saveClientParts(call.db, clientId, input)
    const answer: ClientSaveResponse = { client: { id: clientId }, version: row!.version }
    return { body: answer }
  })

  api.serve(CLIENT_ROUTES.remove, async (call) => {
    const { clientId } = call.input.params
    const client = await clientForWrite(call, clientId, { ownersOnly: true, ifMatch: true })
    const [usage] = await call.db.query<{ deals: number; invoices: number; visits: number }>(
      `SELECT (SELECT count(*) FROM deals WHERE client_id = $1)::int AS deals,
              (SELECT count(*) FROM invoices WHERE client_id = $1)::int AS invoices,
              (SELECT count(*) FROM visits WHERE client_id = $1)::int AS visits`,
      [clientId],
    )
    if (usage && usage.deals + usage.invoices + usage.visits > 0) {
      throw conflict(
        `${client.company} still has ${usage.deals} deal(s), ${usage.invoices} invoice(s) and ${usage.visits} visit(s)`,
      )
    }
    await call.db.query('DELETE FROM clients WHERE id = $1', [clientId])
    const answer: DeleteClientResponse = { company: client.company }
    return { body: answer }
  })
}
