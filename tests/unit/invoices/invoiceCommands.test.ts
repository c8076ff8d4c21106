import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { InvoiceListFilter } from '../../../src/contract/invoices.ts'
import { inTab } from '../../../src/features/invoices/invoiceBoardModel.ts'
import {
  createInvoice,
  markInvoiced,
  moveInvoiceBack,
} from '../../../src/features/invoices/invoiceCommands.ts'
import {
  INVOICED,
  invoiceListKey,
  invoiceListOfKey,
  TO_BE_INVOICED,
  unfilteredInvoiceList,
} from '../../../src/entities/invoices/invoiceLists.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { readInvoiceList } from '../../../src/entities/invoices/invoiceListReads.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import type { InvoiceFields } from '../../../src/entities/invoices/invoiceOps.ts'
import { newDb, USER } from '../crmDbHarness.ts'
import { invoice, invoiceFields } from './fixtures.ts'

const list = (flag: 0 | 1, filter: Partial<InvoiceListFilter> = {}): string =>
  invoiceListKey({ ...unfilteredInvoiceList(flag), ...filter })

/** Stores a pulled invoice list the way the list pull does. */
const storeList = (db: CrmDb, key: string, ids: number[]) =>
  db.syncLists.put({ key, table: 'invoices', ids })

const idsOf = async (db: CrmDb, key: string) => (await db.syncLists.get(key))?.ids

/** An invoice form's fields without contact, file, branch or PIC. */
const fields = (changes: Partial<InvoiceFields> = {}): InvoiceFields =>
  invoiceFields({
    remarks: '',
    contactId: 0,
    fileBase64: '',
    filename: '',
    branchId: 0,
    picId: 0,
    names: {
      client: 'PT Maju',
      contact: '',
      branch: '',
      pic: '',
      rms: ['Rina'],
      tribes: ['Digital'],
    },
    ...changes,
  })

describe('the list a stored key names', () => {
  it('reads each part of an invoice list key', () => {
    expect(invoiceListOfKey('invoices:/pipeline/invoice/202601/0/2/0/8/1')).toEqual({
      from: 202601,
      to: 0,
      tribe: 2,
      segment: 0,
      rm: 8,
      flag: 1,
    })
  })

  it('reads back the key of every list', () => {
    const filter: InvoiceListFilter = {
      from: 202603,
      to: 202607,
      tribe: 4,
      segment: 1,
      rm: 9,
      flag: 0,
    }
    expect(invoiceListOfKey(invoiceListKey(filter))).toEqual(filter)
    expect(invoiceListOfKey(list(1))).toEqual(unfilteredInvoiceList(1))
  })

  it.each([
    'invoices:tobe',
    'deals:/pipeline/invoice/0/0/0/0/0/1',
    '/pipeline/invoice/0/0/0/0/0/1',
    // The five-part default path has no RM part.
    'invoices:/pipeline/invoice/0/0/0/0/1',
    'invoices:/pipeline/invoice/0/0/0/0/0/2',
    'invoices:/pipeline/invoice/0/0/x/0/0/1',
    'invoices:/pipeline/invoice/0/0/1.5/0/0/1',
  ])('rejects %s', (key) => {
    expect(invoiceListOfKey(key)).toBeNull()
  })
})

describe('a tab shows the invoices of its list', () => {
  const rows = [invoice(1), invoice(2, { status: 'tobe' }), invoice(3, { status: 'invoiced' })]

  it('keeps rows without a local status and hides those whose status is the other tab', () => {
    expect(inTab(rows, TO_BE_INVOICED.flag).map((row) => row.invoiceId)).toEqual([1, 2])
    expect(inTab(rows, INVOICED.flag).map((row) => row.invoiceId)).toEqual([1, 3])
  })
})

