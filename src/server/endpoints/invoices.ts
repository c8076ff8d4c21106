import {
  INVOICE_LIST_ROUTES,
  type InvoiceList,
  type InvoiceListFilter,
} from '../../contract/invoices.ts'
import { monthWindow } from '../deals/months.ts'
import type { Answer, Api, Call } from '../http/api.ts'
import { inColumn, readListedInvoices } from '../invoices/list.ts'

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
  const status = query.flag === 1 ? 'tobe' : 'invoiced'
  const rows = await readListedInvoices(call.db, status, window, query)
  const answer: InvoiceList = {
    stages: window.columns,
    invoice: rows.map(({ status: _status, ...row }) => inColumn(row, window)),
  }
  return { body: answer }
}
