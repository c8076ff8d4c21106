/**
 * The invoices' part of the change feed: each invoice into the list of its tab (To be Invoice,
 * Invoiced), both the unfiltered lists the Invoice screen shows; a window listing them whole (a
 * first fill, a new month) also brings each list's five month columns.
 */
import type { FeedInvoice } from '../../contract/changeFeed.ts'
import { listColumnsKey } from '../../store/meta.ts'
import type { FeedSection } from '../../sync/feedSection.ts'
import { heldIds, mergeIntoList, putRows } from '../../sync/listStore.ts'
import { asRows } from '../../sync/pull.ts'
import { keepOnlyListed, markListsFetched, rowsAndDeletes } from '../../sync/tableSection.ts'
import { INVOICED, invoiceListKey, TO_BE_INVOICED, unfilteredInvoiceList } from './invoiceLists.ts'

type InvoiceStatus = FeedInvoice['status']
const STATUSES: readonly InvoiceStatus[] = ['tobe', 'invoiced']

const LISTS: Record<InvoiceStatus, string> = {
  tobe: invoiceListKey(unfilteredInvoiceList(TO_BE_INVOICED.flag)),
  invoiced: invoiceListKey(unfilteredInvoiceList(INVOICED.flag)),
}

const list = (status: InvoiceStatus) => ({ key: LISTS[status], table: 'invoices' as const })

const withoutStatus = (rows: readonly FeedInvoice[]) =>
  asRows(rows.map(({ status: _status, ...row }) => row))

export const invoicesFeed: FeedSection = {
  keys: ['invoices'],
  tables: ['invoices'],
  count: (page) => rowsAndDeletes(page.invoices),
  begin({ db, startedAt, now }) {
    const listed = { tobe: new Set<number>(), invoiced: new Set<number>() }
    return {
      async apply(page) {
        const part = page.invoices
        if (!part || (part.upserts.length === 0 && part.deletes.length === 0 && !part.columns))
          return
        const held = await heldIds(db, 'invoices', startedAt)
        await putRows(db, 'invoices', withoutStatus(part.upserts), held)
        const of = (status: InvoiceStatus) =>
          part.upserts.filter((row) => row.status === status).map((row) => row.invoiceId)
        // Joins first: an invoice moving to the other tab is never in neither list (and removed).
        for (const status of STATUSES) {
          const ids = of(status)
          await mergeIntoList(db, list(status), ids, [], held)
          for (const id of ids) listed[status].add(id)
          if (part.columns) {
            await db.meta.put({ key: listColumnsKey(LISTS[status]), value: part.columns[status] })
          }
        }
        for (const status of STATUSES) {
          const other = of(status === 'tobe' ? 'invoiced' : 'tobe')
          await mergeIntoList(db, list(status), [], [...part.deletes, ...other], held)
        }
      },
      async finish(whole) {
        if (whole) {
          for (const status of STATUSES) {
            await keepOnlyListed(db, 'invoices', LISTS[status], listed[status], startedAt)
          }
        }
        await markListsFetched(db, Object.values(LISTS), now())
      },
    }
  },
}
