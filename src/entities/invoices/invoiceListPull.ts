/**
 * Pulling one invoice list (GET /pipeline/invoice/...) into the `invoices` table, under the list
 * key `invoices:<path>`, with the answer's five month columns beside it (listColumnsKey).
 */
import { INVOICE_LIST_ROUTES, type InvoiceListFilter } from '../../contract/invoices.ts'
import type { CrmDb } from '../db.ts'
import {
  asRows,
  pullList,
  readAnswer,
  readOnce,
  type ListPull,
  type PullOptions,
} from '../../sync/pull.ts'
import type { Transport } from '../../sync/transport.ts'
import type { FillContext } from '../../sync/briefcase.ts'
import {
  INVOICE_LIST_TABS,
  invoiceListKey,
  invoiceListPath,
  unfilteredInvoiceList,
} from './invoiceLists.ts'

export function invoiceListPull(filter: InvoiceListFilter): ListPull {
  const answer = readOnce((body) => readAnswer(INVOICE_LIST_ROUTES.list, body))
  return {
    key: invoiceListKey(filter),
    table: 'invoices',
    path: invoiceListPath(filter),
    rows: (body) => asRows(answer(body).invoice),
    columns: (body) => answer(body).stages,
  }
}

export async function pullInvoiceList(
  db: CrmDb,
  transport: Transport,
  filter: InvoiceListFilter,
  options: PullOptions,
): Promise<void> {
  await pullList(db, transport, invoiceListPull(filter), options)
}

/** The briefcase's fill: both tabs' unfiltered lists. */
export async function fillInvoiceLists({
  db,
  transport,
  user,
  progress,
}: FillContext<CrmDb>): Promise<void> {
  for (const [done, tab] of INVOICE_LIST_TABS.entries()) {
    progress(done, INVOICE_LIST_TABS.length)
    await pullInvoiceList(db, transport, unfilteredInvoiceList(tab.flag), { userId: user.id })
  }
}

/** The lists the briefcase keeps. */
export const keptInvoiceLists = (): string[] =>
  INVOICE_LIST_TABS.map((tab) => invoiceListKey(unfilteredInvoiceList(tab.flag)))
