/**
 * The invoice form's calls: a client's deals and contacts, to-be-invoiced and invoiced saves, the
 * invoice without a deal, moving an invoice back and deleting it (core-spec sections 3, 4, 5, 7).
 */
import type { IdText } from './common.ts'
import {
  MAX_FIELD_TEXT,
  DOCUMENT_EXTENSIONS,
  checkPayload,
  segment,
  type Bodies,
  type CallInfo,
  type PayloadReader,
  type Validation,
} from './payloadChecks.ts'

/** The deals the invoice form offers after a client is chosen: the client's Won deals (state 2). */
export const INVOICE_FORM_DEAL_STATE = 2

/** GET /Pipeline/deal/{clientId}/2: the deal and receiver-contact options of the chosen client. */
export interface ClientDealsAndContacts {
  deals: IdText[]
  contacts: IdText[]
}

export interface InvoiceRmShare {
  userId: number
  percent: number
  nominal: number
  usePercent: boolean
}

export interface InvoiceTribeShare {
  tribeId: number
  percent: number
  nominal: number
  usePercent: boolean
}

/**
 * POST/PUT /pipeline/invoice, POST /pipeline/tobeinvoiced, PUT /pipeline/tobeinvoiced/{id} and
 * (with dealId 0) POST /pipeline/invoicenodeal.
 */
export interface InvoicePayload {
  /** 0 when creating; PUT /pipeline/invoice names the invoice only here. */
  id: number
  clientId: number
  /** 0 for an invoice without a deal. */
  dealId: number
  dealName: string
  /** The acting user. */
  userId: number
  /** The invoice period, YYYY-MM-DD. */
  invoiceDate: string
  /** IDR, a whole number. */
  amount: number
  remarks: string
  /** 0 when none. */
  contactId: number
  /** '' with filename '' when no file is attached. */
  fileBase64: string
  filename: string
  rms: InvoiceRmShare[]
  tribes: InvoiceTribeShare[]
  /** 0 when blank. */
  branchId: number
  /** 0 when blank. */
  picId: number
}

/**
 * Every invoice save answers the invoice it saved. The spec shows only invoiceDate (for the invoice
 * without a deal); the ids are answered so that invoices created offline get their server id.
 */
export interface InvoiceSaveResponse {
  invoiceId: number
  /** 0 for an invoice without a deal. */
  dealId: number
  invoiceDate: string
}

/** GET /pipeline/invoice/cancel/{id}/{userId}: the invoice is back in To be invoiced. */
export interface InvoiceMoveBackResponse {
  invoiceId: number
}

export const invoiceFormPaths = {
  clientDeals: (clientId: number): string =>
    `/Pipeline/deal/${segment(clientId)}/${segment(INVOICE_FORM_DEAL_STATE)}`,
  createToBeInvoiced: (): string => '/pipeline/tobeinvoiced',
  updateToBeInvoiced: (id: number): string => `/pipeline/tobeinvoiced/${segment(id)}`,
  createInvoice: (): string => '/pipeline/invoice',
  updateInvoice: (): string => '/pipeline/invoice',
  createInvoiceNoDeal: (): string => '/pipeline/invoicenodeal',
  moveBack: (id: number, userId: number): string =>
    `/pipeline/invoice/cancel/${segment(id)}/${segment(userId)}`,
  remove: (invoiceId: number, userId: number): string =>
    `/pipeline/invoice/${segment(invoiceId)}/${segment(userId)}`,
}

export const INVOICE_FORM_CALLS = {
  clientDeals: { method: 'GET', route: '/Pipeline/deal/:clientId/:state', status: 200 },
  createToBeInvoiced: { method: 'POST', route: '/pipeline/tobeinvoiced', status: 200 },
  updateToBeInvoiced: { method: 'PUT', route: '/pipeline/tobeinvoiced/:id', status: 200 },
  createInvoice: { method: 'POST', route: '/pipeline/invoice', status: 200 },
  updateInvoice: { method: 'PUT', route: '/pipeline/invoice', status: 200 },
  createInvoiceNoDeal: { method: 'POST', route: '/pipeline/invoicenodeal', status: 200 },
  moveBack: { method: 'GET', route: '/pipeline/invoice/cancel/:id/:userId', status: 200 },
  remove: { method: 'DELETE', route: '/pipeline/invoice/:invoiceId/:userId', status: 200 },
} as const satisfies Record<keyof typeof invoiceFormPaths, CallInfo>

