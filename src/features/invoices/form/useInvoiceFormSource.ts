/**
 * What an invoice form starts from, read from IndexedDB: the invoice (detail, see, to-invoice),
 * the Won deal with its owners (Add To Be Invoice: its stored detail, else its card), or nothing
 * (Add). undefined while reading; `missing` when the device does not hold it.
 */
import { useLiveQuery } from '../../../store/liveQuery.ts'
import type { InvoicesSearch } from '../invoicesSearch.ts'
import { db } from '../../../entities/db.ts'
import { readHeldDeal } from '../../../entities/deals/heldDealReads.ts'
import type { InvoiceRow } from '../../../entities/invoices/invoiceRows.ts'
import { readStoredInvoice } from '../../../entities/invoices/storedInvoiceReads.ts'
import { draftOf, ownersShown } from '../../deals/index.ts'
import type { DealForInvoice } from './invoiceDraft.ts'

export type InvoiceFormSource =
  | { kind: 'new' }
  | { kind: 'invoice'; invoice: InvoiceRow }
  | { kind: 'deal'; deal: DealForInvoice }
  | { kind: 'missing'; what: 'invoice' | 'deal' }

async function dealSource(dealId: number): Promise<InvoiceFormSource> {
  const { detail, card } = await readHeldDeal(db, dealId)
  if (detail) {
    const owners = draftOf(ownersShown(detail, card))
    return {
      kind: 'deal',
      deal: {
        deal: { id: detail.id, text: card?.dealName ?? detail.name },
        client: detail.clientCompany,
        tribes: owners.tribes,
        rms: owners.rms,
        branchId: owners.branchId,
        picId: owners.picId,
      },
    }
  }
  if (!card) return { kind: 'missing', what: 'deal' }
  return {
    kind: 'deal',
    deal: {
      deal: { id: card.dealId, text: card.dealName },
      client: { id: card.clientId, text: card.clientName },
      tribes: [],
      rms: [],
      branchId: 0,
      picId: 0,
    },
  }
}

async function readSource(search: InvoicesSearch): Promise<InvoiceFormSource> {
  if (search.form === 'tobe' && search.deal !== undefined) return dealSource(search.deal)
  if (search.form !== 'add' && search.invoice !== undefined) {
    const invoice = await readStoredInvoice(db, search.invoice)
    return invoice ? { kind: 'invoice', invoice } : { kind: 'missing', what: 'invoice' }
  }
  return { kind: 'new' }
}

export function useInvoiceFormSource(search: InvoicesSearch): InvoiceFormSource | undefined {
  const { form, invoice, deal } = search
  return useLiveQuery(() => readSource({ form, invoice, deal }), [form, invoice, deal])
}
