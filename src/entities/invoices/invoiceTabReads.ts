/**
 * The Invoice tab an invoice shows in, as the board tells it (invoiceBoardModel `inTab`): its
 * local status when this device moved or made it, else the pulled list that holds it; To be
 * Invoice when neither tells.
 */
import type { CrmDb } from '../db.ts'
import type { InvoiceStatus } from './invoiceRows.ts'
import { invoiceListOfKey } from './invoiceLists.ts'

export async function invoiceTabOf(db: CrmDb, invoiceId: number): Promise<InvoiceStatus> {
  const row = await db.invoices.get(invoiceId)
  if (row?.status) return row.status
  const lists = await db.syncLists.where('key').startsWith('invoices:').toArray()
  const holding = lists.find((list) => list.ids.includes(invoiceId))
  const flag = holding ? invoiceListOfKey(holding.key)?.flag : undefined
  return flag === 0 ? 'invoiced' : 'tobe'
}
