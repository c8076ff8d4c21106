import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import type { InvoicePayload } from '../../../src/contract/invoiceForms.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import type { DealCreateArgs } from '../../../src/entities/deals/dealOps.ts'
import { readyOps, waitKeys } from '../../../src/sync/outboxOrder.ts'
import {
  invoiceServerState,
  invoiceWriteBack,
  type InvoiceFields,
} from '../../../src/entities/invoices/invoiceFields.ts'
import { replayRequest } from '../../../src/sync/replay.ts'
import { discardOp, takeTheirs } from '../../../src/sync/resolve.ts'
import type { SyncRequest } from '../../../src/sync/transport.ts'
import { company } from '../clients/clientsSyncHarness.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { invoice, invoiceFields } from './fixtures.ts'

const fields = invoiceFields

/** The payload `fields()` sends, less id and userId. */
const payload = (changes: Partial<InvoicePayload> = {}): Omit<InvoicePayload, 'id' | 'userId'> => {
  const { names: _names, ...sent } = fields()
  return { ...sent, ...changes }
}

/** The form's fields without a new file: the stored one is kept. */
const edit = (changes: Partial<InvoiceFields> = {}) =>
  fields({ fileBase64: '', filename: '', ...changes })

const saved = (invoiceId: number, version: number, dealId = 45) => ({
  status: 200,
  body: { invoiceId, dealId, invoiceDate: '2026-04-15', version },
})

/** The stored invoice 5, as a 412 body gives it. */
const stored = (changes: Record<string, unknown> = {}) => ({
  id: 5,
  clientId: 7,
  dealId: 45,
  dealName: 'Core banking upgrade',
  invoiceDate: '2026-06-10',
  amount: 90_000_000,
  remarks: 'Theirs',
  contactId: 0,
  filename: 'theirs.pdf',
  rms: [{ userId: 8, percent: 100, nominal: 90_000_000, usePercent: true }],
  tribes: [],
  branchId: 0,
  picId: 0,
  status: 'tobe',
  version: 6,
  ...changes,
})

const sentLines = (received: readonly SyncRequest[]) =>
  received.map((request) => `${request.method} ${request.path}`)

