import { describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import type { DealDetail, JournalEntry } from '../../src/contract/deals.ts'
import type {
  ClientDealsAndContacts,
  InvoiceMoveBackResponse,
  InvoicePayload,
  InvoiceSaveResponse,
} from '../../src/contract/invoiceForms.ts'
import type { InvoiceItem, InvoiceList } from '../../src/contract/invoices.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import type { StoredInvoice } from '../../src/server/invoices/store.ts'
import { count, NOT_OWNED_BY, OWNED_BY, takeDeal } from './fixtures.ts'
import { callers, newKey, serverForFile, USER_IDS, type Caller } from './harness.ts'

const server = serverForFile()

const WON = `d.state = 'won'`
const INVOICE_DATE = '2026-03-10'
const LONG_FILENAME = `Invoice ${'Leadership workshop batch '.repeat(3)}final.pdf`
const FILE_BASE64 = `data:application/pdf;base64,${Buffer.from('INV-001').toString('base64')}`

async function clientAndContactOf(dealId: number) {
  const [row] = await server().db.query<{ client_id: number; contact_id: number }>(
    `SELECT d.client_id, (SELECT min(id) FROM contacts WHERE client_id = d.client_id) AS contact_id
       FROM deals d WHERE d.id = $1`,
    [dealId],
  )
  return { clientId: row!.client_id, contactId: row!.contact_id }
}

/** A save of an invoice of the deal, shared to rm2 and tribe 1. */
async function payloadFor(
  dealId: number,
  userId: number,
  overrides: Partial<InvoicePayload> = {},
): Promise<InvoicePayload> {
  const { clientId, contactId } = await clientAndContactOf(dealId)
  return {
    id: 0,
    clientId,
    dealId,
    dealName: '',
    userId,
    invoiceDate: INVOICE_DATE,
    amount: 150_000_000,
    remarks: 'Term 1',
    contactId,
    fileBase64: '',
    filename: '',
    rms: [{ userId: USER_IDS.rm2, percent: 100, nominal: 150_000_000, usePercent: true }],
    tribes: [{ tribeId: 1, percent: 100, nominal: 150_000_000, usePercent: true }],
    branchId: 1,
    picId: 0,
    ...overrides,
  }
}

/**
 * A to-be-invoiced invoice of a Won deal, as winning the deal makes them from its proposal's
 * periods: saved by the manager, then set back to to be invoiced in the database (version 1).
 */
async function toBeInvoiced(dealId: number, overrides: Partial<InvoicePayload> = {}) {
  const { manager } = await callers(server())
  const body = await payloadFor(dealId, USER_IDS.manager, overrides)
  const created = await manager.post<InvoiceSaveResponse>('/pipeline/invoice', body)
  expect(created.status).toBe(200)
  await server().db.query(`UPDATE invoices SET status = 'tobe' WHERE id = $1`, [
    created.body.invoiceId,
  ])
  return { body: { ...body, id: created.body.invoiceId }, invoiceId: created.body.invoiceId }
}

const invoiceRow = async (invoiceId: number) =>
  (
    await server().db.query<{ status: string; version: number; amount: number; file_id: number }>(
      'SELECT status, version, amount, file_id FROM invoices WHERE id = $1',
      [invoiceId],
    )
  )[0]

const history = async (caller: Caller, dealId: number): Promise<JournalEntry[]> =>
  (await caller.get<DealDetail>(`/Pipeline/detail/${dealId}`)).body.history

const journalCount = (dealId: number) =>
  count(server(), 'SELECT count(*) FROM deal_journal WHERE deal_id = $1', [dealId])

/** The invoice as the list of a tab shows it (1 to be invoiced, 0 invoiced); undefined when not there. */
async function listed(
  caller: Caller,
  invoiceId: number,
  flag: 0 | 1,
): Promise<InvoiceItem | undefined> {
  const from = INVOICE_DATE.slice(0, 7).replace('-', '')
  const list = await caller.get<InvoiceList>(`/pipeline/invoice/${from}/0/0/0/0/${flag}`)
  return list.body.invoice.find((item) => item.invoiceId === invoiceId)
}

describe('GET /Pipeline/deal/{clientId}/2', () => {
  it("answers the client's Won deals and its contacts as {id, text}", async () => {
    const { viewer } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { clientId } = await clientAndContactOf(dealId)
    const response = await viewer.get<ClientDealsAndContacts>(`/Pipeline/deal/${clientId}/2`)
    expect(response.status).toBe(200)
    const deals = await server().db.query<{ id: number; text: string }>(
      `SELECT id, name AS text FROM deals WHERE client_id = $1 AND state = 'won' ORDER BY name, id`,
      [clientId],
    )
    const contacts = await server().db.query<{ id: number; text: string }>(
      'SELECT id, name AS text FROM contacts WHERE client_id = $1 ORDER BY name, id',
      [clientId],
    )
    expect(response.body).toEqual({ deals, contacts })
    expect(deals.map((deal) => deal.id)).toContain(dealId)
    expect(contacts.length).toBeGreaterThan(0)
  })

  it('answers 400 for another state, 404 for an unknown client, 401 without a token', async () => {
    const { manager } = await callers(server())
    const [client] = await server().db.query<{ id: number }>('SELECT min(id) AS id FROM clients')
    const otherState = await manager.get(`/Pipeline/deal/${client!.id}/3`)
    expect(otherState.status).toBe(400)
    expect(otherState.body).toEqual([{ description: expect.any(String) }])
    expect((await manager.get('/Pipeline/deal/999999/2')).status).toBe(404)
    expect((await server().api('GET', `/Pipeline/deal/${client!.id}/2`)).status).toBe(401)
  })
})

describe('POST /pipeline/tobeinvoiced (the to-invoice form of a Won deal: Add To Be Invoice)', () => {
  it('adds an invoiced invoice of a Won deal and journals it as invoiced', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${OWNED_BY(USER_IDS.rm)}`)
    const body = await payloadFor(dealId, USER_IDS.rm, {
      filename: LONG_FILENAME,
      fileBase64: FILE_BASE64,
    })
    const response = await rm.post<InvoiceSaveResponse>('/pipeline/tobeinvoiced', body)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      invoiceId: expect.any(Number),
      dealId,
      invoiceDate: INVOICE_DATE,
      version: 1,
    })
    expect(parseETag(response.headers.get('ETag'))).toBe(1)
    const { invoiceId } = response.body

    const [deal] = await server().db.query<{ name: string }>(
      'SELECT name FROM deals WHERE id = $1',
      [dealId],
    )
    const item = await listed(rm, invoiceId, 0)
    expect(item).toMatchObject({
      invoiceId,
      dealId,
      dealName: deal!.name,
      client: { id: body.clientId },
      invoiceDate: INVOICE_DATE,
      amount: 150_000_000,
      remarks: 'Term 1',
      rms: [{ id: USER_IDS.rm2 }],
      tribes: [{ id: 1 }],
      branch: { id: 1 },
      filename: LONG_FILENAME,
      contact: { id: body.contactId },
      version: 1,
    })
    expect(await listed(rm, invoiceId, 1)).toBeUndefined()

    const [entry] = await history(rm, dealId)
    const [contact] = await server().db.query<{ name: string }>(
      'SELECT name FROM contacts WHERE id = $1',
      [body.contactId],
    )
    expect(entry).toMatchObject({
      type: 'invoiced',
      data: {
        header1: { text: 'Invoiced' },
        header2: { text: deal!.name },
        header3: { text: 'Term 1' },
      },
    })
    // The file name is cut to 35 characters plus '...', as the journal shows it.
    expect(entry!.data.info).toEqual({
      invoiceDate: INVOICE_DATE,
      amount: 150_000_000,
      remarks: 'Term 1',
      contactName: contact!.name,
      filename: `${LONG_FILENAME.slice(0, 35)}...`,
      invoiceId,
    })
  })

  it('refuses a deal that is not Won (409) and writes nothing', async () => {
    const { manager } = await callers(server())
    for (const state of ['open', 'lost']) {
      const dealId = await takeDeal(server(), `d.state = '${state}'`)
      const before = await count(server(), 'SELECT count(*) FROM invoices')
      const response = await manager.post(
        '/pipeline/tobeinvoiced',
        await payloadFor(dealId, USER_IDS.manager),
      )
      expect(response.status, state).toBe(409)
      expect(response.body).toEqual([{ description: 'Only a Won deal has invoices' }])
      expect(await count(server(), 'SELECT count(*) FROM invoices')).toBe(before)
    }
  })

  it('refuses bad input with 400 [{ description }] and writes nothing', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const base = await payloadFor(dealId, USER_IDS.manager)
    const [foreign] = await server().db.query<{ client_id: number; contact_id: number }>(
      `SELECT client_id, id AS contact_id FROM contacts WHERE client_id <> $1 ORDER BY id LIMIT 1`,
      [base.clientId],
    )
    const totals = () =>
      Promise.all(
        ['invoices', 'invoice_rms', 'stored_files', 'deal_journal'].map((table) =>
          count(server(), `SELECT count(*) FROM ${table}`),
        ),
      )
    const before = await totals()
    for (const patch of [
      { amount: 0 },
      { amount: 10.5 },
      { dealId: 0 },
      { clientId: null },
      { userId: undefined },
      { invoiceDate: '10/03/2026' },
      { filename: 'invoice.exe', fileBase64: FILE_BASE64 },
      { fileBase64: 'not base64!', filename: 'a.pdf' },
      { rms: [base.rms[0], base.rms[0]] },
      { tribes: [{ tribeId: 1, percent: 120, nominal: 0, usePercent: true }] },
      { id: 5 },
      { clientId: foreign!.client_id },
      { contactId: foreign!.contact_id },
      { branchId: 999 },
      { picId: 999_999 },
      { rms: [{ userId: 999_999, percent: 100, nominal: 0, usePercent: true }] },
      { tribes: [{ tribeId: 999, percent: 100, nominal: 0, usePercent: true }] },
    ]) {
      for (const path of ['/pipeline/tobeinvoiced', '/pipeline/invoice']) {
        const response = await manager.post(path, { ...base, ...patch })
        expect(response.status, `${path} ${JSON.stringify(patch).slice(0, 80)}`).toBe(400)
        expect(response.body).toEqual(expect.arrayContaining([{ description: expect.any(String) }]))
      }
    }
    const body = await manager.post('/pipeline/tobeinvoiced', '{"clientId":')
    expect(body.status).toBe(400)
    expect(await totals()).toEqual(before)
  })

  it("role rules: viewer, an RM not on the deal and another user's id 403", async () => {
    const { viewer, rm, manager } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    const before = await count(server(), 'SELECT count(*) FROM invoices')
    for (const [caller, userId] of [
      [viewer, USER_IDS.viewer],
      [rm, USER_IDS.rm],
      [manager, USER_IDS.rm],
    ] as const) {
      for (const path of ['/pipeline/tobeinvoiced', '/pipeline/invoice']) {
        const response = await caller.post(path, await payloadFor(dealId, userId))
        expect(response.status, `${userId} ${path}`).toBe(403)
        expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
      }
    }
    expect(await count(server(), 'SELECT count(*) FROM invoices')).toBe(before)
    const anonymous = await server().api('POST', '/pipeline/tobeinvoiced', {
      body: await payloadFor(dealId, USER_IDS.manager),
    })
    expect(anonymous.status).toBe(401)
    expect(await count(server(), 'SELECT count(*) FROM invoices')).toBe(before)
  })

  it('stores one invoice for retries with the same Idempotency-Key', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const body = await payloadFor(dealId, USER_IDS.manager)
    const invoices = () =>
      count(server(), 'SELECT count(*) FROM invoices WHERE deal_id = $1', [dealId])
    const before = await invoices()
    const journal = await journalCount(dealId)
    const key = newKey()
    const first = await manager.post('/pipeline/tobeinvoiced', body, { 'Idempotency-Key': key })
    const again = await manager.post('/pipeline/tobeinvoiced', body, { 'Idempotency-Key': key })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(parseETag(again.headers.get('ETag'))).toBe(1)
    expect(await invoices()).toBe(before + 1)
    expect(await journalCount(dealId)).toBe(journal + 1)
  })
})

describe("PUT /pipeline/tobeinvoiced/{id} (the to-invoice form: 'Invoiced')", () => {
  it('saves the form and moves the invoice from To be invoiced to Invoiced', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { body, invoiceId } = await toBeInvoiced(dealId)
    expect(await listed(manager, invoiceId, 1)).toBeDefined()
    const response = await manager.put<InvoiceSaveResponse>(
      `/pipeline/tobeinvoiced/${invoiceId}`,
      { ...body, filename: 'INV-2026-001.pdf', fileBase64: FILE_BASE64 },
      { 'If-Match': '"1"' },
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ invoiceId, dealId, invoiceDate: INVOICE_DATE, version: 2 })
    expect(parseETag(response.headers.get('ETag'))).toBe(2)
    expect(await listed(manager, invoiceId, 1)).toBeUndefined()
    expect(await listed(manager, invoiceId, 0)).toMatchObject({
      filename: 'INV-2026-001.pdf',
      version: 2,
    })
    const [row] = await server().db.query<{ invoiced_at: Date | null }>(
      'SELECT invoiced_at FROM invoices WHERE id = $1',
      [invoiceId],
    )
    expect(row!.invoiced_at).not.toBeNull()
    const [entry] = await history(manager, dealId)
    expect(entry).toMatchObject({
      type: 'invoiced',
      data: {
        header1: { text: 'Invoiced' },
        header3: { text: 'Term 1' },
        info: { invoiceId, filename: 'INV-2026-001.pdf', amount: 150_000_000 },
      },
    })
  })

  it('journals a moved period and a changed amount before the invoiced entry', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { body, invoiceId } = await toBeInvoiced(dealId)
    const response = await manager.put(`/pipeline/tobeinvoiced/${invoiceId}`, {
      ...body,
      invoiceDate: '2026-04-01',
      amount: 140_000_000,
    })
    expect(response.status).toBe(200)
    const [invoiced, amount, moved] = await history(manager, dealId)
    expect(invoiced!.type).toBe('invoiced')
    expect(amount).toMatchObject({
      type: 'tobeamount',
      data: { header2: { text: '150000000' }, header3: { text: '140000000' } },
    })
    expect(moved).toMatchObject({
      type: 'tobedate',
      data: { header2: { text: INVOICE_DATE }, header3: { text: '2026-04-01' } },
    })
  })

  it('is refused (403) to a user listed as an RM on the invoice, and to viewer and foreign RM', async () => {
    const { rm, manager, viewer } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${OWNED_BY(USER_IDS.rm)}`)
    const rmShare = { userId: USER_IDS.rm, percent: 100, nominal: 0, usePercent: true }
    const { body, invoiceId } = await toBeInvoiced(dealId, { rms: [rmShare] })
    const path = `/pipeline/tobeinvoiced/${invoiceId}`
    // rm may act on the deal, but is listed on the invoice.
    const listedRm = await rm.put(path, { ...body, userId: USER_IDS.rm, rms: [] })
    expect(listedRm.status).toBe(403)
    expect(listedRm.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect((await viewer.put(path, { ...body, userId: USER_IDS.viewer })).status).toBe(403)
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'tobe', version: 1 })

    // Listed no more, but listing himself in the form: still refused.
    const shares = { ...body, rms: [{ ...rmShare, userId: USER_IDS.rm2 }] }
    expect((await manager.put('/pipeline/invoice', shares)).status).toBe(200)
    const selfListed = await rm.put(path, { ...shares, userId: USER_IDS.rm, rms: [rmShare] })
    expect(selfListed.status).toBe(403)
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'tobe', version: 2 })
    // An RM of the deal not listed on the invoice may.
    expect((await rm.put(path, { ...shares, userId: USER_IDS.rm })).status).toBe(200)
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'invoiced', version: 3 })

    const foreignDeal = await takeDeal(server(), `${WON} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    const foreign = await toBeInvoiced(foreignDeal)
    const refused = await rm.put(`/pipeline/tobeinvoiced/${foreign.invoiceId}`, {
      ...foreign.body,
      userId: USER_IDS.rm,
    })
    expect(refused.status).toBe(403)
    expect(await invoiceRow(foreign.invoiceId)).toMatchObject({ status: 'tobe', version: 1 })
  })

  it('refuses another id (400), an unknown invoice (404), an invoiced one (409), a stale If-Match (412)', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { body, invoiceId } = await toBeInvoiced(dealId)
    const path = `/pipeline/tobeinvoiced/${invoiceId}`
    expect((await manager.put(path, { ...body, id: invoiceId + 1 })).status).toBe(400)
    expect((await manager.put(path, { ...body, dealId: dealId + 1 })).status).toBe(400)
    expect((await manager.put(path, { ...body, amount: -1 })).status).toBe(400)
    expect(
      (await manager.put('/pipeline/tobeinvoiced/999999', { ...body, id: 999999 })).status,
    ).toBe(404)
    const stale = await manager.put<StoredInvoice>(path, body, { 'If-Match': '"7"' })
    expect(stale.status).toBe(412)
    expect(parseETag(stale.headers.get('ETag'))).toBe(1)
    expect(stale.body).toMatchObject({
      id: invoiceId,
      dealId,
      clientId: body.clientId,
      status: 'tobe',
      amount: 150_000_000,
      rms: [{ userId: USER_IDS.rm2, percent: 100, nominal: 150_000_000, usePercent: true }],
      tribes: [{ tribeId: 1, percent: 100 }],
      version: 1,
    })
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'tobe', version: 1 })
    expect((await manager.put(path, body)).status).toBe(200)
    const again = await manager.put(path, body)
    expect(again.status).toBe(409)
    expect(again.body).toEqual([{ description: 'The invoice is already invoiced' }])
  })

  it('answers a replay with the same Idempotency-Key without saving again', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { body, invoiceId } = await toBeInvoiced(dealId)
    const key = newKey()
    const path = `/pipeline/tobeinvoiced/${invoiceId}`
    const first = await manager.put(path, body, { 'Idempotency-Key': key })
    const journal = await journalCount(dealId)
    const again = await manager.put(path, body, { 'Idempotency-Key': key })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await invoiceRow(invoiceId)).toMatchObject({ version: 2 })
    expect(await journalCount(dealId)).toBe(journal)
  })
})

describe('POST /pipeline/invoice and PUT /pipeline/invoice', () => {
  it('adds an invoice of a Won deal straight to Invoiced, journalled as invoiced', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const response = await manager.post<InvoiceSaveResponse>(
      '/pipeline/invoice',
      await payloadFor(dealId, USER_IDS.manager, { remarks: 'Direct' }),
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      invoiceId: expect.any(Number),
      dealId,
      invoiceDate: INVOICE_DATE,
      version: 1,
    })
    expect(await listed(manager, response.body.invoiceId, 0)).toMatchObject({ remarks: 'Direct' })
    expect(await listed(manager, response.body.invoiceId, 1)).toBeUndefined()
    const [entry] = await history(manager, dealId)
    expect(entry).toMatchObject({
      type: 'invoiced',
      data: { header1: { text: 'Invoiced' }, info: { invoiceId: response.body.invoiceId } },
    })
  })

  it("refuses (403) the Invoice screen's Add of an invoice listing its own maker among its RMs", async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${OWNED_BY(USER_IDS.rm)}`)
    const own = { userId: USER_IDS.rm, percent: 100, nominal: 150_000_000, usePercent: true }
    const [before] = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoices',
    )
    for (const [path, body] of [
      ['/pipeline/invoice', await payloadFor(dealId, USER_IDS.rm, { rms: [own] })],
      [
        '/pipeline/invoicenodeal',
        await payloadFor(dealId, USER_IDS.rm, { dealId: 0, dealName: 'Own', rms: [own] }),
      ],
    ] as const) {
      const refused = await rm.post(path, body)
      expect(refused.status, `${path} ${refused.text}`).toBe(403)
      expect(refused.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    }
    const [after] = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoices',
    )
    expect(after!.n).toBe(before!.n)
    // The Won deal's Add To Be Invoice is the deal's own RMs' to save.
    const fromDeal = await rm.post(
      '/pipeline/tobeinvoiced',
      await payloadFor(dealId, USER_IDS.rm, { rms: [own] }),
    )
    expect(fromDeal.status, fromDeal.text).toBe(200)
  })

  it('updates an invoice in its tab, keeping its file unless a new one is sent', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { body, invoiceId } = await toBeInvoiced(dealId, {
      filename: 'First.pdf',
      fileBase64: FILE_BASE64,
    })
    const firstFile = (await invoiceRow(invoiceId))!.file_id
    const update = {
      ...body,
      filename: 'First.pdf',
      fileBase64: '',
      contactId: 0,
      picId: USER_IDS.rm,
      tribes: [
        { tribeId: 1, percent: 50, nominal: 75_000_000, usePercent: true },
        { tribeId: 2, percent: 50, nominal: 75_000_000.4, usePercent: false },
      ],
    }
    const kept = await manager.put<InvoiceSaveResponse>('/pipeline/invoice', update, {
      'If-Match': '"1"',
    })
    expect(kept.status).toBe(200)
    expect(kept.body).toEqual({ invoiceId, dealId, invoiceDate: INVOICE_DATE, version: 2 })
    expect(await invoiceRow(invoiceId)).toMatchObject({
      status: 'tobe',
      version: 2,
      file_id: firstFile,
    })
    expect(await listed(manager, invoiceId, 1)).toMatchObject({
      filename: 'First.pdf',
      contact: null,
      pic: { id: USER_IDS.rm },
      tribes: [{ id: 1 }, { id: 2 }],
    })
    // Nothing of period or amount changed: one 'invoice' entry.
    const [updated] = await history(manager, dealId)
    expect(updated).toMatchObject({
      type: 'invoice',
      data: { header1: { text: 'Invoice updated' }, info: { invoiceId, filename: 'First.pdf' } },
    })

    const replaced = await manager.put('/pipeline/invoice', {
      ...update,
      filename: 'Second.pdf',
      fileBase64: FILE_BASE64,
      amount: 160_000_000,
    })
    expect(replaced.body.version).toBe(3)
    expect(
      await count(server(), 'SELECT count(*) FROM stored_files WHERE id = $1', [firstFile]),
    ).toBe(0)
    const [amount] = await history(manager, dealId)
    expect(amount).toMatchObject({ type: 'tobeamount', data: { info: { amount: 160_000_000 } } })
  })

  it('answers 412 with the stored invoice for a stale If-Match and changes nothing', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { body, invoiceId } = await toBeInvoiced(dealId)
    await manager.put('/pipeline/invoice', { ...body, amount: 111_000_000 })
    const stale = await manager.put<StoredInvoice>(
      '/pipeline/invoice',
      { ...body, amount: 222_000_000 },
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(parseETag(stale.headers.get('ETag'))).toBe(2)
    expect(stale.body).toMatchObject({ id: invoiceId, amount: 111_000_000, version: 2 })
    expect(await invoiceRow(invoiceId)).toMatchObject({ amount: 111_000_000, version: 2 })
  })

  it('refuses bad input (400), an unknown invoice (404) and role rules (403)', async () => {
    const { manager, rm, viewer } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    const { body, invoiceId } = await toBeInvoiced(dealId)
    for (const patch of [
      { id: 0 },
      { dealId: dealId + 1 },
      { dealId: 0 },
      { invoiceDate: '2026-02-30' },
      { amount: 0 },
    ]) {
      const response = await manager.put('/pipeline/invoice', { ...body, ...patch })
      expect(response.status, JSON.stringify(patch)).toBe(400)
    }
    expect((await manager.put('/pipeline/invoice', { ...body, id: 999999 })).status).toBe(404)
    expect((await rm.put('/pipeline/invoice', { ...body, userId: USER_IDS.rm })).status).toBe(403)
    expect(
      (await viewer.put('/pipeline/invoice', { ...body, userId: USER_IDS.viewer })).status,
    ).toBe(403)
    expect(
      (await manager.put('/pipeline/invoice', { ...body, userId: USER_IDS.admin })).status,
    ).toBe(403)
    expect(await invoiceRow(invoiceId)).toMatchObject({ version: 1 })
  })
})

