/**
 * Broken path: after a deal was deleted the app asked the server for its detail and status again
 * (404s). A deleted deal counts as deleted while its delete waits in the outbox and once it was
 * applied; a discarded delete brings the deal back.
 */
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { cardFromDetail } from '../../../src/entities/deals/dealCardFromDetail.ts'
import { deleteDeal } from '../../../src/features/deals/dealCommands.ts'
import {
  deletedDealKey,
  isDealDeleted,
  isDeletedDealMark,
} from '../../../src/entities/deals/dealDeleted.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { opsOfEntity } from '../../../src/sync/syncState.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { dealDetail } from './detailFixture.ts'

async function deleted(db: CrmDb, dealId: number): Promise<boolean> {
  const [ops, card, mark] = await Promise.all([
    opsOfEntity(db, 'deals', dealId),
    db.deals.get(dealId),
    db.meta.get(deletedDealKey(dealId)),
  ])
  const value: unknown = mark?.value
  return isDealDeleted({
    ops,
    hasCard: card !== undefined,
    mark: isDeletedDealMark(value) ? value : undefined,
  })
}

describe('a deal deleted on this device', () => {
  it('is deleted while its delete waits in the outbox, and after the server applied it', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 4 }))
    expect(await deleted(db, 42)).toBe(false)

    await deleteDeal(42, 'Core banking upgrade', USER, db)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ type: 'deal.delete', base: { version: 4 } })
    expect(await deleted(db, 42)).toBe(true)

    const server = new StubServer(() => ({ status: 200, body: 'Core banking upgrade' }))
    await drain(db, server)
    expect(server.received.map((request) => request.method)).toEqual(['DELETE'])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deals.get(42)).toBeUndefined()
    expect(await deleted(db, 42)).toBe(true)
  })

  it('is back when its delete is discarded', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 4 }))
    await deleteDeal(42, 'Core banking upgrade', USER, db)
    const [op] = await db.outbox.toArray()
    await discardOp(db, op!.opId)
    // Its mark goes with it, and so does the card row made for it: the detail shows the deal.
    expect(await db.meta.get(deletedDealKey(42))).toBeUndefined()
    expect(await db.deals.get(42)).toBeUndefined()
    expect(await deleted(db, 42)).toBe(false)
  })

  it('a discarded delete of a deal on the board puts its card back', async () => {
    const db = newDb()
    await db.dealDetails.put(dealDetail({ id: 42, version: 4 }))
    await db.deals.put(cardFromDetail((await db.dealDetails.get(42))!))
    await deleteDeal(42, 'Core banking upgrade', USER, db)
    const [op] = await db.outbox.toArray()
    await discardOp(db, op!.opId)
    expect(await db.deals.get(42)).toMatchObject({ dealId: 42, version: 4 })
    expect(await deleted(db, 42)).toBe(false)
  })

  it('a deal no delete touched is not deleted, whatever its other ops', () => {
    expect(
      isDealDeleted({ ops: [{ type: 'deal.setState' }], hasCard: true, mark: undefined }),
    ).toBe(false)
    // A card that left every list (someone else won the deal) does not make it deleted.
    expect(isDealDeleted({ ops: [], hasCard: false, mark: undefined })).toBe(false)
  })
})
