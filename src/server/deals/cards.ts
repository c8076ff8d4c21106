import type { DealCard, PipelineFilter } from '../../contract/pipeline.ts'
import type { Db } from '../db/db.ts'

/**
 * Cards of the deals `d` matching `where`. The parts are aggregated once per query (hash joins)
 * rather than per row: on 5,000 deals this is several times faster on PGlite.
 */
function cardsSql(where: string): string {
  return `
  WITH f AS (SELECT d.* FROM deals d WHERE ${where}),
  lp AS (SELECT DISTINCT ON (p.deal_id) p.deal_id, p.id, p.proposal_value
           FROM proposals p JOIN f ON f.id = p.deal_id ORDER BY p.deal_id, p.id DESC),
  acc AS (SELECT a.deal_id, json_agg(json_build_object('id', a.user_id, 'text', u.name) ORDER BY a.user_id) AS list
            FROM deal_access a JOIN f ON f.id = a.deal_id JOIN users u ON u.id = a.user_id GROUP BY a.deal_id),
  rm AS (SELECT r.deal_id, json_agg(json_build_object('id', r.user_id, 'text', u.name) ORDER BY r.position, r.user_id) AS list
           FROM deal_rms r JOIN f ON f.id = r.deal_id JOIN users u ON u.id = r.user_id GROUP BY r.deal_id),
  periods AS (SELECT lp.deal_id, count(*)::int AS n
                FROM lp JOIN proposal_invoices pi ON pi.proposal_id = lp.id GROUP BY lp.deal_id),
  st AS (SELECT s.deal_id, max(s.last_updated) AS at
           FROM status_updates s JOIN f ON f.id = s.deal_id GROUP BY s.deal_id)
  SELECT f.id AS "dealId", f.name AS "dealName", f.stage,
         floor(extract(epoch FROM now() - f.created_at) / 86400)::int AS age,
         to_char(f.deal_date, 'YYYY-MM-DD') AS "dealDate", c.company AS "clientName",
         f.client_id AS "clientId", coalesce(lp.proposal_value, 0) AS "proposalValue", f.probability,
         coalesce(acc.list, '[]') AS access, coalesce(rm.list, '[]') AS rms,
         coalesce(periods.n, 0) AS "invoicePeriod",
         to_char(st.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "statusDate", f.state,
         f.version
    FROM f JOIN clients c ON c.id = f.client_id
    LEFT JOIN lp ON lp.deal_id = f.id LEFT JOIN acc ON acc.deal_id = f.id
    LEFT JOIN rm ON rm.deal_id = f.id LEFT JOIN periods ON periods.deal_id = f.id
    LEFT JOIN st ON st.deal_id = f.id
   ORDER BY f.stage, f.deal_date DESC, f.id DESC`
}

/** The deal's current proposal (the latest one). */
export const LATEST_PROPOSAL = `LEFT JOIN LATERAL (
    SELECT id, proposal_value FROM proposals WHERE deal_id = d.id ORDER BY id DESC LIMIT 1
  ) p ON true`

/** The first day of a YYYYMM month, `offset` months later, as YYYY-MM-DD; null for 0. */
export function monthStartDate(yyyymm: number, offset = 0): string | null {
  if (yyyymm === 0) return null
  const date = new Date(Date.UTC(Math.floor(yyyymm / 100), (yyyymm % 100) - 1 + offset, 1))
  return date.toISOString().slice(0, 10)
}

/**
 * The shared deal filter of the pipeline, lost deals and summary: deal date from/to (YYYYMM or
 * 0), tribe (main tribe or a tribe share), segment, RM (an RM share), probabilities ([] = all).
 * Parameters start at `first`; answers the SQL and its parameters.
 */
