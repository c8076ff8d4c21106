import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import { drain, newDb, USER } from '../crmDbHarness.ts'

/** The server's deal: PUT /pipeline/client answers 204 without a version, yet bumps it. */
class DealServer implements Transport {
  version = 6
  readonly received: SyncRequest[] = []
  send(request: SyncRequest): Promise<SyncResponse> {
    this.received.push(request)
    const ifMatch = request.headers?.['If-Match']
    if (ifMatch !== undefined && ifMatch !== `"${this.version}"`) {
      return Promise.resolve({ status: 412, body: { dealId: 42, version: this.version } })
    }
    this.version += 1
    if (request.path.startsWith('/pipeline/client/'))
      return Promise.resolve({ status: 204, body: null })
    return Promise.resolve({ status: 200, body: { probability: 80, version: this.version } })
  }
}

describe('a 204 answer without a version', () => {
  it('stands the next op on base + 1, so a move after a client-info save carries the right If-Match', async () => {
    const db = newDb()
    await db.deals.put({
      dealId: 42,
      dealName: 'Core banking',
      stage: 3,
      probability: 30,
      version: 6,
    } as DealRow)
    await enqueue(
      db,
      'deal.setClientInfo',
      {
        dealId: 42,
        clientId: 5,
        companyName: 'PT Sinar Jaya',
        contactId: 9,
        memberIds: [],
        contactName: 'Budi',
        memberNames: [],
      },
      USER,
    )
    await enqueue(db, 'deal.moveStage', { dealId: 42, stage: 5 }, USER)

    const server = new DealServer()
    const result = await drain(db, server)

    expect(server.received.map((request) => [request.path, request.headers?.['If-Match']])).toEqual(
      [
        ['/pipeline/client/5', '"6"'],
        [`/pipeline/drop/42/${USER}/5`, '"7"'],
      ],
    )
    expect(result.applied).toBe(2)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deals.get(42)).toMatchObject({ stage: 5, version: 8 })
  })
})