describe('adding an invoice', () => {
  it('puts it first in each stored Invoiced list whose filter takes it, and in no other', async () => {
    const db = newDb()
    const takes = [
      list(0),
      list(0, { tribe: 2 }),
      list(0, { rm: 8 }),
      list(0, { tribe: 2, rm: 8 }),
      // The months are the board's to check.
      list(0, { from: 202601, to: 202612 }),
    ]
    const refuses = [
      list(1),
      list(1, { tribe: 2, rm: 8 }),
      list(0, { tribe: 5 }),
      list(0, { rm: 99 }),
      list(0, { tribe: 2, rm: 99 }),
      // A new invoice has no segment until the lists are pulled.
      list(0, { segment: 4 }),
    ]
    for (const key of [...takes, ...refuses]) await storeList(db, key, [4, 5])
    await db.syncLists.put({ key: 'deals:/pipeline/0', table: 'deals', ids: [4] })
    await db.syncLists.put({ key: 'invoices:tobe', table: 'invoices', ids: [4] })

    const invoiceId = await createInvoice(fields(), 'toBeInvoiced', USER, db)

    expect(invoiceId).toBeLessThan(0)
    expect(await db.invoices.get(invoiceId)).toMatchObject({ status: 'invoiced', dealId: 45 })
    for (const key of takes) expect(await idsOf(db, key), key).toEqual([invoiceId, 4, 5])
    for (const key of refuses) expect(await idsOf(db, key), key).toEqual([4, 5])
    expect(await idsOf(db, 'deals:/pipeline/0')).toEqual([4])
    expect(await idsOf(db, 'invoices:tobe')).toEqual([4])
    expect(await db.outbox.count()).toBe(1)
  })

  it('shows the new invoice in the Invoiced tab at once and not in To be Invoice', async () => {
    const db = newDb()
    await db.invoices.bulkPut([invoice(4), invoice(6)])
    await storeList(db, list(0), [4])
    await storeList(db, list(1), [6])

    const invoiceId = await createInvoice(
      fields({ dealId: 0, dealName: 'Training fee' }),
      'noDeal',
      USER,
      db,
    )

    const invoiced = await readInvoiceList(db, list(0))
    expect(inTab(invoiced!.invoices, INVOICED.flag).map((row) => row.invoiceId)).toEqual([
      invoiceId,
      4,
    ])
    const toBe = await readInvoiceList(db, list(1))
    expect(inTab(toBe!.invoices, TO_BE_INVOICED.flag).map((row) => row.invoiceId)).toEqual([6])
  })

  it('lists each new invoice once, newest first', async () => {
    const db = newDb()
    await storeList(db, list(0), [])
    const first = await createInvoice(fields(), 'invoiced', USER, db)
    const second = await createInvoice(fields({ amount: 5 }), 'invoiced', USER, db)
    expect(first).not.toBe(second)
    expect(await idsOf(db, list(0))).toEqual([second, first])
  })
})

describe('the Invoiced action', () => {
  it('lists the invoice in the Invoiced lists that take it, not twice where it already is', async () => {
    const db = newDb()
    await db.invoices.put(
      invoice(5, { status: 'tobe', version: 1, tribes: [{ id: 2, text: 'Digital' }] }),
    )
    await storeList(db, list(1), [5])
    await storeList(db, list(0), [3, 5])
    await storeList(db, list(0, { rm: 8 }), [3])

    await markInvoiced(5, fields(), USER, db)

    expect(await db.invoices.get(5)).toMatchObject({ status: 'invoiced' })
    expect(await idsOf(db, list(0))).toEqual([3, 5])
    // The form's RMs are the invoice's now.
    expect(await idsOf(db, list(0, { rm: 8 }))).toEqual([5, 3])
    expect(await idsOf(db, list(1))).toEqual([5])
  })
})

