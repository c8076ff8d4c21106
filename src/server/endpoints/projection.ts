import { IF_MATCH_HEADER } from '../../contract/common.ts'
import {
  PROJECTION_ROUTES,
  type ProjectionBoard,
  type ProjectionDropResponse,
  type ProjectionItem,
  type SummaryBandAmount,
} from '../../contract/projection.ts'
import type { Db } from '../db/db.ts'
import { dealFilterSql, LATEST_PROPOSAL } from '../deals/cards.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite } from '../deals/lock.ts'
import { monthWindow } from '../deals/months.ts'
import type { Api } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { conflict, notFound } from '../http/errors.ts'

type ItemRow = Omit<ProjectionItem, 'stage'>

/** Invoice periods of deals' current proposals, as projection items (stage set by the caller). */
export async function projectionRows(db: Db, where: string, params: unknown[]): Promise<ItemRow[]> {
  return db.query<ItemRow>(
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

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The projection board, its drop (moving an invoice period's month) and the summary. */
export function registerProjectionRoutes(api: Api): void {
  api.serve(PROJECTION_ROUTES.drop, async (call) => {
    const { dealId, projectId, month, year } = call.input.params
    const deal = await dealForWrite(call, dealId, { ifMatch: false })
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    const [line] = await call.db.query<{ invoice_date: string; version: number }>(
      `SELECT pi.invoice_date, pi.version FROM proposal_invoices pi
           JOIN proposals p ON p.id = pi.proposal_id
          WHERE pi.id = $1 AND p.deal_id = $2 FOR UPDATE OF pi`,
      [projectId, dealId],
    )
    if (!line) throw notFound('Invoice period')
    await checkIfMatch(call.header(IF_MATCH_HEADER), line.version, async () => {
      const [item] = await projectionRows(call.db, 'pi.id = $1', [projectId])
      return item
    })
    const day = Math.min(Number(line.invoice_date.slice(8, 10)), daysInMonth(year, month))
    const invoiceDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    const [row] = await call.db.query<{ version: number }>(
      'UPDATE proposal_invoices SET invoice_date = $2, version = version + 1 WHERE id = $1 RETURNING version',
      [projectId, invoiceDate],
    )
    if (line.invoice_date !== invoiceDate) {
      await addJournal(call.db, {
        dealId,
        type: 'tobedate',
        headers: ['Invoice period moved', line.invoice_date, invoiceDate],
        info: { invoiceId: projectId, from: line.invoice_date, to: invoiceDate },
        by: call.actor.id,
      })
    }
    const answer: ProjectionDropResponse = {
      dealId,
      invoiceId: projectId,
      invoiceDate,
      month,
      year,
      version: row!.version,
    }
    return { body: answer }
  })

  api.serve(PROJECTION_ROUTES.board, async (call) => {
    const query = call.input.params
    const window = monthWindow(query.from, query.to)
    const filter = dealFilterSql({ ...query, from: 0, to: 0 }, 3)
    const rows = await projectionRows(
      call.db,
      `d.state = 'open' AND pi.invoice_date >= $1::date AND pi.invoice_date < $2::date AND ${filter.sql}`,
      [window.start, window.end, ...filter.params],
    )
    const board: ProjectionBoard = {
      stages: window.columns,
      projection: rows.map((row) => ({ ...row, stage: window.columnOf(row.year, row.month) })),
    }
    return { body: board }
  })

  api.serve(PROJECTION_ROUTES.summary, async (call) => {
    const query = call.input.params
    const filter = dealFilterSql(query)
    const n = filter.params.length
    const band = (offset: number) =>
      `coalesce(sum(coalesce(p.proposal_value, 0)) FILTER (WHERE cardinality($${n + offset}::int[]) = 0
           OR d.probability = ANY($${n + offset}::int[])), 0)`
    const [row] = await call.db.query<{ a1: number; a2: number; a3: number }>(
      `SELECT ${band(1)} AS a1, ${band(2)} AS a2, ${band(3)} AS a3
           FROM deals d ${LATEST_PROPOSAL}
          WHERE d.state = 'open' AND ${filter.sql}`,
      [...filter.params, query.band1, query.band2, query.band3],
    )
    const answer: SummaryBandAmount[] = [
      { amount: row?.a1 ?? 0 },
      { amount: row?.a2 ?? 0 },
      { amount: row?.a3 ?? 0 },
    ]
    return { body: answer }
  })
}
