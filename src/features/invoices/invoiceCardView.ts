/**
 * What an invoice card shows (core-spec "Invoice" card fields, section 9): the title (the deal
 * name, cut at 60 with '...'), the client, the value (in millions from 8 digits) and the RMs.
 * Pure.
 */
import { formatCardAmount } from '../../domain/money.ts'
import { truncateCardTitle } from '../../domain/truncation.ts'
import type { InvoiceRow } from '../../entities/invoices/invoiceRows.ts'
import { NO_VALUE } from '../pipeline/index.ts'

export interface InvoiceCardView {
  invoiceId: number
  title: string
  /** The whole name, offered as a tooltip when the title was cut. */
  fullTitle: string | null
  clientName: string
  amount: string
  rmNames: string
}

export function toInvoiceCardView(invoice: InvoiceRow): InvoiceCardView {
  const name = invoice.dealName ?? ''
  const title = truncateCardTitle(name)
  const rmNames = (invoice.rms ?? []).map((rm) => rm.text).filter(Boolean)
  return {
    invoiceId: invoice.invoiceId,
    title: title || NO_VALUE,
    fullTitle: title === name ? null : name,
    clientName: invoice.client?.text || NO_VALUE,
    amount: formatCardAmount(invoice.amount),
    rmNames: rmNames.length > 0 ? rmNames.join(', ') : NO_VALUE,
  }
}