export function dealFilterSql(
  filter: Omit<PipelineFilter, 'probabilities'> & { probabilities?: number[] },
  first = 1,
): { sql: string; params: unknown[] } {
  const n = (offset: number) => `$${first + offset}`
  const sql = `
    (${n(0)}::date IS NULL OR d.deal_date >= ${n(0)}::date)
    AND (${n(1)}::date IS NULL OR d.deal_date < ${n(1)}::date)
    AND (${n(2)}::int = 0 OR d.tribe_id = ${n(2)}
         OR EXISTS (SELECT 1 FROM deal_tribes t WHERE t.deal_id = d.id AND t.tribe_id = ${n(2)}))
    AND (${n(3)}::int = 0 OR d.segment_id = ${n(3)})
    AND (${n(4)}::int = 0 OR EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = d.id AND r.user_id = ${n(4)}))
    AND (cardinality(${n(5)}::int[]) = 0 OR d.probability = ANY(${n(5)}::int[]))`
  return {
    sql,
    params: [
      monthStartDate(filter.from),
      monthStartDate(filter.to, 1),
      filter.tribe,
      filter.segment,
      filter.rm,
      filter.probabilities ?? [],
    ],
  }
}

/** A list's JSON text and its digest (changes whenever the text does). */
export interface ListText {
  digest: string
  /** Null when the digest is one of those the caller said it holds the text of. */
  text: string | null
  /** Milliseconds until the first of its cards turns a day older (a day when it has none). */
  freshForMs: number
  /** The snapshot the query read, and the change log's epoch and horizon in it (cardListMemo.ts). */
  snapshot: string
  logState: string
}

/**
 * Open deals matching the filter, as cards (a flat array: the client groups by stage), in JSON
 * text ready to send: the cards kept by the database (migration 006_deal_cards.sql) joined in one
 * string with each card's age of today. Parsing and serialising 3,000 cards again would cost as
 * much as reading them. The list's digest is an md5 over each card's digest and age, in order
 * (migration 007): when it is one of `known`, the text is neither built nor moved into the
 * process, which for the 1.2 MB of all open deals cost more than the rest of the call.
 */
export async function listDealCards(
  db: Db,
  filter: PipelineFilter,
  known: readonly string[] = [],
): Promise<ListText> {
  const where = dealFilterSql(filter)
  const order = 'ORDER BY stage, deal_date DESC, id DESC'
  const [answer] = await db.query<Omit<ListText, 'text'> & { cards: string | null }>(
    `WITH listed AS NOT MATERIALIZED (
       SELECT d.stage, d.deal_date, d.id, k.head, k.tail, k.digest,
              d.created_at, floor(extract(epoch FROM now() - d.created_at) / 86400)::int AS age
         FROM deals d JOIN deal_cards k ON k.deal_id = d.id
        WHERE d.state = 'open' AND ${where.sql}),
     digested AS (
       SELECT md5(coalesce(string_agg(digest || ':' || age, ',' ${order}), '')) AS digest,
              extract(epoch FROM min(created_at + (age + 1) * interval '1 day') - now()) * 1000
                AS fresh_ms
         FROM listed)
     SELECT digest, coalesce(fresh_ms, 86400000)::float8 AS "freshForMs",
            pg_current_snapshot()::text AS snapshot,
            (SELECT epoch || ':' || horizon FROM sync_state) AS "logState",
            CASE WHEN digest = ANY($${where.params.length + 1}::text[]) THEN NULL
                 ELSE (SELECT '[' || coalesce(string_agg(head || age || tail, ',' ${order}), '') || ']'
                         FROM listed)
            END AS cards
       FROM digested`,
    [...where.params, known],
  )
  const { cards, ...read } = answer!
  return { ...read, text: cards }
}

/** The cards of these deals (those that exist) whatever their state. */
export async function dealCardsByIds(
  db: Db,
  dealIds: readonly number[],
): Promise<(DealCard & { state: 'open' | 'won' | 'lost' })[]> {
  if (dealIds.length === 0) return []
  return db.query(cardsSql('d.id = ANY($1::int[])'), [dealIds])
}

/** One deal's card whatever its state (the body of a 412 on a deal). */
export async function dealCard(db: Db, dealId: number): Promise<DealCard | undefined> {
  const [card] = await db.query<DealCard>(cardsSql('d.id = $1'), [dealId])
  return card
}