describe('POST /pipeline/invoicenodeal', () => {
  async function noDealBody(userId: number, overrides: Partial<InvoicePayload> = {}) {
    const dealId = await takeDeal(server(), WON)
    return payloadFor(dealId, userId, {
      dealId: 0,
      dealName: 'Public training batch 3',
      rms: [],
      ...overrides,
    })
  }

  it('adds an invoiced invoice without a deal, answering its invoiceDate; its creator edits it', async () => {
    const { rm2, rm, manager } = await callers(server())
    const body = await noDealBody(USER_IDS.rm2)
    const journal = await count(server(), 'SELECT count(*) FROM deal_journal')
    const response = await rm2.post<InvoiceSaveResponse>('/pipeline/invoicenodeal', body)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      invoiceId: expect.any(Number),
      dealId: 0,
      invoiceDate: INVOICE_DATE,
      version: 1,
    })
    const { invoiceId } = response.body
    expect(await listed(rm2, invoiceId, 0)).toMatchObject({
      dealId: 0,
      dealName: 'Public training batch 3',
      access: [{ id: USER_IDS.rm2 }],
    })
    expect(await count(server(), 'SELECT count(*) FROM deal_journal')).toBe(journal)

    const update = { ...body, id: invoiceId, dealName: 'Public training batch 4' }
    expect((await rm.put('/pipeline/invoice', { ...update, userId: USER_IDS.rm })).status).toBe(403)
    expect((await rm.delete(`/pipeline/invoice/${invoiceId}/${USER_IDS.rm}`)).status).toBe(403)
    const edited = await rm2.put<InvoiceSaveResponse>('/pipeline/invoice', update)
    expect(edited.body).toEqual({ invoiceId, dealId: 0, invoiceDate: INVOICE_DATE, version: 2 })
    expect(
      (await manager.put('/pipeline/invoice', { ...update, userId: USER_IDS.manager })).status,
    ).toBe(200)
    expect(await listed(rm2, invoiceId, 0)).toMatchObject({
      dealName: 'Public training batch 4',
      version: 3,
    })
    expect((await rm2.put('/pipeline/invoice', { ...update, dealName: ' ' })).status).toBe(400)
  })

  it('refuses a deal id, no deal name, bad input (400) and the viewer (403), writing nothing', async () => {
    const { manager, viewer } = await callers(server())
    const body = await noDealBody(USER_IDS.manager)
    const before = await count(server(), 'SELECT count(*) FROM invoices')
    for (const patch of [{ dealId: 14 }, { dealName: '' }, { amount: 0 }, { branchId: 999 }]) {
      const response = await manager.post('/pipeline/invoicenodeal', { ...body, ...patch })
      expect(response.status, JSON.stringify(patch)).toBe(400)
    }
    const refused = await viewer.post('/pipeline/invoicenodeal', {
      ...body,
      userId: USER_IDS.viewer,
    })
    expect(refused.status).toBe(403)
    expect(await count(server(), 'SELECT count(*) FROM invoices')).toBe(before)
  })

  it('stores one invoice for retries with the same Idempotency-Key', async () => {
    const { manager } = await callers(server())
    const body = await noDealBody(USER_IDS.manager)
    const before = await count(server(), 'SELECT count(*) FROM invoices')
    const key = newKey()
    const first = await manager.post('/pipeline/invoicenodeal', body, { 'Idempotency-Key': key })
    const again = await manager.post('/pipeline/invoicenodeal', body, { 'Idempotency-Key': key })
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await count(server(), 'SELECT count(*) FROM invoices')).toBe(before + 1)
  })
})