describe('invoice.create', () => {
  it('waits behind an earlier op on its deal (the server adds invoices to Won deals only)', async () => {
    const db = newDb()
    const won = await enqueue(db, 'deal.setState', { dealId: 45, code: 2 }, USER)
    const created = await enqueue(
      db,
      'invoice.create',
      { ...fields(), target: 'toBeInvoiced' },
      USER,
    )
    expect(waitKeys(created)).toContain('deals:45')
    const ready = readyOps(await db.outbox.toArray(), Date.now()).map((op) => op.seq)
    expect(ready).toEqual([won.seq])
    // An update of the invoice does not wait for its deal: only what the server checks is waited on.
    const update = await enqueue(db, 'invoice.update', { ...edit(), invoiceId: 900 }, USER)
    expect(waitKeys(update)).not.toContain('deals:45')
  })

  it("shows the to-invoice form's invoice at once, invoiced, under a temp id and posts the form payload with its file", async () => {
    const db = newDb()
    const op = await enqueue(db, 'invoice.create', { ...fields(), target: 'toBeInvoiced' }, USER)
    const tempId = op.entity.id
    expect(tempId).toBeLessThan(0)
    const row = await db.invoices.get(tempId)
    expect(row).toEqual({
      invoiceId: tempId,
      dealId: 45,
      dealName: 'Core banking upgrade',
      client: { id: 7, text: 'PT Maju' },
      invoiceDate: '2026-04-15',
      year: 2026,
      month: 4,
      amount: 150_000_000,
      remarks: 'Term 1',
      contact: { id: 11, text: 'Budi' },
      // The shares ride on the row, so the form edits them again before the lists are pulled.
      rms: [{ id: 8, text: 'Rina', percent: 100, nominal: 150_000_000, usePercent: true }],
      tribes: [{ id: 2, text: 'Digital', percent: 100, nominal: 150_000_000, usePercent: true }],
      branch: { id: 3, text: 'Jakarta' },
      pic: { id: 9, text: 'Sari' },
      filename: 'Invoice 1.pdf',
      stage: 0,
      segment: null,
      access: [],
      status: 'invoiced',
      version: 0,
    })

    const request = replayRequest(op, USER)
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/pipeline/tobeinvoiced')
    expect(request.body).toEqual({ ...payload(), id: 0, userId: USER })
    expect(request.headers?.[IDEMPOTENCY_KEY_HEADER]).toBe(op.opId)
    expect(request.headers).not.toHaveProperty(IF_MATCH_HEADER)
  })

  it('adds an invoiced invoice with POST /pipeline/invoice and one without a deal with POST /pipeline/invoicenodeal (dealId 0)', async () => {
    const db = newDb()
    const invoiced = await enqueue(db, 'invoice.create', { ...edit(), target: 'invoiced' }, USER)
    expect(await db.invoices.get(invoiced.entity.id)).toMatchObject({
      status: 'invoiced',
      dealId: 45,
      filename: '',
    })
    expect(replayRequest(invoiced, USER)).toMatchObject({
      method: 'POST',
      path: '/pipeline/invoice',
      body: { ...payload({ fileBase64: '', filename: '' }), id: 0, userId: USER },
    })

    const noDeal = await enqueue(
      db,
      'invoice.create',
      { ...edit({ dealId: 45, dealName: 'Training fee', contactId: 0 }), target: 'noDeal' },
      USER,
    )
    expect(await db.invoices.get(noDeal.entity.id)).toMatchObject({
      status: 'invoiced',
      dealId: 0,
      dealName: 'Training fee',
      contact: null,
    })
    const request = replayRequest(noDeal, USER)
    expect(request).toMatchObject({ method: 'POST', path: '/pipeline/invoicenodeal' })
    expect(request.body).toMatchObject({ id: 0, dealId: 0, dealName: 'Training fee', contactId: 0 })
  })

  it('takes the server id and version everywhere, and a later offline Invoiced is sent on them', async () => {
    const db = newDb()
    const server = new StubServer((request) =>
      request.method === 'POST' ? saved(801, 1) : saved(801, 2),
    )
    const created = await enqueue(
      db,
      'invoice.create',
      { ...fields(), target: 'toBeInvoiced' },
      USER,
    )
    const tempId = created.entity.id
    await db.syncLists.put({ key: 'invoices:tobe', table: 'invoices', ids: [4, tempId] })
    const invoiced = await enqueue(
      db,
      'invoice.markInvoiced',
      { ...edit({ amount: 160_000_000 }), invoiceId: tempId },
      USER,
    )
    expect(waitKeys(invoiced)).toContain(`invoices:${tempId}`)
    expect(await db.invoices.get(tempId)).toMatchObject({ status: 'invoiced', version: 0 })

    await drain(db, server)

    expect(sentLines(server.received)).toEqual([
      'POST /pipeline/tobeinvoiced',
      'PUT /pipeline/tobeinvoiced/801',
    ])
    expect(server.received[1]!.headers?.[IF_MATCH_HEADER]).toBe('"1"')
    expect(server.received[1]!.body).toMatchObject({ id: 801, amount: 160_000_000, fileBase64: '' })
    expect(await db.invoices.get(tempId)).toBeUndefined()
    expect(await db.invoices.get(801)).toMatchObject({
      invoiceId: 801,
      amount: 160_000_000,
      filename: 'Invoice 1.pdf',
      status: 'invoiced',
      version: 2,
    })
    expect((await db.syncLists.get('invoices:tobe'))?.ids).toEqual([4, 801])
    expect(await db.outbox.count()).toBe(0)
  })

  it('waits for a deal and a client created offline and is sent with their server ids', async () => {
    const db = newDb()
    const client = await enqueue(db, 'client.create', company({ company: 'PT Baru' }), USER)
    const newDeal: Omit<DealCreateArgs, 'dealId'> = {
      clientId: client.entity.id,
      contactId: 0,
      dealDate: '2026-03-01',
      tribeId: 2,
      segmentId: 1,
      branchId: 3,
      userIdRM: 8,
      name: 'Core banking upgrade',
      stageId: 1,
      probability: 10,
      picId: 9,
      clientName: 'PT Baru',
      rmName: 'Rina',
    }
    const deal = await enqueue(db, 'deal.create', newDeal, USER)
    const op = await enqueue(
      db,
      'invoice.create',
      {
        ...fields({ clientId: client.entity.id, dealId: deal.entity.id, contactId: 0 }),
        target: 'toBeInvoiced',
      },
      USER,
    )
    expect(waitKeys(op)).toEqual(
      expect.arrayContaining([`deals:${deal.entity.id}`, `clients:${client.entity.id}`]),
    )
    expect(readyOps(await db.outbox.toArray(), Date.now()).map((each) => each.type)).toEqual([
      'client.create',
    ])
    expect(await db.invoices.get(op.entity.id)).toMatchObject({ dealId: deal.entity.id })

    const server = new StubServer((request) => {
      if (request.path === '/clients') {
        return { status: 200, body: { client: { id: 300 }, version: 1 } }
      }
      if (request.path === '/pipeline') {
        return { status: 200, body: { id: 901, name: 'Core banking upgrade', clientId: 300 } }
      }
      return saved(802, 1, 901)
    })
    await drain(db, server)

    expect(sentLines(server.received)).toEqual([
      'POST /clients',
      'POST /pipeline',
      'POST /pipeline/tobeinvoiced',
    ])
    expect(server.received[2]!.body).toMatchObject({ clientId: 300, dealId: 901, id: 0 })
    expect(await db.invoices.get(802)).toMatchObject({ dealId: 901, version: 1 })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('invoice.update', () => {
  it('changes the form fields at once, keeps the stored file and the tab, and sends PUT /pipeline/invoice with If-Match', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { dealId: 45, filename: 'old.pdf', version: 3 }))
    const op = await enqueue(
      db,
      'invoice.update',
      { ...edit({ amount: 2_000_000, remarks: 'Revised' }), invoiceId: 5 },
      USER,
    )
    const row = await db.invoices.get(5)
    expect(row).toMatchObject({
      amount: 2_000_000,
      remarks: 'Revised',
      invoiceDate: '2026-04-15',
      month: 4,
      filename: 'old.pdf',
      rms: [{ id: 8, text: 'Rina' }],
      version: 3,
    })
    expect(row).not.toHaveProperty('status')
    expect(op.base.fields).toMatchObject({ amount: 1_000_000, remarks: '', month: 3 })

    const server = new StubServer(() => saved(5, 4))
    await drain(db, server)
    expect(server.received).toHaveLength(1)
    const [sent] = server.received
    expect(sent!.method).toBe('PUT')
    expect(sent!.path).toBe('/pipeline/invoice')
    expect(sent!.headers?.[IF_MATCH_HEADER]).toBe('"3"')
    expect(sent!.body).toEqual({
      ...payload({ amount: 2_000_000, remarks: 'Revised', fileBase64: '', filename: '' }),
      id: 5,
      userId: USER,
    })
    expect(await db.invoices.get(5)).toMatchObject({ amount: 2_000_000, version: 4 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('a 412 is a conflict holding the stored invoice; take theirs puts it on the row', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { dealId: 45, version: 3 }))
    const server = new StubServer(() => ({ status: 412, body: stored() }))
    await enqueue(db, 'invoice.update', { ...edit({ amount: 2_000_000 }), invoiceId: 5 }, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({
      status: 'conflict',
      lastStatus: 412,
      serverState: { invoiceId: 5, amount: 90_000_000, status: 'tobe', version: 6 },
    })
    expect((await db.invoices.get(5))?.amount).toBe(2_000_000)

    await takeTheirs(db, op!.opId)
    expect(await db.invoices.get(5)).toMatchObject({
      invoiceId: 5,
      amount: 90_000_000,
      remarks: 'Theirs',
      invoiceDate: '2026-06-10',
      year: 2026,
      month: 6,
      filename: 'theirs.pdf',
      status: 'tobe',
      version: 6,
      // Names the 412 body does not carry stay as the row had them.
      client: { id: 7, text: 'PT Maju' },
      rms: [{ id: 3, text: 'Rina' }],
    })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('invoice.markInvoiced', () => {
  it('moves the invoice to Invoiced at once and saves the to-invoice form with PUT /pipeline/tobeinvoiced/:id', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { dealId: 45, status: 'tobe', version: 1 }))
    await enqueue(db, 'invoice.markInvoiced', { ...edit(), invoiceId: 5 }, USER)
    expect(await db.invoices.get(5)).toMatchObject({ status: 'invoiced', amount: 150_000_000 })

    const server = new StubServer(() => saved(5, 2))
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'PUT',
      path: '/pipeline/tobeinvoiced/5',
      body: { ...payload({ fileBase64: '', filename: '' }), id: 5, userId: USER },
    })
    expect(server.received[0]!.headers?.[IF_MATCH_HEADER]).toBe('"1"')
    expect(await db.invoices.get(5)).toMatchObject({ status: 'invoiced', version: 2 })
  })

  it('a 412 with the invoice still to be invoiced: take theirs puts it back in To be Invoice', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { dealId: 45, status: 'tobe', version: 1 }))
    const server = new StubServer(() => ({ status: 412, body: stored({ version: 2 }) }))
    await enqueue(db, 'invoice.markInvoiced', { ...edit(), invoiceId: 5 }, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'conflict', serverState: { status: 'tobe', version: 2 } })
    await takeTheirs(db, op!.opId)
    expect(await db.invoices.get(5)).toMatchObject({
      status: 'tobe',
      amount: 90_000_000,
      version: 2,
    })
  })

  it('a refusal (403) is marked failed and never dropped; discarding it puts the invoice back', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { dealId: 45, status: 'tobe', version: 1 }))
    const server = new StubServer(() => ({
      status: 403,
      body: [{ description: 'Forbidden' }],
    }))
    await enqueue(db, 'invoice.markInvoiced', { ...edit(), invoiceId: 5 }, USER)
    await drain(db, server)
    await drain(db, server)
    expect(server.received).toHaveLength(1)
    const ops = await db.outbox.toArray()
    expect(ops).toHaveLength(1)
    expect(ops[0]).toMatchObject({ status: 'failed', lastStatus: 403, lastError: 'Forbidden' })
    // The local change stays until the person decides.
    expect(await db.invoices.get(5)).toMatchObject({ status: 'invoiced', amount: 150_000_000 })

    await discardOp(db, ops[0]!.opId)
    expect(await db.invoices.get(5)).toMatchObject({
      status: 'tobe',
      amount: 1_000_000,
      version: 1,
    })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('invoice.moveBack', () => {
  it('puts the invoice back in To be Invoice at once and sends the cancel GET with If-Match', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { status: 'invoiced', version: 2 }))
    const op = await enqueue(db, 'invoice.moveBack', { invoiceId: 5 }, USER)
    expect(await db.invoices.get(5)).toMatchObject({ status: 'tobe', amount: 1_000_000 })
    expect(op.base.fields).toEqual({ status: 'invoiced' })

    const server = new StubServer(() => ({ status: 200, body: { invoiceId: 5, version: 3 } }))
    await drain(db, server)
    expect(server.received).toHaveLength(1)
    expect(server.received[0]).toMatchObject({
      method: 'GET',
      path: `/pipeline/invoice/cancel/5/${USER}`,
    })
    expect(server.received[0]!.body).toBeUndefined()
    expect(server.received[0]!.headers?.[IF_MATCH_HEADER]).toBe('"2"')
    expect(await db.invoices.get(5)).toMatchObject({ status: 'tobe', version: 3 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('a 412 keeps the server invoice beside the local one', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { status: 'invoiced', version: 2 }))
    const server = new StubServer(() => ({
      status: 412,
      body: stored({ status: 'invoiced', version: 4 }),
    }))
    await enqueue(db, 'invoice.moveBack', { invoiceId: 5 }, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({
      status: 'conflict',
      serverState: { status: 'invoiced', version: 4 },
    })
    expect((await db.invoices.get(5))?.status).toBe('tobe')
  })
})

