/**
 * What the invoice screens write (core-spec "Invoice screens", section 4): each action is the
 * local change plus its op in one transaction, so the card shows in its tab at once, online or
 * offline, and reaches the server when it can. An invoice that changes tab also joins the stored
 * lists of its new tab whose filter it matches, so a pull of the tab it left does not drop the row
 * before its new tab is pulled again.
 */
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import { db, type CrmDb } from '../../entities/db.ts'
import type { InvoiceRow, InvoiceStatus } from '../../entities/invoices/invoiceRows.ts'
import { command, enqueue, type Command } from '../../sync/commands.ts'
import type { InvoiceCreateTarget, InvoiceFields } from '../../entities/invoices/invoiceOps.ts'
import { invoiceListOfKey } from '../../entities/invoices/invoiceLists.ts'
import { readStoredInvoiceLists } from '../../entities/invoices/storedInvoiceListReads.ts'
import { readStoredInvoice } from '../../entities/invoices/storedInvoiceReads.ts'

const FLAG_OF: Readonly<Record<InvoiceStatus, InvoiceListFilter['flag']>> = {
  tobe: 1,
  invoiced: 0,
}

const holds = (ids: readonly { id: number }[] | null | undefined, wanted: number): boolean =>
  wanted === 0 || (ids ?? []).some((each) => each.id === wanted)

/** Whether the list's tab and filter take the invoice (its months are the board's to check). */
export function listTakes(
  list: InvoiceListFilter,
  invoice: InvoiceRow,
  status: InvoiceStatus,
): boolean {
  return (
    list.flag === FLAG_OF[status] &&
    holds(invoice.tribes, list.tribe) &&
    holds(invoice.rms, list.rm) &&
    (list.segment === 0 || invoice.segment?.id === list.segment)
  )
}

/**
 * Puts the invoice first in each stored list of its tab that takes it, through the op's command
 * (Discard or Take theirs takes it out again).
 */
async function listInvoice(database: CrmDb, on: Command, invoiceId: number): Promise<void> {
  const invoice = await readStoredInvoice(database, invoiceId)
  if (!invoice?.status) return
  const status = invoice.status
  const lists = await readStoredInvoiceLists(database)
  for (const stored of lists) {
    const list = invoiceListOfKey(stored.key)
    if (!list || stored.ids.includes(invoiceId) || !listTakes(list, invoice, status)) continue
    await on.put('syncLists', { ...stored, ids: [invoiceId, ...stored.ids] })
  }
}

/** Queues an op that may move the invoice to the other tab, and lists it there. */
const enqueueAndList = (
  database: CrmDb,
  enqueueOp: (on: Command) => Promise<number>,
): Promise<number> =>
  command(database, async (on) => {
    const invoiceId = await enqueueOp(on)
    await listInvoice(database, on, invoiceId)
    return invoiceId
  })

/** Add: answers the new invoice's (temporary) id. */
export const createInvoice = (
  fields: InvoiceFields,
  target: InvoiceCreateTarget,
  userId: number,
  database: CrmDb = db,
): Promise<number> =>
  enqueueAndList(database, async (on) => {
    const op = await on.enqueue('invoice.create', { ...fields, target }, userId)
    return op.entity.id
  })

/** The invoice form's Save of an existing invoice: it keeps its tab. */
export async function updateInvoice(
  invoiceId: number,
  fields: InvoiceFields,
  userId: number,
  database: CrmDb = db,
): Promise<void> {
  await enqueue(database, 'invoice.update', { ...fields, invoiceId }, userId)
}

/** The to-invoice form's Save ('Invoiced'): the invoice moves to Invoiced. */
export const markInvoiced = (
  invoiceId: number,
  fields: InvoiceFields,
  userId: number,
  database: CrmDb = db,
): Promise<number> =>
  enqueueAndList(database, async (on) => {
    const op = await on.enqueue('invoice.markInvoiced', { ...fields, invoiceId }, userId)
    return op.entity.id
  })

/** Back to To be invoiced (role 1, after confirmation). */
export const moveInvoiceBack = (
  invoiceId: number,
  userId: number,
  database: CrmDb = db,
): Promise<number> =>
  enqueueAndList(database, async (on) => {
    const op = await on.enqueue('invoice.moveBack', { invoiceId }, userId)
    return op.entity.id
  })

export async function deleteInvoice(
  invoiceId: number,
  dealName: string,
  userId: number,
  database: CrmDb = db,
): Promise<void> {
  await enqueue(database, 'invoice.delete', { invoiceId, dealName }, userId)
}
