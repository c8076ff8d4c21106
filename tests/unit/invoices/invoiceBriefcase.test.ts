import { describe, expect, it } from 'vitest'
import { BRIEFCASE_AREAS, FEED_SECTIONS } from '../../../src/entities/registry.ts'
import {
  INVOICE_ROLES,
  INVOICED,
  invoiceListKey,
  TO_BE_INVOICED,
  unfilteredInvoiceList,
} from '../../../src/entities/invoices/invoiceLists.ts'
import { INVOICE_AREA_ID } from '../../../src/entities/invoices/module.ts'
import { canOpenRoute } from '../../../src/domain/navigation.ts'
import { readInvoiceList } from '../../../src/entities/invoices/invoiceListReads.ts'
import {
  readBriefcaseState,
  runBriefcase,
  type BriefcaseUser,
} from '../../../src/sync/briefcase.ts'
import { newDb, StubServer } from '../crmDbHarness.ts'
import { COLUMNS, invoice } from './fixtures.ts'

const invoiceArea = BRIEFCASE_AREAS.filter((area) => area.id === INVOICE_AREA_ID)

const provider = () =>
  new StubServer((request) => ({
    status: 200,
    body: {
      stages: COLUMNS,
      invoice: request.path.endsWith('/1') ? [invoice(1), invoice(2)] : [invoice(9)],
    },
  }))

const fill = (user: BriefcaseUser) => {
  const db = newDb()
  const server = provider()
  const run = runBriefcase({
    db,
    transport: server,
    user,
    areas: invoiceArea,
    sections: FEED_SECTIONS,
    useFeed: false,
  })
  return { db, server, run }
}

describe('the invoice lists in the briefcase', () => {
  it('are one declared area', () => {
    expect(invoiceArea).toHaveLength(1)
  })

  it('are kept by the roles whose sidebar shows Invoice, and only those', () => {
    const roles = [0, 1, 2, 3, 4, 5, 6]
    expect(roles.filter((role) => INVOICE_ROLES.includes(role))).toEqual(
      roles.filter((role) => canOpenRoute(role, '/invoices')),
    )
    expect(invoiceArea[0]?.roles).toEqual(INVOICE_ROLES)
  })

  it('holds both tabs` unfiltered lists after one run, before the screen opens', async () => {
    const { db, run } = fill({ id: 3, roleId: 5 })
    expect(await run).toMatchObject({ mode: 'lists', failed: [] })
    const toBe = await readInvoiceList(
      db,
      invoiceListKey(unfilteredInvoiceList(TO_BE_INVOICED.flag)),
    )
    const done = await readInvoiceList(db, invoiceListKey(unfilteredInvoiceList(INVOICED.flag)))
    expect(toBe?.invoices.map((row) => row.invoiceId)).toEqual([1, 2])
    expect(done?.invoices.map((row) => row.invoiceId)).toEqual([9])
    expect((await readBriefcaseState(db))?.areas[INVOICE_AREA_ID]?.fetchedAt).toBeTypeOf('number')
  })

  it('are not fetched for a role that may not open /invoices', async () => {
    const { db, server, run } = fill({ id: 8, roleId: 4 })
    await run
    expect(
      server.received.filter((request) => request.path.startsWith('/pipeline/invoice')),
    ).toEqual([])
    expect(await db.invoices.count()).toBe(0)
  })
})
