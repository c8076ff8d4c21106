/**
 * The invoice form's calls: a client's deals and contacts, to-be-invoiced and invoiced saves, the
 * invoice without a deal, moving an invoice back and deleting it (core-spec sections 3, 4, 5, 7).
 */
import type { IdText, Versioned } from './common.ts'
import {
  array,
  boolean,
  literal,
  object,
  optional,
  refine,
  text,
  type Infer,
  type Validator,
} from './validate.ts'
import { amount, distinctBy, id, idOrZero, MAX_FIELD_TEXT, share, ymd } from './fields.ts'
import { attachmentFields, attachmentProblems, DOCUMENT_EXTENSIONS } from './uploadRules.ts'
import { route } from './route.ts'

/** The deals the invoice form offers after a client is chosen: the client's Won deals (state 2). */
export const INVOICE_FORM_DEAL_STATE = 2

/** GET /Pipeline/deal/{clientId}/2: the deal and receiver-contact options of the chosen client. */
export interface ClientDealsAndContacts {
  deals: IdText[]
  contacts: IdText[]
}

/**
 * Every invoice save answers the invoice it saved. The spec shows only invoiceDate (for the invoice
 * without a deal); the ids are answered so that invoices created offline get their server id.
 */
export interface InvoiceSaveResponse extends Versioned {
  invoiceId: number
  /** 0 for an invoice without a deal. */
  dealId: number
  invoiceDate: string
}

/** GET /pipeline/invoice/cancel/{id}/{userId}: the invoice is back in To be invoiced. */
export interface InvoiceMoveBackResponse extends Versioned {
  invoiceId: number
}

const rmShare = object({
  userId: id(),
  percent: share(100),
  nominal: share(),
  usePercent: boolean(),
})
export type InvoiceRmShare = Infer<typeof rmShare>

const tribeShare = object({
  tribeId: id(),
  percent: share(100),
  nominal: share(),
  usePercent: boolean(),
})
export type InvoiceTribeShare = Infer<typeof tribeShare>

const invoiceFields = (rules: {
  id: Validator<number>
  dealId: Validator<number>
  dealName: Validator<string>
}) =>
  refine(
    object({
      /** 0 when creating; PUT /pipeline/invoice names the invoice only here. */
      id: rules.id,
      clientId: id(),
      /** 0 for an invoice without a deal. */
      dealId: rules.dealId,
      dealName: rules.dealName,
      /** The acting user. */
      userId: id(),
      /** The invoice period, YYYY-MM-DD. */
      invoiceDate: ymd(),
      /** IDR, a whole number. */
      amount: amount({ whole: true, min: 1 }),
      remarks: optional(text({ max: MAX_FIELD_TEXT }), ''),
      /** 0 when none. */
      contactId: idOrZero(),
      ...attachmentFields,
      rms: optional(
        refine(
          array(rmShare),
          distinctBy((s: InvoiceRmShare) => s.userId, 'rms must not hold the same RM twice'),
        ),
        [],
      ),
      tribes: optional(
        refine(
          array(tribeShare),
          distinctBy(
            (s: InvoiceTribeShare) => s.tribeId,
            'tribes must not hold the same tribe twice',
          ),
        ),
        [],
      ),
      /** 0 when blank. */
      branchId: idOrZero(),
      /** 0 when blank. */
      picId: idOrZero(),
    }),
    (invoice) => attachmentProblems(invoice, DOCUMENT_EXTENSIONS),
  )

const dealName = optional(text({ max: MAX_FIELD_TEXT }), '')
const invoiceCreate = invoiceFields({ id: idOrZero(), dealId: id(), dealName })
// An invoice without a deal is edited and invoiced with dealId 0 too.
const invoiceUpdate = invoiceFields({ id: id(), dealId: idOrZero(), dealName })

/**
 * POST/PUT /pipeline/invoice, POST /pipeline/tobeinvoiced, PUT /pipeline/tobeinvoiced/{id} and
 * (with dealId 0) POST /pipeline/invoicenodeal.
 */
export type InvoicePayload = Infer<typeof invoiceCreate>

/**
 * An invoice of a deal (invoice and to-be-invoiced saves). Required: clientId, dealId, userId,
 * invoiceDate (YYYY-MM-DD) and amount (a whole number of at least 1): the form's Save needs
 * client, deal and value. Shares: ids at least 1 and distinct, percent 0 to 100, nominal at least
 * 0 (null stands for NaN and is stored as 0). An attached file is a pdf, doc(x), ppt(x), xls(x),
 * png or jp(e)g in base64. With `mode: 'update'` the id must be set and dealId may be 0 (an
 * invoice without a deal).
 */
export function invoicePayload(mode: 'create' | 'update' = 'create'): Validator<InvoicePayload> {
  return mode === 'update' ? invoiceUpdate : invoiceCreate
}

/** POST /pipeline/invoicenodeal: as an invoice of a deal, but dealId is 0 and dealName required. */
export const invoiceNoDealPayload = invoiceFields({
  id: idOrZero(),
  dealId: refine(idOrZero(), (dealId) =>
    dealId === 0 ? null : 'dealId must be 0 for an invoice without a deal',
  ),
  dealName: text({ min: 1, max: MAX_FIELD_TEXT }),
})

/** The invoice form's calls (core-spec section 7). */
export const INVOICE_FORM_ROUTES = {
  /** state is INVOICE_FORM_DEAL_STATE (Won). */
  clientDeals: route<
    ClientDealsAndContacts,
    { clientId: number; state: typeof INVOICE_FORM_DEAL_STATE }
  >({
    method: 'GET',
    pattern: '/Pipeline/deal/:clientId/:state',
    params: object({ clientId: id(), state: literal(INVOICE_FORM_DEAL_STATE) }),
  }),
  createToBeInvoiced: route<InvoiceSaveResponse, Record<string, never>, InvoicePayload>({
    method: 'POST',
    pattern: '/pipeline/tobeinvoiced',
    body: invoicePayload('create'),
  }),
  updateToBeInvoiced: route<InvoiceSaveResponse, { id: number }, InvoicePayload>({
    method: 'PUT',
    pattern: '/pipeline/tobeinvoiced/:id',
    params: object({ id: id() }),
    body: invoicePayload('update'),
  }),
  createInvoice: route<InvoiceSaveResponse, Record<string, never>, InvoicePayload>({
    method: 'POST',
    pattern: '/pipeline/invoice',
    body: invoicePayload('create'),
  }),
  /** The body's id names the invoice. */
  updateInvoice: route<InvoiceSaveResponse, Record<string, never>, InvoicePayload>({
    method: 'PUT',
    pattern: '/pipeline/invoice',
    body: invoicePayload('update'),
  }),
  createInvoiceNoDeal: route<InvoiceSaveResponse, Record<string, never>, InvoicePayload>({
    method: 'POST',
    pattern: '/pipeline/invoicenodeal',
    body: invoiceNoDealPayload,
  }),
  /** A GET that writes: the invoice is back in To be invoiced. */
  moveBack: route<InvoiceMoveBackResponse, { id: number; userId: number }>({
    method: 'GET',
    pattern: '/pipeline/invoice/cancel/:id/:userId',
    writes: true,
    params: object({ id: id(), userId: id() }),
  }),
  remove: route<void, { invoiceId: number; userId: number }>({
    method: 'DELETE',
    pattern: '/pipeline/invoice/:invoiceId/:userId',
    params: object({ invoiceId: id(), userId: id() }),
  }),
}
