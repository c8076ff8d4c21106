/**
 * The individual visit and proposal lists (/account) and the team proposal list, paged for the
 * lists and whole for the exports: one selection each, so a list and its export always agree.
 */
import type { ProposalRow } from '../../contract/proposals.ts'
import type { VisitRow } from '../../contract/visits.ts'
import type { Db } from '../db/db.ts'
import { containsPattern, pageOffset } from '../http/search.ts'
import { PROPOSAL_DATE, type Period } from './figures.ts'

/** Whose rows, in which period, matching which search ('' for none). */
export interface ListSelection {
  userIds: readonly number[]
  period: Period
  search: string
}

export interface ListPage {
  page: number
  perPage: number
}

const UPDATED = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

const people = (table: string, owner: string, key: string, order = 'u.name, u.id') =>
  `coalesce((SELECT json_agg(json_build_object('id', u.id, 'text', u.name) ORDER BY ${order})
               FROM ${table} x JOIN users u ON u.id = x.user_id WHERE x.${owner} = ${key}), '[]')`

/**
 * A person's visits: recorded by them or naming them among the visit's RMs, dated in the period,
 * the search (case-insensitive) in the company, location, objective, next step or remark.
 * $1 the people, $2 and $3 the period, $4 the search pattern (null: none).
 */
const VISIT_WHERE = `FROM visits v
   LEFT JOIN deals d ON d.id = v.deal_id
   LEFT JOIN clients c ON c.id = coalesce(v.client_id, d.client_id)
  WHERE (v.user_id = ANY($1::int[])
         OR EXISTS (SELECT 1 FROM visit_rms r WHERE r.visit_id = v.id AND r.user_id = ANY($1::int[])))
    AND v.visit_date >= $2::date AND v.visit_date < $3::date
    AND ($4::text IS NULL OR c.company ILIKE $4 OR v.location ILIKE $4 OR v.objective ILIKE $4
         OR v.next_step ILIKE $4 OR v.remark ILIKE $4)`

const selectionParams = (selection: ListSelection) => [
  selection.userIds,
  selection.period.from,
  selection.period.until,
  selection.search === '' ? null : containsPattern(selection.search),
]

/** Newest visit date first; `no` counts from 1 across pages. */
export async function readVisitRows(
  db: Db,
  selection: ListSelection,
  page?: ListPage,
): Promise<{ rows: VisitRow[]; total: number }> {
  const params = selectionParams(selection)
  const offset = page ? pageOffset(page.page, page.perPage) : 0
  const rows = await db.query<Omit<VisitRow, 'no'>>(
    `SELECT v.id AS "visitId", coalesce(v.deal_id, 0) AS "dealId", coalesce(c.company, '') AS company,
            coalesce(c.id, 0) AS "companyId", to_char(v.visit_date, 'YYYY-MM-DD') AS "visitDate",
            v.location, v.objective, v.next_step AS "nextStep", v.remark AS remarks,
            coalesce((SELECT json_agg(json_build_object('id', ct.id, 'text', ct.name) ORDER BY ct.name, ct.id)
                        FROM visit_contacts x JOIN contacts ct ON ct.id = x.contact_id
                       WHERE x.visit_id = v.id), '[]') AS contacts,
            ${people('visit_rms', 'visit_id', 'v.id')} AS rms,
            ${people('visit_consultants', 'visit_id', 'v.id')} AS cons,
            ${UPDATED('v.updated_at')} AS "lastUpdated"
       ${VISIT_WHERE}
      ORDER BY v.visit_date DESC, v.id DESC
      ${page ? 'LIMIT $5 OFFSET $6' : ''}`,
    page ? [...params, page.perPage, offset] : params,
  )
  const total =
    page && (rows.length === page.perPage || (rows.length === 0 && offset > 0))
      ? await count(db, `SELECT count(*) ${VISIT_WHERE}`, params)
      : offset + rows.length
  return { rows: rows.map((row, index) => ({ ...row, no: offset + index + 1 })), total }
}

/**
 * A person's proposals: on deals naming them among the RMs, or sent by them; dated (sent date,
 * else creation date) in the period; the search (case-insensitive) in the proposal's deal name
 * or client. $1 the people, $2 and $3 the period, $4 the search pattern (null: none).
 */
const PROPOSAL_WHERE = `FROM proposals p
   JOIN deals d ON d.id = p.deal_id
   JOIN clients c ON c.id = d.client_id
   LEFT JOIN proposal_types pt ON pt.id = p.type_id
   LEFT JOIN users sb ON sb.id = p.sent_by_id
   LEFT JOIN segments s ON s.id = d.segment_id
  WHERE (p.sent_by_id = ANY($1::int[])
         OR EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = p.deal_id AND r.user_id = ANY($1::int[])))
    AND ${PROPOSAL_DATE} >= $2::date AND ${PROPOSAL_DATE} < $3::date
    AND ($4::text IS NULL OR d.name ILIKE $4 OR c.company ILIKE $4)`

