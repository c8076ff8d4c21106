import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../../src/contract/pipeline.ts'
import { dealDetailPull } from '../../../src/entities/deals/dealDetailPull.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { pullList } from '../../../src/sync/pull.ts'
import { dealDetail } from './detailFixture.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

const card = (dealId: number): DealCard & { version: number } =>
  ({ dealId, dealName: 'Core banking upgrade', stage: 3, probability: 30, version: 4 }) as never

describe('deal.delete', () => {
  it('removes the card at once and sends DELETE /pipeline/{dealId}/{userId} with If-Match', async () => {
    const db = newDb()
    await db.deals.put(card(42))
    const server = new StubServer(() => ({ status: 200, body: { name: 'Core banking upgrade' } }))
    await enqueue(db, 'deal.delete', { dealId: 42, dealName: 'Core banking upgrade' }, USER)
    expect(await db.deals.get(42)).toBeUndefined()

    await drain(db, server)
    expect(server.received).toHaveLength(1)
    expect(server.received[0]).toMatchObject({ method: 'DELETE', path: `/pipeline/42/${USER}` })
    expect(server.received[0]!.headers?.['If-Match']).toBeDefined()
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deals.get(42)).toBeUndefined()
  })

  it('counts a deal someone else already deleted (404) as done', async () => {
    const db = newDb()
    await db.deals.put(card(43))
    const server = new StubServer(() => ({ status: 404, body: { message: 'Deal not found' } }))
    await enqueue(db, 'deal.delete', { dealId: 43, dealName: 'x' }, USER)
    await drain(db, server)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deals.get(43)).toBeUndefined()
  })

  it('marks the delete failed when the server refuses (403), for the person to decide', async () => {
    const db = newDb()
    await db.deals.put(card(44))
    const server = new StubServer(() => ({ status: 403, body: { message: 'Forbidden' } }))
    await enqueue(db, 'deal.delete', { dealId: 44, dealName: 'x' }, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'failed', lastStatus: 403 })
  })
})

describe('deal.setState', () => {
  it('marks the card Lost at once and sends the state call with code 3', async () => {
    const db = newDb()
    await db.deals.put(card(45))
    const server = new StubServer(() => ({ status: 200, body: { dealId: 45, version: 5 } }))
    await enqueue(db, 'deal.setState', { dealId: 45, code: 3 }, USER)
    expect((await db.deals.get(45))?.state).toBe('lost')
    await drain(db, server)
    expect(server.received[0]?.path).toBe(`/pipeline/state/45/${USER}/3`)
    expect(await db.deals.get(45)).toMatchObject({ state: 'lost', version: 5 })
  })
})

describe('the deal detail pull', () => {
  it('stores GET /Pipeline/detail/{dealId} in dealDetails with its fetch time', async () => {
    const db = newDb()
    const server = new StubServer(() => ({ status: 200, body: dealDetail({ id: 42 }) }))
    const result = await pullList(db, server, dealDetailPull(42), {
      userId: USER,
      now: () => 1_000,
    })
    expect(server.received[0]).toMatchObject({ method: 'GET', path: '/Pipeline/detail/42' })
    expect(result.written).toBe(1)
    expect(await db.dealDetails.get(42)).toMatchObject({ name: 'Core banking upgrade' })
  })

  it('refuses an answer that is not a deal detail', async () => {
    const db = newDb()
    const server = new StubServer(() => ({ status: 200, body: [] }))
    await expect(pullList(db, server, dealDetailPull(42), { userId: USER })).rejects.toThrow()
    expect(await db.dealDetails.count()).toBe(0)
  })
})