describe('invoice.delete', () => {
  it('removes the invoice at once and sends DELETE /pipeline/invoice/:invoiceId/:userId with If-Match', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { version: 2 }))
    const op = await enqueue(db, 'invoice.delete', { invoiceId: 5, dealName: 'Deal 5' }, USER)
    expect(await db.invoices.get(5)).toBeUndefined()
    expect(op.base.fields).toMatchObject({ invoiceId: 5, amount: 1_000_000 })

    const server = new StubServer(() => ({ status: 200, body: { invoiceId: 5 } }))
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'DELETE',
      path: `/pipeline/invoice/5/${USER}`,
    })
    expect(server.received[0]!.headers?.[IF_MATCH_HEADER]).toBe('"2"')
    expect(await db.invoices.get(5)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it('counts an invoice already gone (404) as deleted', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5))
    const server = new StubServer(() => ({ status: 404, body: [{ description: 'Not found' }] }))
    await enqueue(db, 'invoice.delete', { invoiceId: 5, dealName: 'Deal 5' }, USER)
    await drain(db, server)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.invoices.get(5)).toBeUndefined()
  })

  it('a 412 is a conflict; take theirs brings the invoice back as the server has it', async () => {
    const db = newDb()
    await db.invoices.put(invoice(5, { version: 2 }))
    const server = new StubServer(() => ({ status: 412, body: stored() }))
    await enqueue(db, 'invoice.delete', { invoiceId: 5, dealName: 'Deal 5' }, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'conflict', serverState: { version: 6 } })
    await takeTheirs(db, op!.opId)
    expect(await db.invoices.get(5)).toMatchObject({
      invoiceId: 5,
      amount: 90_000_000,
      version: 6,
      client: { id: 7, text: 'PT Maju' },
    })
  })
})

describe('invoiceWriteBack and invoiceServerState', () => {
  it('reads the id, deal, period and version of a save answer, and nothing else', () => {
    expect(
      invoiceWriteBack({ invoiceId: 801, dealId: 45, invoiceDate: '2026-05-02', version: 1, x: 1 }),
    ).toEqual({
      id: 801,
      patch: { dealId: 45, invoiceDate: '2026-05-02', year: 2026, month: 5, version: 1 },
    })
    expect(invoiceWriteBack(null)).toEqual({ patch: {} })
  })

  it('reads a 412 body as row fields, reads its own state the same way, and nothing from an error list', () => {
    const state = invoiceServerState(stored())
    expect(state).toEqual({
      invoiceId: 5,
      dealId: 45,
      dealName: 'Core banking upgrade',
      invoiceDate: '2026-06-10',
      year: 2026,
      month: 6,
      amount: 90_000_000,
      remarks: 'Theirs',
      filename: 'theirs.pdf',
      status: 'tobe',
      version: 6,
    })
    expect(invoiceServerState(state)).toEqual(state)
    expect(invoiceServerState([{ description: 'The invoice is already invoiced' }])).toBeNull()
  })
})
