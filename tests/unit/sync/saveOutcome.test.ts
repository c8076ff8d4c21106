import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { awaitSaveOutcome, outboxMark } from '../../../src/sync/saveOutcome.ts'
import { syncHarness, USER } from './harness.ts'
import { deal } from './testDb.ts'

const ONLINE = { waitMs: 2000, offline: () => false }

/** A harness holding deal 7 on the device and on the server, and a mark taken before a move. */
async function moveAfterMark() {
  const harness = syncHarness()
  await harness.db.deals.put(deal(7))
  harness.server.addDeal({ dealId: 7 })
  const mark = await outboxMark(harness.db)
  await enqueue(harness.db, 'deal.moveStage', { dealId: 7, stage: 2 }, USER)
  return { ...harness, mark }
}

describe('the outcome of a save', () => {
  it('is accepted once the server took every op enqueued after the mark', async () => {
    const { db, mark, drain } = await moveAfterMark()
    const outcome = awaitSaveOutcome(db, mark, ONLINE)
    await drain()
    expect(await outcome).toEqual({ kind: 'accepted' })
  })

  it('is accepted at once when the save enqueued nothing', async () => {
    const { db } = syncHarness()
    expect(await awaitSaveOutcome(db, await outboxMark(db), ONLINE)).toEqual({ kind: 'accepted' })
  })

  it('is waiting, at once, while the device is offline', async () => {
    const { db, mark } = await moveAfterMark()
    const outcome = await awaitSaveOutcome(db, mark, { waitMs: 60_000, offline: () => true })
    expect(outcome).toEqual({ kind: 'waiting', offline: true })
  })

  it('is waiting when no answer came in time online', async () => {
    const { db, mark } = await moveAfterMark()
    const outcome = await awaitSaveOutcome(db, mark, { waitMs: 50, offline: () => false })
    expect(outcome).toEqual({ kind: 'waiting', offline: false })
  })

  it('is refused with the op the server refused', async () => {
    const { db, mark, drain, server } = await moveAfterMark()
    server.fault = () => ({ status: 403, body: [{ description: 'Not your deal' }] })
    const outcome = awaitSaveOutcome(db, mark, ONLINE)
    await drain()
    expect(await outcome).toMatchObject({
      kind: 'refused',
      op: { type: 'deal.moveStage', status: 'failed', lastStatus: 403 },
    })
  })

  it('ignores ops enqueued before the mark', async () => {
    const { db, drain } = await moveAfterMark()
    const later = await outboxMark(db)
    expect(later).toBeGreaterThan(0)
    const outcome = awaitSaveOutcome(db, later, ONLINE)
    expect(await outcome).toEqual({ kind: 'accepted' })
    await drain()
  })
})
