/**
 * One invoice list's board, read live from IndexedDB: undefined while the first read runs, null
 * when the list was never pulled on this device.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import { db } from '../../store/db.ts'
import { readInvoiceList, type StoredInvoiceList } from '../../store/invoices.ts'
import { buildInvoiceBoard, inTab, type InvoiceBoardModel } from './invoiceBoardModel.ts'
import { invoiceListKey } from './invoiceLists.ts'

export interface InvoiceBoardData {
  board: InvoiceBoardModel
  fetchedAt: number | undefined
}

/** `{ stored }` tells "not read yet" (undefined) from "never pulled" (stored: null). */
const readStored = (key: string) => readInvoiceList(db, key).then((stored) => ({ stored }))

export function useInvoiceBoard(filter: InvoiceListFilter): InvoiceBoardData | null | undefined {
  const key = invoiceListKey(filter)
  const read = useLiveQuery(() => readStored(key), [key])
  return useMemo(() => {
    if (read === undefined) return undefined
    return read.stored ? toBoardData(read.stored, filter.flag) : null
  }, [read, filter.flag])
}

const toBoardData = (
  stored: StoredInvoiceList,
  flag: InvoiceListFilter['flag'],
): InvoiceBoardData => ({
  board: buildInvoiceBoard(stored.columns, inTab(stored.invoices, flag)),
  fetchedAt: stored.fetchedAt,
})
