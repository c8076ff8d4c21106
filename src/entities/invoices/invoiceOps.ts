/**
 * Invoice ops (core-spec "Invoice screens", sections 4 and 7): add an invoice (to be invoiced, at
 * once invoiced, or without a deal), edit it, the 'Invoiced' action (saving the to-invoice form),
 * moving it back to To be invoiced, and deleting it. They act on the `invoices` row (the list
 * call's InvoiceItem); its local `status` says which tab the invoice belongs to until the lists
 * are pulled again. A file chosen offline travels in the args until the op is sent. The row, the
 * payload and the answers' reading are in invoiceFields.ts.
 */
import { INVOICE_FORM_ROUTES, type InvoicePayload } from '../../contract/invoiceForms.ts'
import { pathOf } from '../../contract/route.ts'
import {
  invoiceBody,
  invoiceRowFields,
  invoiceServerState,
  invoiceWriteBack,
  type InvoiceFields,
} from './invoiceFields.ts'
import { defineCreateOp, defineOp, defineUpdateOp, numberFields } from '../../sync/opType.ts'
import { fieldsOf, keeps, NOT_CHANGED, sets, type ParamsOf } from '../../sync/payloadFields.ts'

export type { InvoiceFields, InvoiceNames } from './invoiceFields.ts'

/**
 * Which add call: the to-invoice form of a Won deal's Add To Be Invoice (POST
 * /pipeline/tobeinvoiced), the invoice form's Add of a deal's invoice (POST /pipeline/invoice), or
 * an invoice without a deal (POST /pipeline/invoicenodeal, dealId 0). Each makes an invoiced
 * invoice.
 */
export type InvoiceCreateTarget = 'toBeInvoiced' | 'invoiced' | 'noDeal'

export type InvoiceCreateArgs = InvoiceFields & {
  target: InvoiceCreateTarget
  /** A temp id, given when the op is queued. */
  invoiceId: number
}

export type InvoiceUpdateArgs = InvoiceFields & { invoiceId: number }

export type InvoiceMoveBackArgs = { invoiceId: number }

export type InvoiceDeleteArgs = {
  invoiceId: number
  /** Shown in the outbox while the delete waits. */
  dealName: string
}

const CREATE_ROUTES = {
  toBeInvoiced: INVOICE_FORM_ROUTES.createToBeInvoiced,
  invoiced: INVOICE_FORM_ROUTES.createInvoice,
  noDeal: INVOICE_FORM_ROUTES.createInvoiceNoDeal,
} as const

/** The deal, client and contact may have been created offline: the op waits for their creates. */
const INVOICE_REFS = { dealId: 'deals', clientId: 'clients', contactId: 'contacts' } as const

/** An invoice without a deal has dealId 0, whatever the form held. */
const createFields = (args: InvoiceCreateArgs): InvoiceFields =>
  args.target === 'noDeal' ? { ...args, dealId: 0 } : args

export const invoiceCreate = defineCreateOp<InvoiceCreateArgs>({
  type: 'invoice.create',
  label: 'Add invoice',
  table: 'invoices',
  kind: 'create',
  idArg: 'invoiceId',
  refs: INVOICE_REFS,
  // The deal may have been won on this device a moment before: the server takes Won deals only.
  waitsOn: ['dealId'],
  ifMatch: false,
  local: (args) => ({
    filename: '',
    ...invoiceRowFields(createFields(args)),
    // The list's month column number and the deal's access list come with the next pull.
    stage: 0,
    segment: null,
    access: [],
    // Every add invoices (the to-invoice form of Add To Be Invoice too).
    status: 'invoiced',
    // Unknown until the server answers; later edits made offline are rebased on its answer.
    version: 0,
  }),
  request: (args, { userId }) => {
    const route = CREATE_ROUTES[args.target]
    return {
      method: route.method,
      path: pathOf(route, {}),
      body: invoiceBody(0, createFields(args), userId),
    }
  },
  writeBack: invoiceWriteBack,
  serverState: () => null,
})

/**
 * The invoice form's fields as a save sets them on the row. A new file shows by its name; none
 * chosen, the server keeps its file.
 */
