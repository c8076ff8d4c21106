import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { ProjectionItem, SummaryBandAmount, SummaryParams } from '../../contract/projection.ts'
import type { Db } from '../db/db.ts'
import { dealFilterSql, LATEST_PROPOSAL } from '../deals/cards.ts'
import type { MonthWindow } from '../deals/months.ts'

/** A projection item before its column (`stage`) is set. */
export type ProjectionRow = Omit<ProjectionItem, 'stage'>

/** Invoice periods of deals' current proposals matching `where`, as projection rows. */
function projectionRows(db: Db, where: string, params: unknown[]): Promise<ProjectionRow[]> {
  return db.query<ProjectionRow>(
    `SELECT pi.id AS "invoiceId", d.id AS "dealId", d.name AS "dealName",
            floor(extract(epoch FROM now() - d.created_at) / 86400)::int AS age,
            to_char(d.deal_date, 'YYYY-MM-DD') AS "dealDate", c.company AS "clientName",
            d.client_id AS "clientId", d.probability,
            to_char(pi.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", pi.amount AS value, pi.remarks,
            extract(year FROM pi.invoice_date)::int AS year, extract(month FROM pi.invoice_date)::int AS month,
            coalesce((SELECT json_agg(json_build_object('id', a.user_id, 'text', u.name) ORDER BY a.user_id)
                        FROM deal_access a JOIN users u ON u.id = a.user_id WHERE a.deal_id = d.id), '[]') AS access,
            coalesce((SELECT json_agg(json_build_object('id', r.user_id, 'text', u.name) ORDER BY r.position, r.user_id)
                        FROM deal_rms r JOIN users u ON u.id = r.user_id WHERE r.deal_id = d.id), '[]') AS rms,
            pi.version
       FROM deals d
       JOIN clients c ON c.id = d.client_id
       JOIN LATERAL (SELECT id FROM proposals WHERE deal_id = d.id ORDER BY id DESC LIMIT 1) p ON true
       JOIN proposal_invoices pi ON pi.proposal_id = p.id
      WHERE ${where}
      ORDER BY pi.invoice_date, d.id, pi.position, pi.id`,
    params,
  )
}

/** One invoice period as the board shows it (the body of a 412); undefined when not current. */
export async function readProjectionItem(
  db: Db,
  invoiceId: number,
): Promise<ProjectionRow | undefined> {
  const [item] = await projectionRows(db, 'pi.id = $1', [invoiceId])
  return item
}

/** The open deals' invoice periods in the window's months, by the board's filter. */
export function readProjectionRows(
  db: Db,
  window: MonthWindow,
  query: PipelineFilter,
): Promise<ProjectionRow[]> {
  const filter = dealFilterSql({ ...query, from: 0, to: 0 }, 3)
  return projectionRows(
    db,
    `d.state = 'open' AND pi.invoice_date >= $1::date AND pi.invoice_date < $2::date AND ${filter.sql}`,
    [window.start, window.end, ...filter.params],
  )
}

/** The summary's three amounts: the open deals' proposal values in each probability band. */
export async function readSummaryBands(db: Db, query: SummaryParams): Promise<SummaryBandAmount[]> {
  const filter = dealFilterSql(query)
  const n = filter.params.length
  const band = (offset: number) =>
    `coalesce(sum(coalesce(p.proposal_value, 0)) FILTER (WHERE cardinality($${n + offset}::int[]) = 0
         OR d.probability = ANY($${n + offset}::int[])), 0)`
  const [row] = await db.query<{ a1: number; a2: number; a3: number }>(
    `SELECT ${band(1)} AS a1, ${band(2)} AS a2, ${band(3)} AS a3
         FROM deals d ${LATEST_PROPOSAL}
        WHERE d.state = 'open' AND ${filter.sql}`,
    [...filter.params, query.band1, query.band2, query.band3],
  )
  return [{ amount: row?.a1 ?? 0 }, { amount: row?.a2 ?? 0 }, { amount: row?.a3 ?? 0 }]
}
