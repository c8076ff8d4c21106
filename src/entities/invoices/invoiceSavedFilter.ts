/**
 * The Invoice screen's filter a person saved, per user, in `meta` (apart from the pipeline's): a
 * reload or an offline visit keeps it.
 */
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { CrmDb } from '../db.ts'
import { readMeta, writeMeta } from '../../store/meta.ts'

export const invoiceFilterKey = (userId: number): string => `invoices:filter:${userId}`

/** The stored value as it is (validated by the screen); undefined when none was saved. */
export function readInvoiceFilter(database: CrmDb, userId: number): Promise<unknown> {
  return readMeta<unknown>(database, invoiceFilterKey(userId))
}

export function saveInvoiceFilter(
  database: CrmDb,
  userId: number,
  filter: PipelineFilter,
): Promise<void> {
  return writeMeta(database, invoiceFilterKey(userId), filter)
}
