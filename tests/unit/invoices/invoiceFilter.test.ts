// The fake IndexedDB first: the modules below open the app's database on import.
import { newDb } from '../crmDbHarness.ts'
import { describe, expect, it } from 'vitest'
import { ALL_DEALS, type PipelineFilter } from '../../../src/contract/pipeline.ts'
import {
  INVOICE_FILTER_STORE,
  invoiceListMonths,
  invoiceListOf,
  isDefaultInvoiceFilter,
  withoutProbability,
} from '../../../src/features/invoices/invoiceFilter.ts'
import { invoiceFilterKey } from '../../../src/entities/invoices/invoiceSavedFilter.ts'
import { invoiceListPull } from '../../../src/entities/invoices/invoiceListPull.ts'
import {
  INVOICED,
  invoiceListKey,
  invoiceListPath,
  TO_BE_INVOICED,
  unfilteredInvoiceList,
} from '../../../src/entities/invoices/invoiceLists.ts'
import { DEFAULT_FILTER, normaliseFilter } from '../../../src/features/pipeline/filterState.ts'
import { PIPELINE_FILTER_STORE } from '../../../src/features/pipeline/useSavedFilter.ts'
import { readMeta } from '../../../src/store/meta.ts'
import { savedFilterKey } from '../../../src/entities/deals/pipelineFilter.ts'

const CHOSEN: PipelineFilter = {
  from: 202603,
  to: 202605,
  tribe: 2,
  segment: 4,
  rm: 9,
  probabilities: [],
}

describe('the invoice filter', () => {
  it('defaults to every tribe, segment, RM and period: the briefcase`s unfiltered lists', () => {
    expect(isDefaultInvoiceFilter(DEFAULT_FILTER)).toBe(true)
    for (const tab of [TO_BE_INVOICED, INVOICED]) {
      expect(invoiceListOf(DEFAULT_FILTER, tab.flag)).toEqual(unfilteredInvoiceList(tab.flag))
      expect(invoiceListKey(invoiceListOf(DEFAULT_FILTER, tab.flag))).toBe(
        invoiceListKey(unfilteredInvoiceList(tab.flag)),
      )
    }
  })

  it('takes no probability: a probability alone leaves the filter the default one', () => {
    const withProbability = { ...DEFAULT_FILTER, probabilities: [50] }
    expect(isDefaultInvoiceFilter(withProbability)).toBe(true)
    expect(withoutProbability(withProbability)).toEqual(DEFAULT_FILTER)
    expect(withoutProbability(CHOSEN)).toBe(CHOSEN)
  })

  it('is not the default once any field is chosen', () => {
    for (const patch of [
      { tribe: 1 },
      { segment: 1 },
      { rm: 1 },
      { from: 202601 },
      { to: 202602 },
    ]) {
      expect(isDefaultInvoiceFilter({ ...DEFAULT_FILTER, ...patch })).toBe(false)
    }
  })

  it('asks the invoice call with the filter`s segments and the tab`s flag, under its own key', () => {
    const toBe = invoiceListOf(CHOSEN, TO_BE_INVOICED.flag)
    const done = invoiceListOf(CHOSEN, INVOICED.flag)
    expect(invoiceListPath(toBe)).toBe('/pipeline/invoice/202603/202605/2/4/9/1')
    expect(invoiceListPath(done)).toBe('/pipeline/invoice/202603/202605/2/4/9/0')
    expect(invoiceListKey(toBe)).toBe('invoices:/pipeline/invoice/202603/202605/2/4/9/1')
    expect(invoiceListKey(done)).not.toBe(invoiceListKey(toBe))
    const pull = invoiceListPull(toBe)
    expect([pull.key, pull.path, pull.table]).toEqual([
      'invoices:/pipeline/invoice/202603/202605/2/4/9/1',
      '/pipeline/invoice/202603/202605/2/4/9/1',
      'invoices',
    ])
    expect(invoiceListPath(invoiceListOf({ ...DEFAULT_FILTER, rm: 5 }, 1))).toBe(
      '/pipeline/invoice/0/0/0/0/5/1',
    )
  })

  it('names the months from the period`s first month, else the tab`s default window', () => {
    const today = new Date(2026, 2, 10)
    const chosen = invoiceListMonths(invoiceListOf({ ...CHOSEN, from: 202611 }, 1), today)
    expect(chosen.map((column) => [column.text, column.year, column.month])).toEqual([
      ['November', 2026, 11],
      ['December', 2026, 12],
      ['January', 2027, 1],
      ['February', 2027, 2],
      ['March', 2027, 3],
    ])
    expect(chosen.map((column) => column.stage)).toEqual([1, 2, 3, 4, 5])
    expect(invoiceListMonths(unfilteredInvoiceList(1), today)[0]).toMatchObject({ month: 3 })
    expect(invoiceListMonths(unfilteredInvoiceList(0), today)[0]).toMatchObject({
      year: 2025,
      month: 11,
    })
  })
})

describe('the saved invoice filter', () => {
  it('is kept per user, apart from the pipeline`s filter, and read back as saved', async () => {
    const db = newDb()
    expect(await INVOICE_FILTER_STORE.read(db, 3)).toBeUndefined()
    await INVOICE_FILTER_STORE.save(db, 3, CHOSEN)
    await INVOICE_FILTER_STORE.save(db, 4, { ...CHOSEN, rm: 1 })
    expect(invoiceFilterKey(3)).toBe('invoices:filter:3')
    expect(normaliseFilter(await INVOICE_FILTER_STORE.read(db, 3))).toEqual(CHOSEN)
    expect(normaliseFilter(await INVOICE_FILTER_STORE.read(db, 4))).toMatchObject({ rm: 1 })
    expect(await readMeta(db, savedFilterKey(3))).toBeUndefined()
    expect(await PIPELINE_FILTER_STORE.read(db, 3)).toBeUndefined()
  })

  it('keeps no probability, and reads an unreadable value back as the default', async () => {
    const db = newDb()
    expect(INVOICE_FILTER_STORE.keep?.({ ...CHOSEN, probabilities: [10, 80] })).toEqual(CHOSEN)
    await db.meta.put({ key: invoiceFilterKey(3), value: 'junk' })
    expect(normaliseFilter(await INVOICE_FILTER_STORE.read(db, 3))).toEqual(ALL_DEALS)
  })

  it('leaves the pipeline`s own store as it was: all of the filter, under its key', async () => {
    const db = newDb()
    const pipeline = { ...CHOSEN, probabilities: [10, 80] }
    expect(PIPELINE_FILTER_STORE.keep).toBeUndefined()
    await PIPELINE_FILTER_STORE.save(db, 3, pipeline)
    expect(await readMeta(db, savedFilterKey(3))).toEqual(pipeline)
    expect(await readMeta(db, invoiceFilterKey(3))).toBeUndefined()
  })
})