/**
 * Newest proposal date first (then newest proposal). The page's proposals are picked first, then
 * their receivers, invoices and RMs are gathered for all of them at once: one pass over each table
 * instead of three lookups per proposal (a year's team export at 50,000 deals has 5,000 of them).
 */
export async function readProposalRows(
  db: Db,
  selection: ListSelection,
  page?: ListPage,
): Promise<{ rows: ProposalRow[]; total: number }> {
  const params = selectionParams(selection)
  const offset = page ? pageOffset(page.page, page.perPage) : 0
  const rows = await db.query<ProposalRow>(
    `WITH picked AS MATERIALIZED (
       SELECT p.id, p.deal_id, d.name, c.id AS client_id, c.company, p.type_id, pt.name AS type_name,
              sb.name AS sent_by, p.sent_by_id, p.sent_date, p.filename, p.proposal_value,
              p.updated_at, s.id AS segment_id, s.name AS segment_name, ${PROPOSAL_DATE} AS dated
       ${PROPOSAL_WHERE}
       ORDER BY dated DESC, p.id DESC
       ${page ? 'LIMIT $5 OFFSET $6' : ''}
     ),
     receivers AS (
       SELECT x.proposal_id, json_agg(json_build_object('id', ct.id, 'text', ct.name) ORDER BY ct.name, ct.id) AS list
         FROM proposal_contacts x JOIN contacts ct ON ct.id = x.contact_id
        WHERE x.proposal_id IN (SELECT id FROM picked)
        GROUP BY x.proposal_id
     ),
     invoices AS (
       SELECT pi.proposal_id,
              json_agg(json_build_object('id', pi.id, 'invoiceDate', to_char(pi.invoice_date, 'YYYY-MM-DD'),
                                         'invoiceAmount', pi.amount, 'remarks', pi.remarks)
                       ORDER BY pi.invoice_date, pi.position, pi.id) AS list
         FROM proposal_invoices pi
        WHERE pi.proposal_id IN (SELECT id FROM picked)
        GROUP BY pi.proposal_id
     ),
     rms AS (
       SELECT x.deal_id, json_agg(json_build_object('id', u.id, 'text', u.name) ORDER BY x.position, u.id) AS list
         FROM deal_rms x JOIN users u ON u.id = x.user_id
        WHERE x.deal_id IN (SELECT deal_id FROM picked)
        GROUP BY x.deal_id
     )
     SELECT k.id, k.deal_id AS "dealId", k.name, json_build_object('id', k.client_id, 'text', k.company) AS client,
            json_build_object('id', coalesce(k.type_id, 0), 'text', coalesce(k.type_name, '')) AS type,
            coalesce(k.sent_by, '') AS "sentBy", coalesce(k.sent_by_id, 0) AS "sentById",
            coalesce(to_char(k.sent_date, 'YYYY-MM-DD'), '') AS "sentDate",
            coalesce(receivers.list, '[]') AS "receiverClients",
            k.filename, k.proposal_value AS "proposalValue",
            coalesce(invoices.list, '[]') AS invoices,
            ${UPDATED('k.updated_at')} AS "lastUpdated",
            coalesce(rms.list, '[]') AS rms,
            CASE WHEN k.segment_id IS NULL THEN '[]'::json
                 ELSE json_build_array(json_build_object('id', k.segment_id, 'text', k.segment_name)) END AS segments
       FROM picked k
       LEFT JOIN receivers ON receivers.proposal_id = k.id
       LEFT JOIN invoices ON invoices.proposal_id = k.id
       LEFT JOIN rms ON rms.deal_id = k.deal_id
      ORDER BY k.dated DESC, k.id DESC`,
    page ? [...params, page.perPage, offset] : params,
  )
  const total =
    page && (rows.length === page.perPage || (rows.length === 0 && offset > 0))
      ? await count(db, `SELECT count(*) ${PROPOSAL_WHERE}`, params)
      : offset + rows.length
  return { rows, total }
}

async function count(db: Db, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(sql, params)
  return Number(row?.count ?? 0)
}

/** The people of the teams a user leads or mentors (leaders, mentors and members), by id. */
export async function teamPeopleOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT DISTINCT x.id FROM teams t
       CROSS JOIN LATERAL (SELECT t.leader_id AS id UNION SELECT t.mentor_id
                           UNION SELECT m.user_id FROM team_members m WHERE m.team_id = t.id) x
      WHERE $1 IN (t.leader_id, t.mentor_id) AND x.id IS NOT NULL
      ORDER BY x.id`,
    [userId],
  )
  return rows.map((row) => row.id)
}
