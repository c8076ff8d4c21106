/**
 * The Invoice screen's two lists (core-spec "Invoice screens", section 7): 'To be Invoice' is the
 * invoice call with flag 1, 'Invoiced' with flag 0. Both unfiltered lists are the briefcase's; each
 * list is stored under the key `invoices:<path>`.
 */
import { INVOICE_LIST_ROUTES, type InvoiceListFilter } from '../../contract/invoices.ts'
import { pathOf } from '../../contract/route.ts'
import type { InvoiceTab } from '../../domain/permissions.ts'

export interface InvoiceListTab {
  name: InvoiceTab
  flag: InvoiceListFilter['flag']
  /** The tab's label, spelled as in the spec. */
  label: string
}

export const TO_BE_INVOICED: InvoiceListTab = { name: 'tobe', flag: 1, label: 'To be Invoice' }
export const INVOICED: InvoiceListTab = { name: 'invoiced', flag: 0, label: 'Invoiced' }
export const INVOICE_LIST_TABS: readonly InvoiceListTab[] = [TO_BE_INVOICED, INVOICED]

export { INVOICE_ROLES } from '../../domain/permissions.ts'

/** A tab's list without a filter: every tribe, segment and RM, the server's default months. */
export const unfilteredInvoiceList = (flag: InvoiceListFilter['flag']): InvoiceListFilter => ({
  from: 0,
  to: 0,
  tribe: 0,
  segment: 0,
  rm: 0,
  flag,
})

export const invoiceListPath = (filter: InvoiceListFilter): string =>
  pathOf(INVOICE_LIST_ROUTES.list, filter)

export const invoiceListKey = (filter: InvoiceListFilter): string =>
  `invoices:${invoiceListPath(filter)}`

/** The list a stored key names (`invoices:/pipeline/invoice/{from}/{to}/{tribe}/{segment}/{rm}/{flag}`). */
export function invoiceListOfKey(key: string): InvoiceListFilter | null {
  if (!key.startsWith('invoices:/')) return null
  const parts = key.split('/').slice(-6).map(Number)
  if (parts.length !== 6 || parts.some((part) => !Number.isSafeInteger(part))) return null
  const [from, to, tribe, segment, rm, flag] = parts as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (flag !== 0 && flag !== 1) return null
  return { from, to, tribe, segment, rm, flag }
}
