/**
 * The server's rows the chain model is checked against, read from its database with plain SQL:
 * companies, contacts, deals, visits and proposals (with the rows hanging off them and the
 * journal entries their creates and edits add), the seed's invoice periods, and every reference
 * column that could hold a leaked temp id.
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
