import { describe, expect, it } from 'vitest'
import { listFetchedAt, listIds, pullList, type ListPull } from '../../../src/sync/pull.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import { deal, newTestDb } from './testDb.ts'

/** A server whose list answers carry an ETag and honour If-None-Match. */
class TaggedServer implements Transport {
  readonly received: SyncRequest[] = []
  constructor(
    public rows: readonly object[],
    public tag = '"v1"',
  ) {}
  send(request: SyncRequest): Promise<SyncResponse> {
    this.received.push(request)
    if (request.headers?.['If-None-Match'] === this.tag) {
      return Promise.resolve({ status: 304, body: null, etag: this.tag })
    }
    return Promise.resolve({ status: 200, body: this.rows, etag: this.tag })
  }
}

const LIST: ListPull = {
  key: 'pipeline:test',
  table: 'deals',
  path: '/pipeline/0/0/0/0/0/0',
  rows: (body) => body as Record<string, unknown>[],
}

const ifNoneMatch = (server: TaggedServer) =>
  server.received.map((r) => r.headers?.['If-None-Match'])

describe('a list pulled again while the server has not changed it', () => {
  it('is asked for with its ETag, answered 304, and kept as it is, fetched now', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST, () => 1_000)
    const result = await pullList(db, server, LIST, () => 2_000)
    expect(ifNoneMatch(server)).toEqual([undefined, '"v1"'])
    expect(result).toMatchObject({ unchanged: true, written: 0, fetchedAt: 2_000 })
    expect(await listIds(db, LIST.key)).toEqual([7, 8])
    expect(await db.deals.count()).toBe(2)
    expect(await listFetchedAt(db, LIST.key)).toBe(2_000)
  })

  it('is stored whole when the server changed it (a new ETag)', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST)
    server.rows = [deal(8), { ...deal(9), dealName: 'New' }]
    server.tag = '"v2"'
    const result = await pullList(db, server, LIST)
    expect(result.unchanged).toBeUndefined()
    expect(await listIds(db, LIST.key)).toEqual([8, 9])
    expect((await db.syncLists.get(LIST.key))?.etag).toBe('"v2"')
  })

  it('is asked for whole again when a row of the list is no longer on the device', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST)
    await db.deals.delete(8)
    const result = await pullList(db, server, LIST)
    expect(ifNoneMatch(server)).toEqual([undefined, '"v1"', undefined])
    expect(result).toMatchObject({ received: 2 })
    expect(await db.deals.get(8)).toBeDefined()
  })

  it('is not asked for with a tag when it comes in pages', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7)])
    const paged: ListPull = { ...LIST, nextPath: () => null }
    await pullList(db, server, paged)
    await pullList(db, server, paged)
    expect(ifNoneMatch(server)).toEqual([undefined, undefined])
    expect((await db.syncLists.get(LIST.key))?.etag).toBeUndefined()
  })
})
