/** The invoice form (core-spec sections 2, 3, 4 and 5). */

export const INVOICE_FORM_MODES = [
  'add_invoice',
  'edit_invoice',
  'detail_invoice',
  'see_invoice',
] as const
export type InvoiceFormMode = (typeof INVOICE_FORM_MODES)[number]

export function invoiceFormTitle(mode: InvoiceFormMode): 'Add new Invoices' | 'Detail Invoice' {
  return mode === 'add_invoice' ? 'Add new Invoices' : 'Detail Invoice'
}

/** Fields disabled in detail and see modes. */
export const INVOICE_LOCKED_FIELDS = [
  'client',
  'dealName',
  'period',
  'branch',
  'personInCharge',
  'receiverClient',
  'remark',
  'value',
] as const

export function invoiceFieldsDisabled(mode: InvoiceFormMode): boolean {
  return mode === 'detail_invoice' || mode === 'see_invoice'
}

export type InvoiceFormButton = 'back' | 'delete' | 'save' | 'edit'

/**
 * Back always; Delete not when adding or viewing (see mode); Save while adding or editing; Edit
 * in detail mode, switching it to edit mode.
 */
export function invoiceFormButtons(mode: InvoiceFormMode): InvoiceFormButton[] {
  switch (mode) {
    case 'add_invoice':
      return ['back', 'save']
    case 'edit_invoice':
      return ['back', 'delete', 'save']
    case 'detail_invoice':
      return ['back', 'delete', 'edit']
    case 'see_invoice':
      return ['back']
  }
}

export function invoiceModeAfterEdit(mode: InvoiceFormMode): InvoiceFormMode {
  return mode === 'detail_invoice' ? 'edit_invoice' : mode
}

/** The 'Add new company' and 'Add new contact' links appear only when adding. */
export function invoiceAddLinksVisible(mode: InvoiceFormMode): boolean {
  return mode === 'add_invoice'
}

/** 'Add new contact' is disabled until a client is chosen (also in the visit and proposal dialogs). */
export function canAddContact(clientId: number | null | undefined): boolean {
  return typeof clientId === 'number' && clientId > 0
}

export interface InvoiceDraft {
  clientId: number | null
  /** A chosen deal's name or a typed one (without a deal the invoice-no-deal call is used). */
  dealName: string
  value: number
  tribeCount: number
}

/**
 * Save is enabled only when client, deal and value are set. The other reading ("at least one
 * tribe must also be added") is not followed: tribes are optional owners elsewhere, and the main
 * text lists only client, deal and value.
 */
export function canSaveInvoice(draft: InvoiceDraft): boolean {
  return (
    canAddContact(draft.clientId) &&
    draft.dealName.trim() !== '' &&
    Number.isFinite(draft.value) &&
    draft.value > 0
  )
}

/** An invoice without a chosen deal is saved through POST /pipeline/invoicenodeal. */
export function usesInvoiceNoDealCall(dealId: number | null | undefined): boolean {
  return !(typeof dealId === 'number' && dealId > 0)
}

/** clientId is sent as null when blank (contactId, branchId and picId as 0: dealForm.ts idOrZero). */
export function idOrNull(id: number | null | undefined): number | null {
  return typeof id === 'number' && id > 0 ? id : null
}