/** Request and response bodies of each call (void: none, or one the client does not read). */
export interface InvoiceFormCallBodies {
  clientDeals: Bodies<void, ClientDealsAndContacts>
  createToBeInvoiced: Bodies<InvoicePayload, InvoiceSaveResponse>
  updateToBeInvoiced: Bodies<InvoicePayload, InvoiceSaveResponse>
  createInvoice: Bodies<InvoicePayload, InvoiceSaveResponse>
  updateInvoice: Bodies<InvoicePayload, InvoiceSaveResponse>
  createInvoiceNoDeal: Bodies<InvoicePayload, InvoiceSaveResponse>
  moveBack: Bodies<void, InvoiceMoveBackResponse>
  remove: Bodies<void, void>
}

const readRmShare = (share: PayloadReader): InvoiceRmShare => ({
  userId: share.id('userId'),
  percent: share.share('percent', 100),
  nominal: share.share('nominal'),
  usePercent: share.boolean('usePercent'),
})

const readTribeShare = (share: PayloadReader): InvoiceTribeShare => ({
  tribeId: share.id('tribeId'),
  percent: share.share('percent', 100),
  nominal: share.share('nominal'),
  usePercent: share.boolean('usePercent'),
})

function readInvoice(invoice: PayloadReader, id: number, dealId: number): InvoicePayload {
  const file = invoice.attachment('filename', 'fileBase64', DOCUMENT_EXTENSIONS)
  const rms = invoice.list('rms', readRmShare)
  if (new Set(rms.map((share) => share.userId)).size !== rms.length) {
    invoice.fail('rms', 'rms must not hold the same RM twice')
  }
  const tribes = invoice.list('tribes', readTribeShare)
  if (new Set(tribes.map((share) => share.tribeId)).size !== tribes.length) {
    invoice.fail('tribes', 'tribes must not hold the same tribe twice')
  }
  return {
    id,
    clientId: invoice.id('clientId'),
    dealId,
    dealName: invoice.text('dealName', { required: dealId === 0, max: MAX_FIELD_TEXT }),
    userId: invoice.id('userId'),
    invoiceDate: invoice.date('invoiceDate'),
    amount: invoice.amount('amount', { whole: true, min: 1 }),
    remarks: invoice.text('remarks', { max: MAX_FIELD_TEXT }),
    contactId: invoice.optionalId('contactId'),
    fileBase64: file.fileBase64,
    filename: file.filename,
    rms,
    tribes,
    branchId: invoice.optionalId('branchId'),
    picId: invoice.optionalId('picId'),
  }
}

/**
 * An invoice of a deal (invoice and to-be-invoiced saves). Required: clientId, dealId, userId,
 * invoiceDate (YYYY-MM-DD) and amount (a whole number of at least 1): the form's Save needs
 * client, deal and value. Shares: ids at least 1 and distinct, percent 0 to 100, nominal at least
 * 0 (null stands for NaN and is stored as 0). An attached file is a pdf, doc(x), ppt(x), xls(x),
 * png or jp(e)g in base64. With `mode: 'update'` the id must be set.
 */
export function checkInvoicePayload(
  input: unknown,
  mode: 'create' | 'update' = 'create',
): Validation<InvoicePayload> {
  return checkPayload(input, (invoice) =>
    readInvoice(
      invoice,
      mode === 'update' ? invoice.id('id') : invoice.optionalId('id'),
      invoice.id('dealId'),
    ),
  )
}

/** POST /pipeline/invoicenodeal: as an invoice of a deal, but dealId is 0 and dealName required. */
export function checkInvoiceNoDealPayload(input: unknown): Validation<InvoicePayload> {
  return checkPayload(input, (invoice) => {
    if (invoice.has('dealId') && invoice.raw('dealId') !== 0) {
      invoice.fail('dealId', 'dealId must be 0 for an invoice without a deal')
    }
    return readInvoice(invoice, invoice.optionalId('id'), 0)
  })
}
