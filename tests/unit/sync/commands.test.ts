import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

describe('commands', () => {
  it('apply the local change and append the op in one transaction', async () => {
    const { db, clock } = syncHarness()
    await db.deals.put(deal(7, { stage: 2, probability: 20, version: 6 }))
    const op = await enqueue(db, 'deal.setProbability', { dealId: 7, probability: 40 }, USER, {
      at: clock.now,
    })
    expect(await db.deals.get(7)).toMatchObject({ stage: 3, probability: 40, version: 6 })
    expect(await db.outbox.get(op.seq)).toEqual({
      seq: op.seq,
      opId: op.opId,
      type: 'deal.setProbability',
      entity: { table: 'deals', id: 7 },
      entityKey: 'deals:7',
      args: { dealId: 7, probability: 40 },
      base: { version: 6, fields: { probability: 20, stage: 2 } },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      sendingSince: null,
      lastError: null,
      lastStatus: null,
      serverState: null,
      createdAt: clock.now,
      userId: USER,
    })
    expect(op.opId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('change nothing when the op cannot be stored', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(7))
    await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER, { opId: 'same' })
    await expect(
      enqueue(db, 'deal.moveStage', { dealId: 7, stage: 5 }, USER, { opId: 'same' }),
    ).rejects.toThrow()
    expect(await db.deals.get(7)).toMatchObject({ stage: 2 })
    expect(await db.outbox.count()).toBe(1)
  })

  it('record the whole row as the base of a delete, and remove it', async () => {
    const { db } = syncHarness()
    const entry = {
      id: 55,
      dealId: 7,
      status: 'Called',
      firstname: 'Citra',
      lastUpdated: '2025-01-01T00:00:00Z',
      version: 3,
    }
    await db.statusUpdates.put(entry)
    const op = await enqueue(db, 'status.delete', { statusId: 55, dealId: 7 }, USER)
    expect(op.base).toEqual({ version: 3, fields: entry })
    expect(await db.statusUpdates.get(55)).toBeUndefined()
  })

  it('queue an update of a row this device does not hold, without a version', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 9, state: 'lost' })
    const op = await enqueue(db, 'deal.setState', { dealId: 9, code: 4 }, USER)
    expect(op.base).toEqual({ version: null, fields: null })
    await drain()
    expect(server.received[0]!.headers).toEqual({ 'Idempotency-Key': op.opId })
    expect(server.deals.get(9)).toMatchObject({ state: 'open' })
  })
})
