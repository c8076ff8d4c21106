/**
 * The typed search params of /invoices: the list tab shown, and the invoice form open on top of it
 * (so reload and Back keep it). Forms: add (add_invoice), detail (detail_invoice, Edit switches
 * to edit_invoice), see (see_invoice, read only), toinvoice (the 'Invoiced' action's form) of
 * `invoice`; tobe (Add To Be Invoice) of the Won `deal`.
 */
import type { InvoiceTab } from '../../domain/permissions.ts'

export const INVOICE_FORMS = ['add', 'detail', 'see', 'toinvoice', 'tobe'] as const
export type InvoiceFormKind = (typeof INVOICE_FORMS)[number]

export type InvoiceTabName = InvoiceTab
export const INVOICE_TABS: readonly InvoiceTabName[] = ['tobe', 'invoiced']

export interface InvoicesSearch {
  /** Default: tobe (To be Invoice). */
  tab?: InvoiceTabName
  form?: InvoiceFormKind
  invoice?: number
  deal?: number
  /** The invoice the list brings into view and marks (the one just saved or moved). */
  focus?: number
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

function idParam(value: unknown): number | undefined {
  const id = typeof value === 'string' ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id !== 0 ? id : undefined
}

/** Unknown or malformed params are dropped; a form without the id it needs is not opened. */
export function validateInvoicesSearch(search: Record<string, unknown>): InvoicesSearch {
  const result: InvoicesSearch = {}
  if (oneOf(INVOICE_TABS, search.tab)) result.tab = search.tab
  const invoice = idParam(search.invoice)
  const deal = idParam(search.deal)
  if (invoice !== undefined) result.invoice = invoice
  if (deal !== undefined) result.deal = deal
  const focus = idParam(search.focus)
  if (focus !== undefined) result.focus = focus
  if (oneOf(INVOICE_FORMS, search.form)) {
    const needs = search.form === 'add' ? true : search.form === 'tobe' ? deal : invoice
    if (needs !== undefined) result.form = search.form
  }
  return result
}
