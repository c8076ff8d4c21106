import {
  INVOICE_FORM_ROUTES,
  type InvoiceMoveBackResponse,
  type InvoicePayload,
  type InvoiceSaveResponse,
} from '../../contract/invoiceForms.ts'
import { canAddDeal, canMoveInvoiceBack, mayInvoiceListing } from '../../domain/permissions.ts'
import { dealForWrite, type LockedDeal } from '../deals/lock.ts'
import { deleteStoredFile } from '../files/store.ts'
import { assertSameUser, type Answer, type Api, type Call } from '../http/api.ts'
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts'
import { invoiceForWrite } from '../invoices/access.ts'
import { readClientDealsAndContacts } from '../invoices/formOptions.ts'
import {
  journalInvoice,
  journalInvoiceChanges,
  type JournalledInvoice,
} from '../invoices/journal.ts'
import { checkInvoiceReferences, invoiceRow } from '../invoices/save.ts'
import {
  deleteInvoice,
  insertInvoice,
  moveInvoice,
  updateInvoice,
  type LockedInvoice,
} from '../invoices/store.ts'

const ONLY_WON_DEALS = 'Only a Won deal has invoices'

const saveAnswer = (answer: InvoiceSaveResponse): Answer => ({ body: answer })

const journalled = (invoice: LockedInvoice, deal: LockedDeal): JournalledInvoice => ({
  invoiceId: invoice.id,
  dealId: deal.id,
  dealName: deal.name,
  invoiceDate: invoice.invoiceDate,
  amount: invoice.amount,
  remarks: invoice.remarks,
  contactId: invoice.contactId,
  filename: invoice.filename,
})

/**
 * A new invoice of a Won deal, invoiced (journalled 'invoiced'): the invoice form's Add, or the
 * to-invoice form of the deal's Add To Be Invoice (core-spec: saving a to-invoice form makes the
 * invoice invoiced). To-be-invoiced items come from winning the deal and from moving back.
 */
/**
 * The Invoice screen's Add makes an invoice invoiced at once: never by one of the RMs it lists,
 * as the 'Invoiced' action. (A Won deal's Add To Be Invoice is the deal's own RMs' to save.)
 */
function assertNotOwnInvoice(call: Call, input: InvoicePayload): void {
  if (
    !mayInvoiceListing(
      call.actor,
      input.rms.map((share) => share.userId),
    )
  )
    throw forbidden()
}

async function createForDeal(
  call: Call,
  input: InvoicePayload,
  from: 'invoiceScreen' | 'wonDeal',
): Promise<Answer> {
  assertSameUser(call.actor, input.userId)
  if (input.id !== 0) throw badRequest('id must be 0 for a new invoice')
  if (from === 'invoiceScreen') assertNotOwnInvoice(call, input)
  const deal = await dealForWrite(call, input.dealId, { ifMatch: false })
  if (deal.state !== 'won') throw conflict(ONLY_WON_DEALS)
  if (input.clientId !== deal.clientId) throw badRequest('clientId must be the client of the deal')
  await checkInvoiceReferences(call, input)
  const row = await invoiceRow(call, input, { dealId: deal.id, dealName: deal.name })
  const created = await insertInvoice(call.db, row, input, {
    status: 'invoiced',
    createdBy: call.actor.id,
  })
  await journalInvoice(
    call.db,
    'invoiced',
    'Invoiced',
    {
      ...input,
      invoiceId: created.id,
      dealId: deal.id,
      dealName: deal.name,
      filename: row.file?.filename ?? '',
    },
    call.actor.id,
  )
  return saveAnswer({
    invoiceId: created.id,
    dealId: deal.id,
    invoiceDate: input.invoiceDate,
    version: created.version,
  })
}

/**
 * Saves an invoice's form: an edit keeps its tab; the 'Invoiced' action (the to-invoice form)
 * moves a to-be-invoiced invoice to Invoiced, never by a user listed as one of its RMs.
 */
