/**
 * What each invoice form shows and allows (core-spec "Invoice screens", sections 4 and 5): the
 * title, which fields are enabled, Delete (not when adding or viewing), Save or Edit, and what
 * Save does and says. detail_invoice switches to edit_invoice on Edit; a person who may not act on
 * the invoice sees it as see_invoice. Pure.
 */
import { SUCCESS } from '../../../domain/messages.ts'
import type { InvoiceFormKind, InvoiceTabName } from '../invoicesSearch.ts'
import type { InvoiceFieldRules } from './InvoiceFormFields.tsx'

export type InvoiceFormMode =
  'add_invoice' | 'tobe_invoice' | 'detail_invoice' | 'edit_invoice' | 'see_invoice' | 'to_invoice'

export const ADD_TITLE = 'Add new Invoices'
export const DETAIL_TITLE = 'Detail Invoice'

/** The mode a form opens in; `mayAct`: the person may act on the invoice (as on its deal). */
export function openingMode(kind: InvoiceFormKind, mayAct: boolean): InvoiceFormMode {
  if (kind === 'add') return 'add_invoice'
  if (kind === 'tobe') return 'tobe_invoice'
  if (!mayAct || kind === 'see') return 'see_invoice'
  return kind === 'toinvoice' ? 'to_invoice' : 'detail_invoice'
}

const adding = (mode: InvoiceFormMode): boolean => mode === 'add_invoice' || mode === 'tobe_invoice'

export const formTitle = (mode: InvoiceFormMode): string =>
  adding(mode) ? ADD_TITLE : DETAIL_TITLE

export function fieldRules(mode: InvoiceFormMode): InvoiceFieldRules {
  return {
    locked: mode === 'detail_invoice' || mode === 'see_invoice',
    fixedDeal: mode !== 'add_invoice',
    adding: adding(mode),
  }
}

export const showsDelete = (mode: InvoiceFormMode): boolean =>
  mode === 'detail_invoice' || mode === 'edit_invoice'

/** Save in the editable modes, Edit in detail_invoice, neither in see_invoice. */
/**
 * Whether the form's Save is the person marking the invoice invoiced: the Invoice screen's Add (a
 * new invoice is invoiced at once) and the 'Invoiced' action's form. A Won deal's Add To Be Invoice
 * is its own RMs' to save.
 */
export const invoicesOnSave = (mode: InvoiceFormMode): boolean =>
  mode === 'add_invoice' || mode === 'to_invoice'

/** Beside a Save refused because the person is among the RMs of an invoice it would invoice. */
export const OWN_INVOICE_NOTE = 'You are one of its RMs: someone else marks it invoiced.'

export function mainAction(mode: InvoiceFormMode): 'save' | 'edit' | null {
  if (mode === 'detail_invoice') return 'edit'
  return mode === 'see_invoice' ? null : 'save'
}

export interface SaveOutcome {
  /** The success text of the spec. */
  message: string
  /** The tab the invoice is in afterwards. */
  tab: InvoiceTabName
}

/**
 * The invoice form's Add gives 'Successfully Add Invoice'; the to-invoice form of a Won deal's
 * Add To Be Invoice 'Invoice successfully created' (saving a to-invoice form invoices); an edit
 * 'Successfully Update Invoice', and so does the to-invoice form of the 'Invoiced' action (the
 * item it updates becomes invoiced).
 */
export function saveOutcome(mode: InvoiceFormMode, currentTab: InvoiceTabName): SaveOutcome {
  switch (mode) {
    case 'add_invoice':
      return { message: SUCCESS.invoiceAdded, tab: 'invoiced' }
    case 'tobe_invoice':
      return { message: SUCCESS.invoiceCreated, tab: 'invoiced' }
    case 'to_invoice':
      return { message: SUCCESS.invoiceUpdated, tab: 'invoiced' }
    default:
      return { message: SUCCESS.invoiceUpdated, tab: currentTab }
  }
}
