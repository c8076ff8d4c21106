import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { readInvoiceFormLocalOptions } from '../../../src/entities/invoices/invoiceFormOptionReads.ts'
import {
  INVOICED,
  invoiceListKey,
  unfilteredInvoiceList,
} from '../../../src/entities/invoices/invoiceLists.ts'
import { invoiceTabOf } from '../../../src/entities/invoices/invoiceTabReads.ts'
import { newDb } from '../crmDbHarness.ts'
import { dealRow } from '../pipeline/dealRow.ts'
import { invoice } from './fixtures.ts'

describe('the invoice form options this device holds', () => {
  it("answers the client's invoiced and won deals and its contacts, the deals only when wanted", async () => {
    const db = newDb()
    await db.invoices.bulkPut([invoice(1), invoice(2, { client: { id: 8, text: 'PT Lain' } })])
    await db.deals.bulkPut([
      dealRow(50, 5, { clientId: 7, state: 'won' }),
      dealRow(51, 2, { clientId: 7 }),
      dealRow(52, 5, { clientId: 8, state: 'won' }),
    ])
    await db.contacts.bulkPut([
      { id: 70, clientId: 7, name: 'Budi' },
      { id: 80, clientId: 8, name: 'Sari' },
    ] as never)
    expect(await readInvoiceFormLocalOptions(db, 7, true)).toEqual({
      deals: [
        { id: 41, text: 'Deal 1' },
        { id: 50, text: 'Deal 50' },
      ],
      contacts: [{ id: 70, text: 'Budi' }],
    })
    expect((await readInvoiceFormLocalOptions(db, 7, false)).deals).toEqual([])
  })
})

describe('the Invoice tab an invoice shows in', () => {
  it('is its local status, else the pulled list holding it, else To be Invoice', async () => {
    const db = newDb()
    await db.invoices.bulkPut([invoice(1, { status: 'invoiced' }), invoice(2), invoice(3)])
    await db.syncLists.put({
      key: invoiceListKey(unfilteredInvoiceList(INVOICED.flag)),
      table: 'invoices',
      ids: [2],
    })
    expect(await invoiceTabOf(db, 1)).toBe('invoiced')
    expect(await invoiceTabOf(db, 2)).toBe('invoiced')
    expect(await invoiceTabOf(db, 3)).toBe('tobe')
  })
})
