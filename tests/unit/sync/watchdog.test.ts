import { describe, expect, it } from 'vitest'
import { REQUEST_BUDGET_MS, REQUEST_TIMEOUT_MS } from '../../../src/api/timeouts.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import {
  checkOutbox,
  resetStaleSending,
  SENDING_TIMEOUT_MS,
  STUCK_AFTER_MS,
  stuckOps,
} from '../../../src/sync/watchdog.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

describe('the outbox watchdog', () => {
  it('puts an op back to pending when it has been sending for more than a minute (a crashed tab)', async () => {
    const { db, clock } = syncHarness()
    await db.deals.bulkPut([deal(7), deal(8)])
    const old = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    const recent = await enqueue(db, 'deal.moveStage', { dealId: 8, stage: 2 }, USER)
    await db.outbox.update(old.seq, {
      status: 'sending',
      sendingSince: clock.now - SENDING_TIMEOUT_MS - 1,
    })
    await db.outbox.update(recent.seq, { status: 'sending', sendingSince: clock.now - 5_000 })

    expect(await resetStaleSending(db, clock.now)).toBe(1)
    expect(await db.outbox.get(old.seq)).toMatchObject({
      status: 'pending',
      sendingSince: null,
      nextAttemptAt: clock.now,
    })
    expect(await db.outbox.get(recent.seq)).toMatchObject({ status: 'sending' })
  })

  it('waits longer than a request can take (send, token refresh, send again), with a margin', async () => {
    expect(REQUEST_BUDGET_MS).toBe(3 * REQUEST_TIMEOUT_MS)
    expect(SENDING_TIMEOUT_MS).toBeGreaterThanOrEqual(REQUEST_BUDGET_MS + REQUEST_TIMEOUT_MS)
    const { db, clock } = syncHarness()
    await db.deals.put(deal(7))
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    // Its request may still be out: sent, refreshed and sent again, each step at its timeout.
    await db.outbox.update(op.seq, {
      status: 'sending',
      sendingSince: clock.now - REQUEST_BUDGET_MS,
    })

    expect(await resetStaleSending(db, clock.now)).toBe(0)
    expect(await db.outbox.get(op.seq)).toMatchObject({ status: 'sending' })
  })

  it('leaves a long sending op alone while the caller says its own requests may be in flight', async () => {
    const { db, clock } = syncHarness()
    await db.deals.put(deal(7))
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
    await db.outbox.update(op.seq, {
      status: 'sending',
      sendingSince: clock.now - SENDING_TIMEOUT_MS - 1,
    })
    const options = { userId: USER, now: clock.now, connectivity: 'online' as const }
    expect(await checkOutbox(db, { ...options, resetSending: false })).toMatchObject({ reset: 0 })
    expect(await db.outbox.get(op.seq)).toMatchObject({ status: 'sending' })
    expect(await checkOutbox(db, options)).toMatchObject({ reset: 1 })
  })

  it('reports ops pending for more than five minutes while online, and none while offline', () => {
    const now = 10_000_000
    const op = (seq: number, createdAt: number, status: OutboxOp['status'] = 'pending') =>
      ({ seq, createdAt, status }) as OutboxOp
    const ops = [
      op(1, now - STUCK_AFTER_MS - 1),
      op(2, now - 1_000),
      op(3, now - STUCK_AFTER_MS - 1, 'failed'),
    ]
    expect(stuckOps(ops, now, 'online').map((found) => found.seq)).toEqual([1])
    expect(stuckOps(ops, now, 'offline')).toEqual([])
    expect(stuckOps(ops, now, 'degraded')).toEqual([])
  })

  it('checks both in one pass', async () => {
    const { db, clock } = syncHarness()
    await db.deals.put(deal(7))
    const op = await enqueue(db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER, {
      at: clock.now - STUCK_AFTER_MS - 1,
    })
    await db.outbox.update(op.seq, { status: 'sending', sendingSince: 0 })
    const report = await checkOutbox(db, { userId: USER, now: clock.now, connectivity: 'online' })
    expect(report.reset).toBe(1)
    expect(report.stuck.map((found) => found.opId)).toEqual([op.opId])
  })
})
