/**
 * One invoice list's board, read live from IndexedDB: the list's ids, months and fetch time, and
 * the stored invoices through the invoices mirror (a save re-reads the one row it changed, not the
 * list's hundreds). undefined while the first reads run, null when the list was never pulled on
 * this device.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import type { InvoiceListFilter } from '../../contract/invoices.ts'
import { db } from '../../entities/db.ts'
import { invoicesOf, readInvoiceListHead } from '../../entities/invoices/invoiceListReads.ts'
import { useInvoicesSnapshot } from '../../entities/invoices/useInvoicesSnapshot.ts'
import { buildInvoiceBoard, inTab, type InvoiceBoardModel } from './invoiceBoardModel.ts'
import { invoiceListKey } from '../../entities/invoices/invoiceLists.ts'

export interface InvoiceBoardData {
  board: InvoiceBoardModel
  fetchedAt: number | undefined
}

/** `{ head }` tells "not read yet" (undefined) from "never pulled" (head: null). */
const readHead = (key: string) => readInvoiceListHead(db, key).then((head) => ({ head }))

export function useInvoiceBoard(filter: InvoiceListFilter): InvoiceBoardData | null | undefined {
  const key = invoiceListKey(filter)
  const read = useLiveQuery(() => readHead(key), [key])
  const stored = useInvoicesSnapshot()
  const { flag } = filter
  return useMemo(() => {
    if (read === undefined || stored === undefined) return undefined
    const { head } = read
    if (!head) return null
    return {
      board: buildInvoiceBoard(head.columns, inTab(invoicesOf(head.ids, stored.rows), flag)),
      fetchedAt: head.fetchedAt,
    }
  }, [read, stored, flag])
}
