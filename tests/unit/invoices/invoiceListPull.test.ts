import { describe, expect, it } from 'vitest'
import { pullInvoiceList } from '../../../src/entities/invoices/invoiceListPull.ts'
import {
  INVOICED,
  invoiceListKey,
  TO_BE_INVOICED,
  unfilteredInvoiceList,
} from '../../../src/entities/invoices/invoiceLists.ts'
import { readInvoiceList } from '../../../src/entities/invoices/invoiceListReads.ts'
import { PullError } from '../../../src/sync/pullError.ts'
import type { SyncResponse } from '../../../src/sync/transport.ts'
import { newDb, StubServer, USER } from '../crmDbHarness.ts'
import { COLUMNS, invoice } from './fixtures.ts'

const TO_BE = unfilteredInvoiceList(TO_BE_INVOICED.flag)
const DONE = unfilteredInvoiceList(INVOICED.flag)

const answering = (response: SyncResponse) => new StubServer(() => response)
const listOf = (...invoices: ReturnType<typeof invoice>[]): SyncResponse => ({
  status: 200,
  body: { stages: COLUMNS, invoice: invoices },
})

describe('the invoice list keys', () => {
  it('name each tab`s unfiltered call: flag 1 To be Invoice, flag 0 Invoiced', () => {
    expect(invoiceListKey(TO_BE)).toBe('invoices:/pipeline/invoice/0/0/0/0/0/1')
    expect(invoiceListKey(DONE)).toBe('invoices:/pipeline/invoice/0/0/0/0/0/0')
  })
})

describe('the invoice list pull', () => {
  it('asks the tab`s path and stores its invoices, months and fetch time', async () => {
    const db = newDb()
    const server = answering(listOf(invoice(1), invoice(2, { month: 4 })))
    await pullInvoiceList(db, server, TO_BE, { userId: USER, now: () => 1234 })
    expect(server.received.map((request) => request.path)).toEqual([
      '/pipeline/invoice/0/0/0/0/0/1',
    ])
    const stored = await readInvoiceList(db, invoiceListKey(TO_BE))
    expect(stored?.columns).toEqual(COLUMNS)
    expect(stored?.fetchedAt).toBe(1234)
    expect(stored?.invoices.map((row) => [row.invoiceId, row.month])).toEqual([
      [1, 3],
      [2, 4],
    ])
    expect(await readInvoiceList(db, invoiceListKey(DONE))).toBeNull()
  })

  it('replaces what the list held, keeping invoices the other tab still lists', async () => {
    const db = newDb()
    await pullInvoiceList(db, answering(listOf(invoice(1), invoice(2), invoice(3))), TO_BE, {
      userId: USER,
    })
    await pullInvoiceList(db, answering(listOf(invoice(3))), DONE, { userId: USER })
    await pullInvoiceList(db, answering(listOf(invoice(1, { amount: 7 }))), TO_BE, { userId: USER })
    const toBe = await readInvoiceList(db, invoiceListKey(TO_BE))
    expect(toBe?.invoices.map((row) => [row.invoiceId, row.amount])).toEqual([[1, 7]])
    expect(await db.invoices.get(2)).toBeUndefined()
    expect((await readInvoiceList(db, invoiceListKey(DONE)))?.invoices).toHaveLength(1)
  })

  it('stores nothing of an answer of another shape', async () => {
    const db = newDb()
    const noMonths = answering({ status: 200, body: { invoice: [invoice(1)] } })
    await expect(pullInvoiceList(db, noMonths, TO_BE, { userId: USER })).rejects.toBeInstanceOf(
      PullError,
    )
    const badAmount = answering(listOf({ ...invoice(1), amount: 'lots' as unknown as number }))
    await expect(pullInvoiceList(db, badAmount, TO_BE, { userId: USER })).rejects.toThrow('amount')
    expect(await db.invoices.count()).toBe(0)
    expect(await readInvoiceList(db, invoiceListKey(TO_BE))).toBeNull()
  })

  it('keeps the list it held when the server refuses', async () => {
    const db = newDb()
    await pullInvoiceList(db, answering(listOf(invoice(1))), TO_BE, { userId: USER, now: () => 1 })
    const refusal = answering({ status: 500, body: null })
    await expect(
      pullInvoiceList(db, refusal, TO_BE, { userId: USER, now: () => 2 }),
    ).rejects.toThrow('Pull answered 500')
    const stored = await readInvoiceList(db, invoiceListKey(TO_BE))
    expect(stored?.fetchedAt).toBe(1)
    expect(stored?.invoices.map((row) => row.invoiceId)).toEqual([1])
  })
})
