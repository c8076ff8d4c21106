/**
 * A drain claims ops from a snapshot of the outbox; the outbox may change under it before the
 * claim: a person discards a waiting op, or another connection (the service worker, a tab
 * without Web Locks) sends one and settles a create. The drain still ends, and sends each op once.
 */
import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { drainOutbox } from '../../../src/sync/drain.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import { ClientsTestDb, clientsHarness, company, USER } from '../clients/clientsSyncHarness.ts'

/** Fails instead of waiting for ever when a drain does not end. */
const ended = <T>(drain: Promise<T>): Promise<T> =>
  Promise.race([
    drain,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the drain never ended')), 2_000),
    ),
  ])

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('a drain whose snapshot went stale before its claim', () => {
  it('ends when a waiting op was discarded meanwhile while another request finished', async () => {
    // The other request's end falls at different points of the failed claim.
    for (let ticks = 0; ticks < 4; ticks++) {
      const { db, server } = clientsHarness()
      for (const id of [9, 10]) {
        server.addClient({ id })
        await db.clients.put({ ...company(), id, crmIndustryId: 2, version: 1 })
        await enqueue(
          db,
          'client.update',
          { clientId: id, ...company({ company: `PT ${id}` }) },
          USER,
        )
      }
      const [, second] = await db.outbox.orderBy('seq').toArray()
      const transport: Transport = {
        send: async (request: SyncRequest) => {
          if (request.path === '/clients/9') {
            // Pending changes: the person discards the next op as the first goes out.
            await discardOp(db, second!.opId)
            for (let wait = 0; wait < ticks; wait++) await tick()
          }
          return server.send(request)
        },
      }
      let turns = 0
      await drainOutbox({
        db,
        transport,
        userId: USER,
        random: () => 1,
        concurrency: 1,
        claimAhead: 1,
        // Going round without waiting would never end (nor let a timer fire): count the turns.
        keepGoing: () => ++turns < 5_000,
      })
      expect(turns, `after ${ticks} ticks`).toBeLessThan(5_000)
      expect(server.sentPaths()).toEqual(['PUT /clients/9'])
    }
  })

  it('sends an op remapped by another connection once, under its new id, and ends', async () => {
    const { db, server, clock } = clientsHarness()
    server.addClient({ id: 9 })
    await db.clients.put({ ...company(), id: 9, crmIndustryId: 2, version: 1 })
    await enqueue(db, 'client.update', { clientId: 9, ...company({ company: 'PT Lain' }) }, USER)
    const created = await enqueue(db, 'client.create', company(), USER)
    await enqueue(
      db,
      'client.update',
      { clientId: created.entity.id, ...company({ company: 'PT Baru' }) },
      USER,
    )
    // The create is not due yet for this drain; its first op's answer waits.
    await db.outbox.update(created.seq, { nextAttemptAt: clock.now + 1_000 })
    let answer: () => void = () => {}
    const held: Transport = {
      send: (request: SyncRequest) =>
        request.path === '/clients/9'
          ? server
              .send(request)
              .then(
                (response) =>
                  new Promise<SyncResponse>((resolve) => (answer = () => resolve(response))),
              )
          : server.send(request),
    }
    const tab = drainOutbox({
      db,
      transport: held,
      userId: USER,
      now: () => clock.now,
      random: () => 1,
      concurrency: 1,
      claimAhead: 1,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))

    // The service worker sends the create meanwhile: the temp id is remapped under the tab.
    const worker = new ClientsTestDb(db.name)
    let sent = false
    await drainOutbox({
      db: worker,
      transport: { send: (request) => ((sent = true), server.send(request)) },
      userId: USER,
      now: () => clock.now + 2_000,
      random: () => 1,
      keepGoing: () => !sent,
    })
    worker.close()
    expect(await db.clients.get(100)).toMatchObject({ company: 'PT Baru', version: 1 })

    clock.now += 2_000
    answer()
    await ended(tab)

    expect(server.sentPaths()).toEqual(['PUT /clients/9', 'POST /clients', 'PUT /clients/100'])
    expect(server.received[2]!.headers?.['If-Match']).toBe('"1"')
    expect(server.clients.get(100)).toMatchObject({ company: 'PT Baru', version: 2 })
    expect(await db.outbox.count()).toBe(0)
  })
})
