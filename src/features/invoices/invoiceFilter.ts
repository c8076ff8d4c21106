/**
 * The Invoice screen's filter (core-spec "Invoice screens": tribe, deal period, segment, RM): the
 * pipeline's filter without probability (the invoice call takes none), kept per user in `meta`
 * so a reload or an offline visit keeps it, and shared by both tabs. Pure helpers: the list each
 * tab shows for a filter, and the months named while that list is not on the device.
 */
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { MonthColumn } from '../../contract/projection.ts'
import { boardMonths } from '../../domain/dates.ts'
import { readInvoiceFilter, saveInvoiceFilter } from '../../entities/invoices/invoiceSavedFilter.ts'
import { isDefaultFilter } from '../pipeline/index.ts'
import type { SavedFilterStore } from '../pipeline/index.ts'
import { INVOICE_COLUMN_COUNT, invoiceMonthOffset } from './invoiceBoardModel.ts'

/** The invoice call takes no probability, so the screen keeps none. */
export const withoutProbability = (filter: PipelineFilter): PipelineFilter =>
  filter.probabilities.length === 0 ? filter : { ...filter, probabilities: [] }

export const INVOICE_FILTER_STORE: SavedFilterStore = {
  read: readInvoiceFilter,
  save: saveInvoiceFilter,
  keep: withoutProbability,
}

/** The filter of no choice: every tribe, segment and RM, the server's default months. */
export const isDefaultInvoiceFilter = (filter: PipelineFilter): boolean =>
  isDefaultFilter(withoutProbability(filter))

/** A tab's list under the filter; the default filter gives the briefcase's unfiltered list. */
export const invoiceListOf = (
  filter: PipelineFilter,
  flag: InvoiceListFilter['flag'],
): InvoiceListFilter => ({
  from: filter.from,
  to: filter.to,
  tribe: filter.tribe,
  segment: filter.segment,
  rm: filter.rm,
  flag,
})

/**
 * The five months the server answers for a list: from the period's first month when it has one,
 * else the tab's default window (see defaultInvoiceMonths).
 */
export function invoiceListMonths(list: InvoiceListFilter, today: Date): MonthColumn[] {
  return boardMonths(list.from, INVOICE_COLUMN_COUNT, invoiceMonthOffset(list.flag), today)
}
