/** Invoices: both unfiltered lists of the Invoice screen (roles 1, 2 and 5); the feed moves them. */
import { INVOICE_ROLES } from '../../domain/permissions.ts'
import type { CrmDb } from '../db.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { INVOICES_OPS } from './ops.ts'
import { INVOICES_NAMING } from './naming.ts'
import { later } from '../later.ts'
import {
  INVOICE_AREA_ID,
  INVOICE_LIST_TABS,
  invoiceListKey,
  unfilteredInvoiceList,
} from './invoiceLists.ts'

export const invoicesModule: EntityModule<CrmDb> = {
  ops: INVOICES_OPS,
  naming: INVOICES_NAMING,
  name: 'invoice',
  areas: [
    {
      id: INVOICE_AREA_ID,
      label: 'Invoices',
      roles: INVOICE_ROLES,
      feedKeys: ['invoices'],
      fill: later(
        () => import('./invoiceListPull.ts'),
        async ({ pullInvoiceList }, { db, transport, user, progress }) => {
          for (const [done, tab] of INVOICE_LIST_TABS.entries()) {
            progress(done, INVOICE_LIST_TABS.length)
            const list = unfilteredInvoiceList(tab.flag)
            await pullInvoiceList(db, transport, list, { userId: user.id })
          }
        },
      ),
    },
  ],
  feed: {
    keys: ['invoices'],
    load: async () => (await import('./invoicesFeed.ts')).invoicesFeed,
  },
  keptLists: INVOICE_LIST_TABS.map((tab) => invoiceListKey(unfilteredInvoiceList(tab.flag))),
}