const INVOICE_FORM_FIELDS = fieldsOf<InvoicePayload>()({
  id: NOT_CHANGED,
  userId: NOT_CHANGED,
  clientId: sets('client'),
  dealId: sets('dealId'),
  dealName: sets('dealName'),
  invoiceDate: sets('invoiceDate', 'year', 'month'),
  amount: sets('amount'),
  remarks: sets('remarks'),
  contactId: sets('contact'),
  fileBase64: keeps('filename'),
  filename: keeps('filename'),
  rms: sets('rms'),
  tribes: sets('tribes'),
  branchId: sets('branch'),
  picId: sets('pic'),
})

/** The invoice form's Save of an existing invoice (PUT /pipeline/invoice): it keeps its tab. */
export const invoiceUpdate = defineUpdateOp<InvoiceUpdateArgs>({
  type: 'invoice.update',
  label: 'Edit invoice',
  table: 'invoices',
  kind: 'update',
  idArg: 'invoiceId',
  refs: INVOICE_REFS,
  ifMatch: true,
  local: (args) => invoiceRowFields(args),
  request: (args, { userId }) => ({
    method: INVOICE_FORM_ROUTES.updateInvoice.method,
    path: pathOf(INVOICE_FORM_ROUTES.updateInvoice, {}),
    body: invoiceBody(args.invoiceId, args, userId),
  }),
  writeBack: invoiceWriteBack,
  serverState: invoiceServerState,
  fields: INVOICE_FORM_FIELDS,
  // Always asks: the invoice a 412 carries names the client, contact, shares, branch and PIC by
  // id only, so they cannot be compared with the row's (and the save sends them all).
  merges: false,
})

/** The 'Invoiced' action: the to-invoice form saved (PUT /pipeline/tobeinvoiced/{id}). */
export const invoiceMarkInvoiced = defineUpdateOp<InvoiceUpdateArgs>({
  type: 'invoice.markInvoiced',
  label: 'Invoiced',
  table: 'invoices',
  kind: 'update',
  idArg: 'invoiceId',
  refs: INVOICE_REFS,
  ifMatch: true,
  local: (args) => ({ ...invoiceRowFields(args), status: 'invoiced' }),
  request: (args, { userId }) => ({
    method: INVOICE_FORM_ROUTES.updateToBeInvoiced.method,
    path: pathOf(INVOICE_FORM_ROUTES.updateToBeInvoiced, { id: args.invoiceId }),
    body: invoiceBody(args.invoiceId, args, userId),
  }),
  writeBack: invoiceWriteBack,
  serverState: invoiceServerState,
  fields: INVOICE_FORM_FIELDS,
  // Always asks, as invoice.update does; and invoicing is a decision on the invoice as it was.
  merges: false,
})

/** Move back to To be invoiced (role 1): GET /pipeline/invoice/cancel/{id}/{userId}. */
export const invoiceMoveBack = defineUpdateOp<InvoiceMoveBackArgs>({
  type: 'invoice.moveBack',
  label: 'Move invoice to To be invoiced',
  table: 'invoices',
  kind: 'update',
  idArg: 'invoiceId',
  refs: {},
  ifMatch: true,
  local: () => ({ status: 'tobe' }),
  request: ({ invoiceId }, { userId }) => ({
    method: INVOICE_FORM_ROUTES.moveBack.method,
    path: pathOf(INVOICE_FORM_ROUTES.moveBack, { id: invoiceId, userId }),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: invoiceServerState,
  fields: fieldsOf<ParamsOf<typeof INVOICE_FORM_ROUTES.moveBack>>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
  }),
  // Always asks: moving back is a decision on the invoice as the person saw it, made by the call
  // itself (no payload field holds it), so there is no field to compare.
  merges: false,
})

/** Delete: DELETE /pipeline/invoice/{invoiceId}/{userId}. */
export const invoiceDelete = defineOp<InvoiceDeleteArgs>({
  type: 'invoice.delete',
  label: 'Delete invoice',
  table: 'invoices',
  kind: 'delete',
  idArg: 'invoiceId',
  refs: {},
  ifMatch: true,
  local: () => ({}),
  request: ({ invoiceId }, { userId }) => ({
    method: INVOICE_FORM_ROUTES.remove.method,
    path: pathOf(INVOICE_FORM_ROUTES.remove, { invoiceId, userId }),
  }),
  writeBack: () => ({ patch: {} }),
  serverState: invoiceServerState,
  // Someone else deleted it first: what the person wanted holds.
  alreadyApplied: (status) => status === 404,
})