async function saveExisting(
  call: Call,
  invoiceId: number,
  input: InvoicePayload,
  action: 'edit' | 'invoice',
): Promise<Answer> {
  assertSameUser(call.actor, input.userId)
  const { invoice, deal } = await invoiceForWrite(call, invoiceId)
  if (input.dealId !== (invoice.dealId ?? 0)) {
    throw badRequest('dealId must be the deal of the invoice')
  }
  if (action === 'invoice') {
    const listed = [...invoice.rms, ...input.rms.map((share) => share.userId)]
    if (!mayInvoiceListing(call.actor, listed)) throw forbidden()
    if (invoice.status !== 'tobe') throw conflict('The invoice is already invoiced')
  }
  if (deal && input.clientId !== deal.clientId && input.clientId !== invoice.clientId) {
    throw badRequest('clientId must be the client of the deal')
  }
  const dealName = deal ? deal.name : input.dealName.trim()
  if (dealName === '') throw badRequest('dealName is required')
  await checkInvoiceReferences(call, input)
  const row = await invoiceRow(call, input, { dealId: invoice.dealId, dealName })
  const status = action === 'invoice' ? 'invoiced' : invoice.status
  const version = await updateInvoice(call.db, invoiceId, row, input, status)
  if (row.file && invoice.fileId !== null) await deleteStoredFile(call.db, invoice.fileId)
  if (deal) {
    const after: JournalledInvoice = {
      ...input,
      invoiceId,
      dealId: deal.id,
      dealName,
      filename: row.file?.filename ?? invoice.filename,
    }
    const changed = await journalInvoiceChanges(call.db, invoice, after, call.actor.id)
    if (action === 'invoice') {
      await journalInvoice(call.db, 'invoiced', 'Invoiced', after, call.actor.id)
    } else if (!changed) {
      await journalInvoice(call.db, 'invoice', 'Invoice updated', after, call.actor.id)
    }
  }
  return saveAnswer({
    invoiceId,
    dealId: invoice.dealId ?? 0,
    invoiceDate: input.invoiceDate,
    version,
  })
}

/**
 * The invoice form's calls (core-spec sections 4 and 7): the chosen client's Won deals and
 * contacts, invoice saves, moving an invoice back to To be invoiced and deleting it.
 */
export function registerInvoiceFormRoutes(api: Api): void {
  api.serve(INVOICE_FORM_ROUTES.clientDeals, async (call) => {
    const answer = await readClientDealsAndContacts(call.db, call.input.params.clientId)
    if (!answer) throw notFound('Client')
    return { body: answer }
  })

  // The to-invoice form reached from a Won deal's Add To Be Invoice: saving it invoices.
  api.serve(INVOICE_FORM_ROUTES.createToBeInvoiced, (call) =>
    createForDeal(call, call.input.body, 'wonDeal'),
  )

  api.serve(INVOICE_FORM_ROUTES.createInvoice, (call) =>
    createForDeal(call, call.input.body, 'invoiceScreen'),
  )

  api.serve(INVOICE_FORM_ROUTES.createInvoiceNoDeal, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (!canAddDeal(call.actor)) throw forbidden()
    if (input.id !== 0) throw badRequest('id must be 0 for a new invoice')
    assertNotOwnInvoice(call, input)
    await checkInvoiceReferences(call, input)
    const row = await invoiceRow(call, input, { dealId: null, dealName: input.dealName.trim() })
    const created = await insertInvoice(call.db, row, input, {
      status: 'invoiced',
      createdBy: call.actor.id,
    })
    return saveAnswer({
      invoiceId: created.id,
      dealId: 0,
      invoiceDate: input.invoiceDate,
      version: created.version,
    })
  })

  api.serve(INVOICE_FORM_ROUTES.updateToBeInvoiced, (call) => {
    const { id } = call.input.params
    if (call.input.body.id !== id) throw badRequest('id must be the invoice of the path')
    return saveExisting(call, id, call.input.body, 'invoice')
  })

  api.serve(INVOICE_FORM_ROUTES.updateInvoice, (call) =>
    saveExisting(call, call.input.body.id, call.input.body, 'edit'),
  )

  api.serve(INVOICE_FORM_ROUTES.moveBack, async (call) => {
    const { id } = call.input.params
    if (!canMoveInvoiceBack(call.actor)) throw forbidden()
    const { invoice, deal } = await invoiceForWrite(call, id)
    const answer = (version: number): Answer => {
      const body: InvoiceMoveBackResponse = { invoiceId: id, version }
      return { body }
    }
    // Already there (a retry without Idempotency-Key): nothing to move.
    if (invoice.status === 'tobe') return answer(invoice.version)
    const version = await moveInvoice(call.db, id, 'tobe')
    if (deal) {
      await journalInvoice(
        call.db,
        'tobe',
        'Moved back to To be invoiced',
        journalled(invoice, deal),
        call.actor.id,
      )
    }
    return answer(version)
  })

  api.serve(INVOICE_FORM_ROUTES.remove, async (call) => {
    const { invoiceId } = call.input.params
    const { invoice, deal } = await invoiceForWrite(call, invoiceId)
    await deleteInvoice(call.db, invoiceId)
    if (invoice.fileId !== null) await deleteStoredFile(call.db, invoice.fileId)
    if (deal) {
      await journalInvoice(
        call.db,
        'invoice',
        'Invoice deleted',
        journalled(invoice, deal),
        call.actor.id,
      )
    }
    return { body: { invoiceId } }
  })
}