describe('GET /pipeline/invoice/cancel/{id}/{userId} (move back to To be invoiced)', () => {
  async function invoicedOf(dealId: number) {
    const { manager } = await callers(server())
    const created = await toBeInvoiced(dealId)
    await manager.put(`/pipeline/tobeinvoiced/${created.invoiceId}`, created.body)
    return created
  }

  it('moves an invoiced invoice back (role 1 only), journalled as tobe', async () => {
    const { admin, manager, rm } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${OWNED_BY(USER_IDS.rm)}`)
    const { invoiceId } = await invoicedOf(dealId)
    expect(
      (await manager.get(`/pipeline/invoice/cancel/${invoiceId}/${USER_IDS.manager}`)).status,
    ).toBe(403)
    const byRm = await rm.get(`/pipeline/invoice/cancel/${invoiceId}/${USER_IDS.rm}`)
    expect(byRm.status).toBe(403)
    expect(byRm.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'invoiced', version: 2 })

    const response = await admin.get<InvoiceMoveBackResponse>(
      `/pipeline/invoice/cancel/${invoiceId}/${USER_IDS.admin}`,
      { 'If-Match': '"2"' },
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ invoiceId, version: 3 })
    expect(await listed(admin, invoiceId, 1)).toMatchObject({ invoiceId, version: 3 })
    expect(await listed(admin, invoiceId, 0)).toBeUndefined()
    const [entry] = await history(admin, dealId)
    expect(entry).toMatchObject({
      type: 'tobe',
      data: { header1: { text: 'Moved back to To be invoiced' }, info: { invoiceId } },
    })
    const [row] = await server().db.query<{ invoiced_at: Date | null }>(
      'SELECT invoiced_at FROM invoices WHERE id = $1',
      [invoiceId],
    )
    expect(row!.invoiced_at).toBeNull()
    // Already back: nothing moves.
    const again = await admin.get(`/pipeline/invoice/cancel/${invoiceId}/${USER_IDS.admin}`)
    expect(again.body).toEqual({ invoiceId, version: 3 })
  })

  it("refuses another user's id (403), an unknown invoice (404), a stale If-Match (412)", async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { invoiceId } = await invoicedOf(dealId)
    expect(
      (await admin.get(`/pipeline/invoice/cancel/${invoiceId}/${USER_IDS.manager}`)).status,
    ).toBe(403)
    expect((await admin.get(`/pipeline/invoice/cancel/999999/${USER_IDS.admin}`)).status).toBe(404)
    expect((await admin.get(`/pipeline/invoice/cancel/x/${USER_IDS.admin}`)).status).toBe(400)
    const stale = await admin.get<StoredInvoice>(
      `/pipeline/invoice/cancel/${invoiceId}/${USER_IDS.admin}`,
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ id: invoiceId, status: 'invoiced', version: 2 })
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'invoiced', version: 2 })
  })

  it('answers a replay with the same Idempotency-Key without journalling again', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { invoiceId } = await invoicedOf(dealId)
    const path = `/pipeline/invoice/cancel/${invoiceId}/${USER_IDS.admin}`
    const key = newKey()
    const first = await admin.get(path, { 'Idempotency-Key': key })
    const journal = await journalCount(dealId)
    const again = await admin.get(path, { 'Idempotency-Key': key })
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await journalCount(dealId)).toBe(journal)
  })
})

describe('DELETE /pipeline/invoice/{invoiceId}/{userId}', () => {
  it('deletes the invoice and its file, journalled as an invoice entry', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${OWNED_BY(USER_IDS.rm)}`)
    const { invoiceId } = await toBeInvoiced(dealId, {
      filename: 'Gone.pdf',
      fileBase64: FILE_BASE64,
    })
    const fileId = (await invoiceRow(invoiceId))!.file_id
    const response = await rm.delete(`/pipeline/invoice/${invoiceId}/${USER_IDS.rm}`, {
      'If-Match': '"1"',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ invoiceId })
    expect(await invoiceRow(invoiceId)).toBeUndefined()
    expect(await count(server(), 'SELECT count(*) FROM stored_files WHERE id = $1', [fileId])).toBe(
      0,
    )
    expect(await listed(rm, invoiceId, 1)).toBeUndefined()
    const [entry] = await history(rm, dealId)
    expect(entry).toMatchObject({
      type: 'invoice',
      data: { header1: { text: 'Invoice deleted' }, info: { invoiceId, filename: 'Gone.pdf' } },
    })
    expect((await rm.delete(`/pipeline/invoice/${invoiceId}/${USER_IDS.rm}`)).status).toBe(404)
  })

  it('refuses viewer, foreign RM and another id (403), a stale If-Match (412)', async () => {
    const { viewer, rm, manager } = await callers(server())
    const dealId = await takeDeal(server(), `${WON} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    const { invoiceId } = await toBeInvoiced(dealId)
    expect((await viewer.delete(`/pipeline/invoice/${invoiceId}/${USER_IDS.viewer}`)).status).toBe(
      403,
    )
    expect((await rm.delete(`/pipeline/invoice/${invoiceId}/${USER_IDS.rm}`)).status).toBe(403)
    expect((await manager.delete(`/pipeline/invoice/${invoiceId}/${USER_IDS.rm}`)).status).toBe(403)
    const stale = await manager.delete<StoredInvoice>(
      `/pipeline/invoice/${invoiceId}/${USER_IDS.manager}`,
      { 'If-Match': '"9"' },
    )
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ id: invoiceId, status: 'tobe', version: 1 })
    expect(await invoiceRow(invoiceId)).toMatchObject({ version: 1 })
    expect(
      (await server().api('DELETE', `/pipeline/invoice/${invoiceId}/${USER_IDS.manager}`)).status,
    ).toBe(401)
    expect(await invoiceRow(invoiceId)).toBeDefined()
  })

  it('answers a replay with the same Idempotency-Key as the first delete', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), WON)
    const { invoiceId } = await toBeInvoiced(dealId)
    const path = `/pipeline/invoice/${invoiceId}/${USER_IDS.manager}`
    const key = newKey()
    const first = await manager.delete(path, { 'Idempotency-Key': key })
    const journal = await journalCount(dealId)
    const again = await manager.delete(path, { 'Idempotency-Key': key })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await journalCount(dealId)).toBe(journal)
  })
})

describe('every invoice form call', () => {
  it('answers 401 with an empty body without a token', async () => {
    for (const [method, path] of [
      ['GET', '/Pipeline/deal/1/2'],
      ['POST', '/pipeline/tobeinvoiced'],
      ['PUT', '/pipeline/tobeinvoiced/1'],
      ['POST', '/pipeline/invoice'],
      ['PUT', '/pipeline/invoice'],
      ['POST', '/pipeline/invoicenodeal'],
      ['GET', `/pipeline/invoice/cancel/1/${USER_IDS.admin}`],
      ['DELETE', `/pipeline/invoice/1/${USER_IDS.admin}`],
    ] as const) {
      const response = await server().api(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? {} : { body: {} },
      )
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(response.text, `${method} ${path}`).toBe('')
    }
  })
})
