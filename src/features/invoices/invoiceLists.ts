/**
 * The Invoice screen's two lists (core-spec "Invoice screens", section 7): 'To be Invoice' is the
 * invoice call with flag 1, 'Invoiced' with flag 0. Both unfiltered lists are the briefcase's; each
 * list is stored under the key `invoices:<path>`.
 */
import { INVOICE_LIST_ROUTES, type InvoiceListFilter } from '../../contract/invoices.ts'
import { pathOf } from '../../contract/route.ts'
import { ROLE } from '../../domain/permissions.ts'

export interface InvoiceListTab {
  flag: InvoiceListFilter['flag']
  /** The tab's label, spelled as in the spec. */
  label: string
}

export const TO_BE_INVOICED: InvoiceListTab = { flag: 1, label: 'To be Invoice' }
export const INVOICED: InvoiceListTab = { flag: 0, label: 'Invoiced' }
export const INVOICE_LIST_TABS: readonly InvoiceListTab[] = [TO_BE_INVOICED, INVOICED]

/** The roles whose sidebar shows Invoice (core-spec section 6): their devices keep the lists. */
export const INVOICE_ROLES: readonly number[] = [ROLE.admin, ROLE.manager, ROLE.rm]

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

/** The briefcase area that keeps both unfiltered lists. */
export const INVOICE_AREA_ID = 'invoices'
