/**
 * The server's rows the chain model is checked against, read from its database with plain SQL:
 * companies, contacts, deals, visits and proposals (with the rows hanging off them and the
 * journal entries their creates and edits add), the seed's invoice periods, invoices, teams and
 * RMs; deal documents, targets and people (readMore); and every reference column that could hold
 * a leaked temp id.
 */
import type { Db } from '../../../src/server/db/db.ts'

export type Facts = Record<string, unknown> & { id: number; version: number }

const ids = (sql: string) => `coalesce((${sql}), '{}')`

const QUERIES = {
  clients: `SELECT c.id, c.company, coalesce(c.industry_id, 0) AS "industryId",
      coalesce(c.segment_id, 0) AS "segmentId", c.phone, c.address1, c.address3, c.remarks,
      c.version, ${ids('SELECT array_agg(user_id ORDER BY user_id) FROM client_rms WHERE client_id = c.id')} AS rms
    FROM clients c`,
  contacts: `SELECT id, client_id AS "clientId", name, email, phone, department, position,
      salutation, valid, version FROM contacts`,
  deals: `SELECT d.id, d.name, d.client_id AS "clientId", coalesce(d.contact_id, 0) AS "contactId",
      to_char(d.deal_date, 'YYYY-MM-DD') AS "dealDate", d.stage, d.probability,
      coalesce(d.segment_id, 0) AS "segmentId", coalesce(d.branch_id, 0) AS "branchId",
      coalesce(d.pic_id, 0) AS "picId", coalesce(d.tribe_id, 0) AS "tribeId", d.version,
      ${ids('SELECT array_agg(user_id ORDER BY position, user_id) FROM deal_rms WHERE deal_id = d.id')} AS rms,
      ${ids('SELECT array_agg(tribe_id ORDER BY position, tribe_id) FROM deal_tribes WHERE deal_id = d.id')} AS tribes,
      ${ids('SELECT array_agg(contact_id ORDER BY contact_id) FROM deal_members WHERE deal_id = d.id')} AS members,
      ${ids('SELECT array_agg(user_id ORDER BY user_id) FROM deal_consultants WHERE deal_id = d.id')} AS consultants,
      (SELECT count(*)::int FROM deal_journal j WHERE j.deal_id = d.id AND j.type = 'created') AS "createdEntries"
    FROM deals d`,
  visits: `SELECT v.id, coalesce(v.deal_id, 0) AS "dealId", coalesce(v.client_id, 0) AS "clientId",
      to_char(v.visit_date, 'YYYY-MM-DD') AS "visitDate", v.start_time AS "startTime",
      v.end_time AS "endTime", v.location, v.objective, v.next_step AS "nextStep", v.remark, v.version,
      ${ids('SELECT array_agg(contact_id ORDER BY contact_id) FROM visit_contacts WHERE visit_id = v.id')} AS contacts,
      ${ids('SELECT array_agg(user_id ORDER BY user_id) FROM visit_rms WHERE visit_id = v.id')} AS rms,
      ${ids('SELECT array_agg(tribe_id ORDER BY tribe_id) FROM visit_tribes WHERE visit_id = v.id')} AS tribes,
      (SELECT count(*)::int FROM deal_journal j
        WHERE j.type = 'meeting' AND j.info->>'visitId' = v.id::text) AS "meetingEntries"
    FROM visits v`,
  proposals: `SELECT p.id, p.deal_id AS "dealId", coalesce(p.type_id, 0) AS "typeId",
      coalesce(p.sent_by_id, 0) AS "sentById", to_char(p.sent_date, 'YYYY-MM-DD') AS "sentDate",
      p.proposal_value::float8 AS "proposalValue", p.version,
      ${ids('SELECT array_agg(contact_id ORDER BY contact_id) FROM proposal_contacts WHERE proposal_id = p.id')} AS contacts,
      ${ids(`SELECT array_agg(to_char(invoice_date, 'YYYY-MM-DD') || '|' || amount || '|' || remarks
                ORDER BY to_char(invoice_date, 'YYYY-MM-DD') || '|' || amount || '|' || remarks)
               FROM proposal_invoices WHERE proposal_id = p.id`)} AS invoices,
      (SELECT count(*)::int FROM deal_journal j WHERE j.type = 'prop' AND j.header1 = 'Proposal sent'
          AND j.info->>'proposalId' = p.id::text) AS "sentEntries",
      (SELECT count(*)::int FROM deal_journal j WHERE j.type = 'prop' AND j.header1 = 'Proposal updated'
          AND j.info->>'proposalId' = p.id::text) AS "updatedEntries"
    FROM proposals p`,
  projectionItems: `SELECT id, to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
      amount::float8 AS amount, remarks, version FROM proposal_invoices`,
  invoices: `SELECT i.id, i.deal_name AS "dealName", coalesce(i.deal_id, 0) AS "dealId",
      coalesce(i.client_id, 0) AS "clientId", coalesce(i.contact_id, 0) AS "contactId",
      to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.amount::float8 AS amount, i.remarks,
      coalesce(i.branch_id, 0) AS "branchId", coalesce(i.pic_id, 0) AS "picId", i.status, i.version,
      ${ids('SELECT array_agg(user_id ORDER BY user_id) FROM invoice_rms WHERE invoice_id = i.id')} AS rms,
      ${ids('SELECT array_agg(tribe_id ORDER BY tribe_id) FROM invoice_tribes WHERE invoice_id = i.id')} AS tribes
    FROM invoices i`,
  teams: `SELECT t.id, t.name, coalesce(t.leader_id, 0) AS "leaderId",
      coalesce(t.mentor_id, 0) AS "mentorId", t.version,
      ${ids('SELECT array_agg(user_id ORDER BY user_id) FROM team_members WHERE team_id = t.id')} AS members
    FROM teams t`,
  /** Active RMs only: a deleted RM's row stays, inactive. */
  rms: `SELECT u.id, u.name, u.nik, u.email, u.phone, u.address, u.job_title AS "jobTitle",
      coalesce(u.segment_id, 0) AS "segmentId", coalesce(u.branch_id, 0) AS "branchId", u.version
    FROM users u WHERE u.role_id = 5 AND u.active AND u.deleted_at IS NULL`,
} as const

