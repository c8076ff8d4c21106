import {
  INVOICE_LIST_ROUTES,
  type InvoiceItem,
  type InvoiceList,
  type InvoiceListFilter,
} from '../../contract/invoices.ts'
import { withWholeNominals } from '../../domain/shareNominals.ts'
import { monthWindow } from '../deals/months.ts'
import type { Answer, Api, Call } from '../http/api.ts'

const idTextOrNull = (id: string, text: string) =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, 'text', ${text}) END`

/**
 * GET /pipeline/invoice/{from}/{to}/{tribe}/{segment}/{rm}/{1|0}: To be Invoice / Invoiced. The
 * five-segment form is the spec's default path 0/0/0/0/1: no RM segment, all RMs.
 */
export function registerInvoiceListRoutes(api: Api): void {
  api.serve(INVOICE_LIST_ROUTES.list, (call) => invoiceList(call, call.input.params))
  api.serve(INVOICE_LIST_ROUTES.defaultList, (call) =>
    invoiceList(call, { ...call.input.params, rm: 0 }),
  )
}

async function invoiceList(call: Call, query: InvoiceListFilter): Promise<Answer> {
  // Invoiced looks back from the current month, to be invoiced looks ahead.
  const window = monthWindow(query.from, query.to, query.flag === 1 ? 0 : -4)
  const rows = await call.db.query<Omit<InvoiceItem, 'stage'>>(
    `SELECT i.id AS "invoiceId", coalesce(i.deal_id, 0) AS "dealId",
              coalesce(d.name, i.deal_name) AS "dealName",
              ${idTextOrNull('c.id', 'c.company')} AS client,
              to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.amount, i.remarks,
              extract(year FROM i.invoice_date)::int AS year, extract(month FROM i.invoice_date)::int AS month,
              coalesce((SELECT json_agg(json_build_object('id', r.user_id, 'text', u.name, 'percent', r.percent, 'nominal', r.nominal, 'usePercent', r.use_percent) ORDER BY r.position, r.user_id)
                          FROM invoice_rms r JOIN users u ON u.id = r.user_id WHERE r.invoice_id = i.id), '[]') AS rms,
              coalesce((SELECT json_agg(json_build_object('id', t.tribe_id, 'text', tr.name, 'percent', t.percent, 'nominal', t.nominal, 'usePercent', t.use_percent) ORDER BY t.position, t.tribe_id)
                          FROM invoice_tribes t JOIN tribes tr ON tr.id = t.tribe_id WHERE t.invoice_id = i.id), '[]') AS tribes,
              ${idTextOrNull('b.id', 'b.name')} AS branch,
              ${idTextOrNull('s.id', 's.name')} AS segment,
              i.filename,
              ${idTextOrNull('ct.id', 'ct.name')} AS contact,
              CASE WHEN i.deal_id IS NULL THEN
                coalesce((SELECT json_agg(json_build_object('id', u.id, 'text', u.name)) FROM users u WHERE u.id = i.created_by), '[]')
              ELSE
                coalesce((SELECT json_agg(json_build_object('id', a.user_id, 'text', u.name) ORDER BY a.user_id)
                            FROM deal_access a JOIN users u ON u.id = a.user_id WHERE a.deal_id = i.deal_id), '[]')
              END AS access,
              ${idTextOrNull('pic.id', 'pic.name')} AS pic,
              i.version
         FROM invoices i
         LEFT JOIN deals d ON d.id = i.deal_id
         LEFT JOIN clients c ON c.id = i.client_id
         LEFT JOIN branches b ON b.id = i.branch_id
         LEFT JOIN segments s ON s.id = i.segment_id
         LEFT JOIN contacts ct ON ct.id = i.contact_id
         LEFT JOIN users pic ON pic.id = i.pic_id
        WHERE i.status = $1 AND i.invoice_date >= $2::date AND i.invoice_date < $3::date
          AND ($4::int = 0 OR EXISTS (SELECT 1 FROM invoice_tribes t WHERE t.invoice_id = i.id AND t.tribe_id = $4))
          AND ($5::int = 0 OR i.segment_id = $5)
          AND ($6::int = 0 OR EXISTS (SELECT 1 FROM invoice_rms r WHERE r.invoice_id = i.id AND r.user_id = $6))
        ORDER BY i.invoice_date, i.id`,
    [
      query.flag === 1 ? 'tobe' : 'invoiced',
      window.start,
      window.end,
      query.tribe,
      query.segment,
      query.rm,
    ],
  )
  const answer: InvoiceList = {
    stages: window.columns,
    invoice: rows.map((row) => ({
      ...row,
      // Shares of the invoice's amount: nominals as percents make them (domain/shareNominals.ts).
      rms: withWholeNominals(row.rms, row.amount),
      tribes: withWholeNominals(row.tribes, row.amount),
      stage: window.columnOf(row.year, row.month),
    })),
  }
  return { body: answer }
}