describe('moving an invoice back to To be Invoice', () => {
  const held = () =>
    invoice(5, {
      version: 2,
      tribes: [{ id: 2, text: 'Digital' }],
      rms: [{ id: 3, text: 'Rina' }],
      segment: { id: 4, text: 'Banking' },
    })

  it('sets its status and lists it first in the To be Invoice lists that take it', async () => {
    const db = newDb()
    await db.invoices.bulkPut([held(), invoice(1), invoice(9)])
    await storeList(db, list(0), [5, 9])
    await storeList(db, list(1), [1])
    await storeList(db, list(1, { tribe: 2, segment: 4, rm: 3 }), [])
    await storeList(db, list(1, { segment: 4 }), [1])
    await storeList(db, list(1, { segment: 6 }), [1])
    await storeList(db, list(1, { rm: 99 }), [1])
    await storeList(db, list(1, { tribe: 7 }), [1])

    await moveInvoiceBack(5, USER, db)

    expect(await db.invoices.get(5)).toMatchObject({ status: 'tobe', version: 2 })
    expect(await idsOf(db, list(1))).toEqual([5, 1])
    expect(await idsOf(db, list(1, { tribe: 2, segment: 4, rm: 3 }))).toEqual([5])
    expect(await idsOf(db, list(1, { segment: 4 }))).toEqual([5, 1])
    expect(await idsOf(db, list(1, { segment: 6 }))).toEqual([1])
    expect(await idsOf(db, list(1, { rm: 99 }))).toEqual([1])
    expect(await idsOf(db, list(1, { tribe: 7 }))).toEqual([1])
    // The Invoiced list keeps its ids until it is pulled again; the tab hides the invoice.
    expect(await idsOf(db, list(0))).toEqual([5, 9])
    const invoiced = await readInvoiceList(db, list(0))
    expect(inTab(invoiced!.invoices, INVOICED.flag).map((row) => row.invoiceId)).toEqual([9])
    const toBe = await readInvoiceList(db, list(1))
    expect(inTab(toBe!.invoices, TO_BE_INVOICED.flag).map((row) => row.invoiceId)).toEqual([5, 1])
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ type: 'invoice.moveBack' })
  })

  it('does not list it twice in a To be Invoice list that still holds it', async () => {
    const db = newDb()
    await db.invoices.put(held())
    await storeList(db, list(0), [5])
    await storeList(db, list(1), [1, 5])

    await moveInvoiceBack(5, USER, db)

    expect(await idsOf(db, list(1))).toEqual([1, 5])
  })
})

describe('Discard takes an invoice out of the lists its command put it in', () => {
  it('a discarded add leaves every stored list as it was', async () => {
    const db = newDb()
    await storeList(db, list(0), [4, 5])
    await storeList(db, list(0, { tribe: 2 }), [5])
    const invoiceId = await createInvoice(fields(), 'invoiced', USER, db)
    expect(await idsOf(db, list(0))).toEqual([invoiceId, 4, 5])

    const [op] = await db.outbox.toArray()
    await discardOp(db, op!.opId)
    expect(await idsOf(db, list(0))).toEqual([4, 5])
    expect(await idsOf(db, list(0, { tribe: 2 }))).toEqual([5])
    expect(await db.invoices.get(invoiceId)).toBeUndefined()
  })

  it('a discarded move back leaves the To be Invoice lists without it, the others untouched', async () => {
    const db = newDb()
    await db.invoices.put(
      invoice(5, { status: 'invoiced', version: 2, tribes: [{ id: 2, text: 'Digital' }] }),
    )
    await storeList(db, list(0), [5, 9])
    await storeList(db, list(1), [1])
    await moveInvoiceBack(5, USER, db)
    expect(await idsOf(db, list(1))).toEqual([5, 1])

    const [op] = await db.outbox.toArray()
    await discardOp(db, op!.opId)
    expect(await idsOf(db, list(1))).toEqual([1])
    expect(await idsOf(db, list(0))).toEqual([5, 9])
    expect(await db.invoices.get(5)).toMatchObject({ status: 'invoiced' })
  })
})
