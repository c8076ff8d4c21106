import type { InvoicePayload } from '../../contract/invoiceForms.ts'
import { storeAttachment } from '../files/store.ts'
import type { Call } from '../http/api.ts'
import { requireContactsOf, requireExisting, requireUsers } from '../http/references.ts'
import type { InvoiceRow } from './store.ts'

/** The ids a save names must exist (the contact must be the client's): 400 naming one otherwise. */
export async function checkInvoiceReferences(call: Call, input: InvoicePayload): Promise<void> {
  const { db } = call
  await requireExisting(db, 'client', input.clientId)
  await requireContactsOf(db, input.clientId, input.contactId > 0 ? [input.contactId] : [])
  if (input.branchId > 0) await requireExisting(db, 'branch', input.branchId)
  await requireExisting(
    db,
    'tribe',
    input.tribes.map((share) => share.tribeId),
  )
  await requireUsers(db, [
    ...input.rms.map((share) => share.userId),
    ...(input.picId > 0 ? [input.picId] : []),
  ])
}

/**
 * The row a save stores: the attached file stored (none sent: null, an update keeps its file),
 * the segment of the deal, or of the client for an invoice without a deal.
 */
export async function invoiceRow(
  call: Call,
  input: InvoicePayload,
  owner: { dealId: number | null; dealName: string },
): Promise<InvoiceRow> {
  const [segment] = await call.db.query<{ segment_id: number | null }>(
    `SELECT coalesce((SELECT segment_id FROM deals WHERE id = $1),
                     (SELECT segment_id FROM clients WHERE id = $2)) AS segment_id`,
    [owner.dealId, input.clientId],
  )
  return {
    dealId: owner.dealId,
    clientId: input.clientId,
    dealName: owner.dealName,
    invoiceDate: input.invoiceDate,
    amount: input.amount,
    remarks: input.remarks,
    contactId: input.contactId,
    branchId: input.branchId,
    segmentId: segment?.segment_id ?? null,
    picId: input.picId,
    file: await storeAttachment(call.db, input, call.actor.id),
  }
}