export type ServerTable = keyof typeof QUERIES

export type ServerRows = Record<ServerTable, Map<number, Facts>>

export async function readRows(db: Db): Promise<ServerRows> {
  const read = async (sql: string) =>
    new Map((await db.query<Facts>(sql)).map((row) => [row.id, row]))
  return {
    clients: await read(QUERIES.clients),
    contacts: await read(QUERIES.contacts),
    deals: await read(QUERIES.deals),
    visits: await read(QUERIES.visits),
    proposals: await read(QUERIES.proposals),
    projectionItems: await read(QUERIES.projectionItems),
    invoices: await read(QUERIES.invoices),
    teams: await read(QUERIES.teams),
    rms: await read(QUERIES.rms),
  }
}

/** What the server holds beyond the tagged rows: deal documents, targets and people. */
export interface MoreRows {
  /** `dealId|documentType|filename`, one per stored document. */
  documents: string[]
  /** By `type:unitId:year`: status, version and the months as `month|kind|amount`. */
  targets: Map<string, { status: string; version: number; items: string[] }>
  /** Every user by id, with the fields a profile save writes. */
  users: Map<number, Facts>
}

export const targetRowKey = (type: string, unitId: number, year: number): string =>
  `${type}:${unitId}:${year}`

export async function readMore(db: Db): Promise<MoreRows> {
  const documents = await db.query<{ entry: string }>(
    `SELECT deal_id || '|' || document_type || '|' || filename AS entry FROM documents`,
  )
  const targets = await db.query<{
    type: string
    unitId: number
    year: number
    status: string
    version: number
    items: string[]
  }>(
    `SELECT t.type, t.subject_id AS "unitId", t.year, t.status, t.version,
        ${ids(`SELECT array_agg(month || '|' || target_type || '|' || amount ORDER BY month, target_type)
                 FROM target_items WHERE target_id = t.id`)} AS items
      FROM targets t`,
  )
  const users = await db.query<Facts>(
    `SELECT id, name, nik, email, phone, address, job_title AS "jobTitle",
        coalesce(segment_id, 0) AS "segmentId", coalesce(branch_id, 0) AS "branchId", version
      FROM users`,
  )
  return {
    documents: documents.map((row) => row.entry),
    targets: new Map(
      targets.map(({ type, unitId, year, ...target }) => [
        targetRowKey(type, unitId, year),
        target,
      ]),
    ),
    users: new Map(users.map((row) => [row.id, row])),
  }
}

const REFERENCES = [
  ['contacts', 'client_id'],
  ['client_rms', 'client_id'],
  ['deals', 'client_id'],
  ['deals', 'contact_id'],
  ['deal_members', 'contact_id'],
  ['deal_rms', 'deal_id'],
  ['deal_access', 'deal_id'],
  ['deal_journal', 'deal_id'],
  ['visits', 'deal_id'],
  ['visits', 'client_id'],
  ['visit_contacts', 'contact_id'],
  ['proposals', 'deal_id'],
  ['proposal_contacts', 'contact_id'],
  ['proposal_invoices', 'proposal_id'],
  ['invoices', 'client_id'],
  ['invoices', 'contact_id'],
  ['documents', 'deal_id'],
  ['team_members', 'user_id'],
] as const

/** Reference columns holding a negative (temporary) id: none may. */
export async function negativeReferences(db: Db): Promise<string[]> {
  const found: string[] = []
  for (const [table, column] of REFERENCES) {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE ${column} < 0`,
    )
    if (row && row.count > 0) found.push(`${table}.${column}: ${row.count} negative`)
  }
  return found
}
