/** A pulled invoice list read back: its ids in order, its five month columns, its rows. */
import type { MonthColumn } from '../../contract/projection.ts'
import { monthColumnsAnswer } from '../../contract/projection.ts'
import { check } from '../../contract/validate.ts'
import type { CrmDb } from '../db.ts'
import { readPulledList } from '../deals/dealRows.ts'
import type { InvoiceRow } from './invoiceRows.ts'
import { listColumnsKey } from '../../store/meta.ts'

export interface StoredInvoiceList {
  columns: MonthColumn[]
  invoices: InvoiceRow[]
  fetchedAt: number | undefined
}

/** A pulled list without its rows: the ids in the list's order, its months, its fetch time. */
export interface InvoiceListHead {
  ids: number[]
  columns: MonthColumn[]
  fetchedAt: number | undefined
}

/** A list's ids, months and fetch time; null when it was never pulled here. */
export async function readInvoiceListHead(db: CrmDb, key: string): Promise<InvoiceListHead | null> {
  const [list, columns] = await Promise.all([
    readPulledList(db, key),
    db.meta.get(listColumnsKey(key)),
  ])
  if (!list) return null
  const checked = check(monthColumnsAnswer, columns?.value)
  return { ids: list.ids, columns: checked.ok ? checked.value : [], fetchedAt: list.fetchedAt }
}

/** The list's invoices among `rows` (in the list's order); ids without a row are left out. */
export function invoicesOf(ids: readonly number[], rows: ReadonlyMap<number, InvoiceRow>) {
  return ids.map((id) => rows.get(id)).filter((row): row is InvoiceRow => row !== undefined)
}

/** A list with its invoices (in the list's order); null when it was never pulled here. */
export async function readInvoiceList(db: CrmDb, key: string): Promise<StoredInvoiceList | null> {
  const head = await readInvoiceListHead(db, key)
  if (!head) return null
  const rows = await db.invoices.bulkGet(head.ids)
  return {
    columns: head.columns,
    invoices: rows.filter((row): row is InvoiceRow => row !== undefined),
    fetchedAt: head.fetchedAt,
  }
}
