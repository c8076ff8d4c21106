/** Invoices: both unfiltered lists of the Invoice screen (roles 1, 2 and 5); the feed moves them. */
import { INVOICE_ROLES } from '../../domain/permissions.ts'
import type { CrmDb } from '../db.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { INVOICES_NAMING } from './naming.ts'
import { later } from '../later.ts'

/** The briefcase area that keeps both unfiltered lists. */
export const INVOICE_AREA_ID = 'invoices'

// The lists' paths come from the invoice calls' contract, which the first screen does not need.
const invoiceListPulls = () => import('./invoiceListPull.ts')

export const invoicesModule: EntityModule<CrmDb> = {
  naming: INVOICES_NAMING,
  name: 'invoice',
  areas: [
    {
      id: INVOICE_AREA_ID,
      label: 'Invoices',
      roles: INVOICE_ROLES,
      feedKeys: ['invoices'],
      fill: later(invoiceListPulls, (module, context) => module.fillInvoiceLists(context)),
    },
  ],
  feed: {
    keys: ['invoices'],
    load: async () => (await import('./invoicesFeed.ts')).invoicesFeed,
  },
  keptListsOf: async () => (await invoiceListPulls()).keptInvoiceLists(),
}
