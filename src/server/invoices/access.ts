import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { canActOnDeal } from '../../domain/permissions.ts'
import { dealForWrite, type LockedDeal } from '../deals/lock.ts'
import type { Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { loadStoredInvoice, lockInvoice, type LockedInvoice } from './store.ts'

/**
 * The invoice a write acts on, locked, with its deal (null for an invoice without a deal): 404
 * when missing; the actor allowed on it (an invoice of a deal as on its deal: roles 1 and 2, role
 * 5 in the deal's access list or RMs; an invoice without a deal: roles 1 and 2, role 5 when its
 * creator); the If-Match version (when sent) still current, else 412 with the stored invoice.
 */
export async function invoiceForWrite(
  call: Call,
  invoiceId: number,
): Promise<{ invoice: LockedInvoice; deal: LockedDeal | null }> {
  // The deal is locked before the invoice, in the order a deal's delete takes them.
  const [owner] = await call.db.query<{ deal_id: number | null }>(
    'SELECT deal_id FROM invoices WHERE id = $1',
    [invoiceId],
  )
  if (!owner) throw notFound('Invoice')
  const deal =
    owner.deal_id === null ? null : await dealForWrite(call, owner.deal_id, { ifMatch: false })
  const invoice = await lockInvoice(call.db, invoiceId)
  if (!invoice) throw notFound('Invoice')
  if (!deal) {
    const creator = invoice.createdBy === null ? [] : [{ userId: invoice.createdBy }]
    if (!canActOnDeal(call.actor, { access: creator })) throw forbidden()
  }
  await checkIfMatch(call.header(IF_MATCH_HEADER), invoice.version, () =>
    loadStoredInvoice(call.db, invoiceId),
  )
  return { invoice, deal }
}
