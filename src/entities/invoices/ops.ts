/** The invoices module's op types, by name: every write of it the outbox carries. */
import {
  invoiceCreate,
  invoiceUpdate,
  invoiceMarkInvoiced,
  invoiceMoveBack,
  invoiceDelete,
} from './invoiceOps.ts'

export const INVOICES_OPS = {
  'invoice.create': invoiceCreate,
  'invoice.update': invoiceUpdate,
  'invoice.markInvoiced': invoiceMarkInvoiced,
  'invoice.moveBack': invoiceMoveBack,
  'invoice.delete': invoiceDelete,
} as const
