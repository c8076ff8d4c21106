import {
  INVOICE_LIST_ROUTES,
  type InvoiceList,
  type InvoiceListFilter,
} from '../../contract/invoices.ts'
import { monthWindow } from '../deals/months.ts'
import type { Answer, Api, Call } from '../http/api.ts'
import { inColumn, invoiceItemsSql, type ListedInvoice } from '../invoices/list.ts'

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
  const rows = await call.db.query<ListedInvoice>(
    `${invoiceItemsSql(`i.status = $1 AND i.invoice_date >= $2::date AND i.invoice_date < $3::date
          AND ($4::int = 0 OR EXISTS (SELECT 1 FROM invoice_tribes t WHERE t.invoice_id = i.id AND t.tribe_id = $4))
          AND ($5::int = 0 OR i.segment_id = $5)
          AND ($6::int = 0 OR EXISTS (SELECT 1 FROM invoice_rms r WHERE r.invoice_id = i.id AND r.user_id = $6))`)}
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
    invoice: rows.map(({ status: _status, ...row }) => inColumn(row, window)),
  }
  return { body: answer }
}
