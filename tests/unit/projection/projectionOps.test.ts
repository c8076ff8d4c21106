import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { item } from './fixtures.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

const MOVE = { invoiceId: 5, dealId: 45, month: 4, year: 2026, invoiceDate: '2026-04-30' }

describe('projection.move', () => {
  it('moves the invoice month at once, offline, and keeps the rest of the item', async () => {
    const db = newDb()
    await db.projectionItems.put(item(5))
    await enqueue(db, 'projection.move', MOVE, USER)
    expect(await db.projectionItems.get(5)).toMatchObject({
      month: 4,
      year: 2026,
      invoiceDate: '2026-04-30',
      value: 1_000_000,
      remarks: 'Term 1',
    })
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({
      entity: { table: 'projectionItems', id: 5 },
      base: { version: 4, fields: { month: 3, year: 2026, invoiceDate: '2026-03-31' } },
    })
  })

  it('sends the projection drop with If-Match and writes back the answer and its version', async () => {
    const db = newDb()
    await db.projectionItems.put(item(5))
    const server = new StubServer(() => ({
      status: 200,
      body: {
        dealId: 45,
        invoiceId: 5,
        invoiceDate: '2026-04-30',
        month: 4,
        year: 2026,
        version: 5,
      },
    }))
    await enqueue(db, 'projection.move', MOVE, USER)
    await drain(db, server)
    expect(server.received).toHaveLength(1)
    expect(server.received[0]).toMatchObject({
      method: 'GET',
      path: `/pipeline/projection/drop/45/5/4/2026/${USER}`,
    })
    expect(server.received[0]!.headers?.['If-Match']).toBe('"4"')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.projectionItems.get(5)).toMatchObject({ month: 4, version: 5 })
  })

  it('keeps the server item beside the local one in a conflict (412)', async () => {
    const db = newDb()
    await db.projectionItems.put(item(5))
    const theirs = item(5, { month: 6, invoiceDate: '2026-06-30', version: 7 })
    const server = new StubServer(() => ({ status: 412, body: theirs }))
    await enqueue(db, 'projection.move', MOVE, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'conflict', serverState: { month: 6, version: 7 } })
    expect((await db.projectionItems.get(5))?.month).toBe(4)
  })
})

describe('projection.updateInvoice', () => {
  const UPDATE = {
    dealId: 45,
    invoiceId: 5,
    month: 5,
    year: 2026,
    amount: 2_500_000,
    remarks: 'Revised',
    invoiceDate: '2026-05-31',
  }

  it('shows the new value, remark and period at once', async () => {
    const db = newDb()
    await db.projectionItems.put(item(5))
    await enqueue(db, 'projection.updateInvoice', UPDATE, USER)
    expect(await db.projectionItems.get(5)).toMatchObject({
      value: 2_500_000,
      remarks: 'Revised',
      invoiceDate: '2026-05-31',
      month: 5,
      year: 2026,
      version: 4,
    })
  })

  it('posts the projected invoice update with the user and writes back the stored values', async () => {
    const db = newDb()
    await db.projectionItems.put(item(5))
    const server = new StubServer(() => ({
      status: 200,
      body: { ...UPDATE, amount: 2_500_001, version: 5 },
    }))
    await enqueue(db, 'projection.updateInvoice', UPDATE, USER)
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      path: '/pipeline/projection/invoice',
      body: { ...UPDATE, userId: USER },
    })
    expect(server.received[0]!.headers?.['If-Match']).toBe('"4"')
    expect(await db.projectionItems.get(5)).toMatchObject({ value: 2_500_001, version: 5 })
  })

  it('rolls the item back when the refusal is discarded', async () => {
    const db = newDb()
    await db.projectionItems.put(item(5))
    const server = new StubServer(() => ({ status: 403, body: { message: 'Forbidden' } }))
    await enqueue(db, 'projection.updateInvoice', UPDATE, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'failed', lastStatus: 403 })
    await discardOp(db, op!.opId)
    expect(await db.projectionItems.get(5)).toMatchObject({ value: 1_000_000, month: 3 })
  })
})
