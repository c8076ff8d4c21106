/**
 * The invoice form's model (core-spec "Invoice screens", sections 4, 5 and 9): the draft a form
 * edits, where it starts (an invoice, a Won deal, nothing), the Save rule (client, deal and value;
 * an invoice without a deal needs its name), the value rules (shares follow a new value; percent
 * and nominal convert against it), and the fields the invoice ops carry. Pure.
 */
import type { IdText } from '../../../contract/common.ts'
import type { InvoiceShareTag } from '../../../contract/invoices.ts'
import { formatTypedMoney, parseMoney, toWholeRupiah } from '../../../domain/money.ts'
import { recomputeNominals, shareForSave, shareFromPercent } from '../../../domain/shares.ts'
import type { InvoiceRow } from '../../../entities/invoices/invoiceRows.ts'
import type { InvoiceFields } from '../../../entities/invoices/invoiceOps.ts'
import { toggleListMode, type ShareRow } from '../../deals/index.ts'

export interface InvoiceDraft {
  client: IdText | null
  /** The chosen Won deal; null with `noDeal` (an invoice without a deal) or before a choice. */
  deal: IdText | null
  /** The invoice is of no deal: it is named in `dealName` (invoice-no-deal call). */
  noDeal: boolean
  dealName: string
  /** The invoice period, YYYY-MM-DD. */
  invoiceDate: string
  /** The value as typed ('1,500,000'). */
  amount: string
  remarks: string
  contact: IdText | null
  branchId: number
  picId: number
  /** A file chosen in the form; null keeps the stored one. */
  file: { filename: string; fileBase64: string } | null
  /** The stored file's name ('' when none). */
  storedFilename: string
  tribes: ShareRow[]
  rms: ShareRow[]
}

/** The first day of the month of `today`, YYYY-MM-DD: a new invoice's period. */
export function thisMonth(today: Date): string {
  const month = String(today.getMonth() + 1).padStart(2, '0')
  return `${today.getFullYear()}-${month}-01`
}

export function emptyDraft(today: Date): InvoiceDraft {
  return {
    client: null,
    deal: null,
    noDeal: false,
    dealName: '',
    invoiceDate: thisMonth(today),
    amount: '',
    remarks: '',
    contact: null,
    branchId: 0,
    picId: 0,
    file: null,
    storedFilename: '',
    tribes: [],
    rms: [],
  }
}

/** A share of the list answer; one without its share fields counts as 0 % entered as a percent. */
const shareRow = (tag: InvoiceShareTag): ShareRow => ({
  id: tag.id,
  text: tag.text,
  percent: tag.percent ?? 0,
  nominal: tag.nominal ?? 0,
  usePercent: tag.usePercent ?? true,
})

export function draftOfInvoice(invoice: InvoiceRow): InvoiceDraft {
  const hasDeal = invoice.dealId !== 0
  return {
    client: invoice.client,
    deal: hasDeal ? { id: invoice.dealId, text: invoice.dealName } : null,
    noDeal: !hasDeal,
    dealName: hasDeal ? '' : invoice.dealName,
    invoiceDate: invoice.invoiceDate,
    amount: formatTypedMoney(String(invoice.amount ?? '')),
    remarks: invoice.remarks ?? '',
    contact: invoice.contact,
    branchId: invoice.branch?.id ?? 0,
    picId: invoice.pic?.id ?? 0,
    file: null,
    storedFilename: invoice.filename ?? '',
    tribes: (invoice.tribes ?? []).map(shareRow),
    rms: (invoice.rms ?? []).map(shareRow),
  }
}

/** What Add To Be Invoice starts from: the Won deal, its client and its owners' shares. */
export interface DealForInvoice {
  deal: IdText
  client: IdText | null
  tribes: readonly ShareRow[]
  rms: readonly ShareRow[]
  branchId: number
  picId: number
}

/** A Won deal's to-be-invoiced item: the owners share it by percent, as they share the deal. */
export function draftForDeal(source: DealForInvoice, today: Date): InvoiceDraft {
  const asPercent = (row: ShareRow): ShareRow => ({ ...row, ...shareFromPercent(row.percent, 0) })
  return {
    ...emptyDraft(today),
    client: source.client,
    deal: source.deal,
    tribes: source.tribes.map(asPercent),
    rms: source.rms.map(asPercent),
    branchId: source.branchId,
    picId: source.picId,
  }
}

export const draftValue = (draft: Pick<InvoiceDraft, 'amount'>): number => parseMoney(draft.amount)

/** Save needs a client, a deal (or, without one, its name), a period and a value above 0. */
export function canSaveInvoice(draft: InvoiceDraft): boolean {
  const named = draft.noDeal ? draft.dealName.trim() !== '' : draft.deal !== null
  return (
    draft.client !== null &&
    named &&
    draft.invoiceDate !== '' &&
    toWholeRupiah(draftValue(draft)) > 0
  )
}

/** A new value (above 0) recomputes each share's nominal from its percent. */
export function withAmount(draft: InvoiceDraft, amount: string): InvoiceDraft {
  const typed = formatTypedMoney(amount)
  const value = parseMoney(typed)
  return {
    ...draft,
    amount: typed,
    tribes: recomputeNominals(draft.tribes, value),
    rms: recomputeNominals(draft.rms, value),
  }
}

/** A new client drops the deal and the contact chosen for the old one. */
export const withClient = (draft: InvoiceDraft, client: IdText | null): InvoiceDraft => ({
  ...draft,
  client,
  deal: null,
  contact: null,
})

/** Using percentage / Using nominal for one list: its rows converted against the value. */
export function withShareMode(
  draft: InvoiceDraft,
  list: 'tribes' | 'rms',
  usePercent: boolean,
): InvoiceDraft {
  return { ...draft, [list]: toggleListMode(draft[list], usePercent, draftValue(draft)) }
}

/** Names the ops show while they wait (the payload carries ids only). */
export interface DraftNames {
  branch: string
  pic: string
}

/** The fields the invoice ops carry; only for a draft that may be saved (canSaveInvoice). */
export function invoiceFieldsOf(draft: InvoiceDraft, names: DraftNames): InvoiceFields {
  const tribes = draft.tribes.map(shareForSave)
  const rms = draft.rms.map(shareForSave)
  return {
    clientId: draft.client?.id ?? 0,
    dealId: draft.noDeal ? 0 : (draft.deal?.id ?? 0),
    dealName: draft.noDeal ? draft.dealName.trim() : (draft.deal?.text ?? ''),
    invoiceDate: draft.invoiceDate,
    amount: toWholeRupiah(draftValue(draft)),
    remarks: draft.remarks,
    contactId: draft.contact?.id ?? 0,
    fileBase64: draft.file?.fileBase64 ?? '',
    filename: draft.file?.filename ?? '',
    rms: rms.map(({ id, percent, nominal, usePercent }) => ({
      userId: id,
      percent,
      nominal,
      usePercent,
    })),
    tribes: tribes.map(({ id, percent, nominal, usePercent }) => ({
      tribeId: id,
      percent,
      nominal,
      usePercent,
    })),
    branchId: draft.branchId,
    picId: draft.picId,
    names: {
      client: draft.client?.text ?? '',
      contact: draft.contact?.text ?? '',
      branch: names.branch,
      pic: names.pic,
      rms: rms.map((row) => row.text),
      tribes: tribes.map((row) => row.text),
    },
  }
}
