/**
 * The files the briefcase wants, in the order it keeps them: those of the deals whose details it
 * keeps, newest deal first, then those of the invoices it keeps, newest invoice date first. A
 * deal's updated time, as the device knows it, is its journal's newest entry (every change to a
 * deal or its documents writes one), else the deal's date.
 */
import type { DealDetail } from '../../contract/deals.ts'
import type { InvoiceItem } from '../../contract/invoices.ts'
import { DOCUMENT_VIEW_TYPE, type KeptDocumentType } from '../../contract/uploads.ts'
import { keptFileKey } from './keptFileRows.ts'
import { newestJournalTime } from '../../domain/detailScope.ts'

export interface WantedFile {
  key: string
  type: KeptDocumentType
  docId: number
  dealId: number
  ref: string
  filename: string
}

type FileFields = Pick<DealDetail, 'id' | 'proposal' | 'pricing' | 'agreement'>

/** The files a deal's detail names (a proposal created offline has none on the server yet). */
export function filesOfDeal(detail: FileFields): WantedFile[] {
  const files: WantedFile[] = []
  const { proposal } = detail
  if (proposal && proposal.url && proposal.id > 0) {
    const key = keptFileKey(DOCUMENT_VIEW_TYPE.proposal, proposal.id)
    files.push({
      key,
      type: DOCUMENT_VIEW_TYPE.proposal,
      docId: proposal.id,
      dealId: detail.id,
      ref: proposal.url,
      filename: proposal.filename,
    })
  }
  for (const document of [detail.pricing, detail.agreement]) {
    if (!document || document.id <= 0) continue
    const key = keptFileKey(DOCUMENT_VIEW_TYPE.pricingOrAgreement, document.id)
    files.push({
      key,
      type: DOCUMENT_VIEW_TYPE.pricingOrAgreement,
      docId: document.id,
      dealId: detail.id,
      ref: key,
      filename: document.filename,
    })
  }
  return files
}

/** ISO time of the deal's newest journal entry, else its date. */
export const dealUpdatedAt = (detail: Pick<DealDetail, 'history' | 'dealDate'>): string =>
  newestJournalTime(detail)

/** A kept deal's or invoice's files with what orders them: its time and its id. */
export interface OrderedFiles {
  id: number
  at: string
  files: WantedFile[]
}

export type DealFileFields = FileFields & Pick<DealDetail, 'history' | 'dealDate'>

export const dealFilesOf = (detail: DealFileFields): OrderedFiles => ({
  id: detail.id,
  at: dealUpdatedAt(detail),
  files: filesOfDeal(detail),
})

/** The files, newest first (ties: the higher id first). */
export const newestFirst = (owners: readonly OrderedFiles[]): WantedFile[] =>
  [...owners]
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
    .flatMap((owner) => owner.files)

/** Every wanted file of `details`, newest deal first (ties: the higher deal id first). */
export const wantedFiles = (details: readonly DealFileFields[]): WantedFile[] =>
  newestFirst(details.map(dealFilesOf))

export type InvoiceFileFields = Pick<
  InvoiceItem,
  'invoiceId' | 'dealId' | 'filename' | 'version' | 'invoiceDate'
>

/**
 * An invoice's file, when it has one on the server. Its ref is the invoice's version: a save that
 * changes the file changes it (a save that does not costs one 304).
 */
export function fileOfInvoice(invoice: InvoiceFileFields): WantedFile | null {
  if (invoice.filename === '' || invoice.invoiceId <= 0) return null
  return {
    key: keptFileKey(DOCUMENT_VIEW_TYPE.invoice, invoice.invoiceId),
    type: DOCUMENT_VIEW_TYPE.invoice,
    docId: invoice.invoiceId,
    dealId: invoice.dealId,
    ref: `v${invoice.version}`,
    filename: invoice.filename,
  }
}

export const invoiceFilesOf = (invoice: InvoiceFileFields): OrderedFiles => {
  const file = fileOfInvoice(invoice)
  return { id: invoice.invoiceId, at: invoice.invoiceDate, files: file ? [file] : [] }
}

/** The kept invoices' files, newest invoice date first (ties: the higher id first). */
export const wantedInvoiceFiles = (invoices: readonly InvoiceFileFields[]): WantedFile[] =>
  newestFirst(invoices.map(invoiceFilesOf))
