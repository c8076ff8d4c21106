/** Invoices: both unfiltered lists of the Invoice screen (roles 1, 2 and 5); the feed moves them. */
import { INVOICE_ROLES } from '../../domain/permissions.ts'
import type { CrmDb } from '../db.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { INVOICES_NAMING } from './naming.ts'
import { later } from '../later.ts'
import { INVOICES_TABLES } from './tables.ts'
import { INVOICES_SEARCH } from './search.ts'

/** The briefcase area that keeps both unfiltered lists. */
export const INVOICE_AREA_ID = 'invoices'

// The lists' paths come from the invoice calls' contract, which the first screen does not need.
const invoiceListPulls = () => import('./invoiceListPull.ts')

export const invoicesModule: EntityModule<CrmDb, typeof INVOICES_TABLES, typeof OwnOps> = {
  name: 'invoice',
  tables: INVOICES_TABLES,
  search: INVOICES_SEARCH,
  ops: () => import('./ops.ts'),
  naming: INVOICES_NAMING,
  areas: [
    {
      id: INVOICE_AREA_ID,
      label: 'Invoices',
      roles: INVOICE_ROLES,
      feedKeys: ['invoices'],
      ...later(invoiceListPulls, (module, context) => module.fillInvoiceLists(context)),
    },
  ],
  feed: {
    keys: ['invoices'],
    load: async () => (await import('./invoicesFeed.ts')).invoicesFeed,
  },
  keptListsOf: async () => (await invoiceListPulls()).keptInvoiceLists(),
}
