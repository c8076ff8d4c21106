/**
 * A tab's list: the default filter's is the briefcase's (kept filled in the background); another
 * filter's list is pulled into IndexedDB by the screen itself through the sync engine's pull: on
 * showing it, when the filter changes, on the `online` event and every PULL_EVERY_MS while the
 * page is visible.
 */
import { useCallback } from 'react'
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import { useBriefcaseArea } from '../briefcase/index.ts'
import { PULL_EVERY_MS } from '../pipeline/index.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/index.ts'
import { invoiceListPull } from '../../entities/invoices/invoiceListPull.ts'
import { invoiceListKey } from '../../entities/invoices/invoiceLists.ts'
import { INVOICE_AREA_ID } from '../../entities/invoices/module.ts'

const isUnfiltered = (list: InvoiceListFilter): boolean =>
  list.from === 0 && list.to === 0 && list.tribe === 0 && list.segment === 0 && list.rm === 0

/** Pulls a filtered list once (the invoices, and the month columns beside them). */
export async function pullFilteredInvoiceList(list: InvoiceListFilter): Promise<void> {
  await syncEngine.pull(invoiceListPull(list))
}

/** `list` must keep its identity while it does not change (it is memoised by its owner). */
export function useInvoiceListPull(list: InvoiceListFilter): PullState {
  const inBriefcase = isUnfiltered(list)
  const pull = useCallback(() => pullFilteredInvoiceList(list), [list])
  const own = usePull(inBriefcase ? null : invoiceListKey(list), pull, PULL_EVERY_MS)
  const briefcase = useBriefcaseArea(INVOICE_AREA_ID)
  return inBriefcase ? briefcase : own
}
