import type { FeedInvoice } from '../../../contract/changeFeed.ts'
import { keepsInvoices } from '../../../domain/permissions.ts'
import {
  defaultInvoiceWindow,
  defaultListBounds,
  IN_DEFAULT_LISTS,
  invoicesInDefaultLists,
} from '../../invoices/list.ts'
import { without, type FeedKind } from '../kind.ts'

/**
 * The invoices of both unfiltered invoice lists (every user's lists show every invoice of their
 * months), to the roles whose devices keep the Invoice screen. Their months move with the
 * calendar: a new month lists them whole, with the lists' new columns.
 */
export const invoiceKind: FeedKind = {
  name: 'invoice',
  sections: ['invoices'],
  period: 'month',
  given: keepsInvoices,
  async scopeIds(db, _actor, afterId, limit, today) {
    const rows = await db.query<{ id: number }>(
      `SELECT i.id FROM invoices i WHERE ${IN_DEFAULT_LISTS} AND i.id > $5 ORDER BY i.id LIMIT $6`,
      [...defaultListBounds(today), afterId, limit],
    )
    return rows.map((row) => row.id)
  },
  async scopeCount(db, _actor, today) {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM invoices i WHERE ${IN_DEFAULT_LISTS}`,
      defaultListBounds(today),
    )
    return row?.total ?? 0
  },
  async changes(db, _actor, ids, whole, today) {
    const upserts: FeedInvoice[] = await invoicesInDefaultLists(db, ids, today)
    const columns = {
      tobe: defaultInvoiceWindow('tobe', today).columns,
      invoiced: defaultInvoiceWindow('invoiced', today).columns,
    }
    return {
      invoices: whole
        ? { upserts, deletes: [], full: true, columns }
        : {
            upserts,
            deletes: without(
              ids,
              upserts.map((row) => row.invoiceId),
            ),
          },
    }
  },
}
