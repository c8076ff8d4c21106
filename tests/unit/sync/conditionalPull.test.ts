import { describe, expect, it } from 'vitest'
import { etagKey } from '../../../src/store/meta.ts'
import type { SyncListRow } from '../../../src/store/outbox.ts'
import { listFetchedAt, listIds, pullList, type ListPull } from '../../../src/sync/pull.ts'
import { dropList, heldIds } from '../../../src/sync/listStore.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import { OTHER_USER, USER } from './harness.ts'
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

const AS_USER = { userId: USER }

const ifNoneMatch = (server: TaggedServer) =>
  server.received.map((r) => r.headers?.['If-None-Match'])

const keptTag = async (db: ReturnType<typeof newTestDb>, userId = USER) =>
  ((await db.meta.get(etagKey(userId, LIST.path)))?.value as { etag?: string } | undefined)?.etag

describe('a list answered in one page, pulled again', () => {
  it('is asked for with its ETag, answered 304, and kept as it is, fetched now', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST, { userId: USER, now: () => 1_000 })
    const result = await pullList(db, server, LIST, { userId: USER, now: () => 2_000 })
    expect(ifNoneMatch(server)).toEqual([undefined, '"v1"'])
    expect(result).toMatchObject({ unchanged: true, written: 0, fetchedAt: 2_000 })
    expect(await listIds(db, LIST.key)).toEqual([7, 8])
    expect(await db.deals.count()).toBe(2)
    expect(await listFetchedAt(db, LIST.key)).toBe(2_000)
  })

  it('answered 304, reads nothing of the answer and writes none of its rows', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    let read = 0
    const rows = (body: unknown) => {
      read += 1
      return LIST.rows(body)
    }
    const counted: ListPull = { ...LIST, rows }
    await pullList(db, server, counted, AS_USER)
    // Written here without an op: an answer stored whole would overwrite it.
    await db.deals.update(7, { dealName: 'Kept as it is' })
    const result = await pullList(db, server, counted, AS_USER)
    expect(result).toMatchObject({ unchanged: true, received: 0 })
    expect(read).toBe(1)
    expect((await db.deals.get(7))?.dealName).toBe('Kept as it is')
  })

  it('is stored whole when the server changed it, and asked with the new ETag next', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST, AS_USER)
    server.rows = [deal(8), { ...deal(9), dealName: 'New' }]
    server.tag = '"v2"'
    const result = await pullList(db, server, LIST, AS_USER)
    expect(result.unchanged).toBeUndefined()
    expect(await listIds(db, LIST.key)).toEqual([8, 9])
    expect(await keptTag(db)).toBe('"v2"')
  })

  it('is asked for whole when a row of the list is no longer on the device', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST, AS_USER)
    await db.deals.delete(8)
    const result = await pullList(db, server, LIST, AS_USER)
    expect(ifNoneMatch(server)).toEqual([undefined, undefined])
    expect(result).toMatchObject({ received: 2 })
    expect(await db.deals.get(8)).toBeDefined()
  })

  it('is asked for whole for another user of the device; each keeps their own tag', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7)])
    await pullList(db, server, LIST, { userId: USER })
    const other = await pullList(db, server, LIST, { userId: OTHER_USER })
    const again = await pullList(db, server, LIST, { userId: USER })
    expect(ifNoneMatch(server)).toEqual([undefined, undefined, '"v1"'])
    expect(other).toMatchObject({ received: 1 })
    expect(again.unchanged).toBe(true)
  })

  it('is asked for whole when the user is not known, and drops every tag of its path', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7)])
    await pullList(db, server, LIST, { userId: USER })
    server.rows = [deal(8)]
    server.tag = '"v2"'
    await pullList(db, server, LIST, { userId: undefined })
    expect(await keptTag(db)).toBeUndefined()
    // The unknown user's answer replaced what the user's tag stood for: whole again.
    server.rows = [deal(7)]
    server.tag = '"v1"'
    await pullList(db, server, LIST, { userId: USER })
    expect(ifNoneMatch(server)).toEqual([undefined, undefined, undefined])
    expect(await listIds(db, LIST.key)).toEqual([7])
  })

  it('keeps no tag when its rows could not be stored: the next pull is asked whole', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7)])
    let failing = false
    const derived = {
      table: 'statusUpdates' as const,
      rows: () => {
        if (failing) throw new Error('The disk is full')
        return []
      },
    }
    const list: ListPull = { ...LIST, derived }
    await pullList(db, server, list, AS_USER)
    server.rows = [deal(8)]
    server.tag = '"v2"'
    failing = true
    await expect(pullList(db, server, list, AS_USER)).rejects.toThrow('The disk is full')
    expect(await listIds(db, LIST.key)).toEqual([7])
    expect(await keptTag(db)).toBeUndefined()
    failing = false
    const result = await pullList(db, server, list, AS_USER)
    expect(ifNoneMatch(server)).toEqual([undefined, '"v1"', undefined])
    expect(result).toMatchObject({ received: 1 })
    expect(await listIds(db, LIST.key)).toEqual([8])
  })

  it('held by an older version with its tag on the list row, is asked for whole', async () => {
    const db = newTestDb()
    await db.deals.bulkPut([deal(7)])
    const oldRow = { key: LIST.key, table: 'deals', ids: [7], etag: '"v1"' }
    await db.syncLists.put(oldRow as SyncListRow)
    const server = new TaggedServer([deal(7)])
    const result = await pullList(db, server, LIST, AS_USER)
    expect(ifNoneMatch(server)).toEqual([undefined])
    expect(result).toMatchObject({ received: 1 })
    expect(await db.syncLists.get(LIST.key)).not.toHaveProperty('etag')
  })

  it('answered 304 after the list was dropped meanwhile, is asked for again, whole', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST, { userId: USER, now: () => 1_000 })
    // The device forgets the list while the tagged request is under way (pruneDevice).
    const dropping: Transport = {
      async send(request) {
        if (request.headers?.['If-None-Match']) {
          await dropList(db, LIST.key, (table) => heldIds(db, table, 0))
        }
        return server.send(request)
      },
    }
    const result = await pullList(db, dropping, LIST, { userId: USER, now: () => 2_000 })
    expect(ifNoneMatch(server)).toEqual([undefined, '"v1"', undefined])
    expect(result).toMatchObject({ received: 2, fetchedAt: 2_000 })
    expect(result.unchanged).toBeUndefined()
    expect(await listIds(db, LIST.key)).toEqual([7, 8])
    expect(await db.deals.count()).toBe(2)
    expect(await listFetchedAt(db, LIST.key)).toBe(2_000)
  })

  it('keeps no tag for an answer it stored only in part: rows held by ops stay as the device has them', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7), deal(8)])
    await pullList(db, server, LIST, AS_USER)
    // Deal 8 left the list elsewhere while this device had an op on it under way.
    await enqueue(db, 'deal.setProbability', { dealId: 8, probability: 80 }, USER)
    server.rows = [deal(7)]
    server.tag = '"v2"'
    await pullList(db, server, LIST, AS_USER)
    expect(await listIds(db, LIST.key)).toEqual([8, 7])
    expect(await keptTag(db)).toBeUndefined()
    // Once the op settled, the unchanged list is asked whole: a 304 would keep deal 8 for good.
    await db.outbox.clear()
    const result = await pullList(db, server, LIST, AS_USER)
    expect(ifNoneMatch(server)).toEqual([undefined, '"v1"', undefined])
    expect(result).toMatchObject({ received: 1, removed: 1 })
    expect(await listIds(db, LIST.key)).toEqual([7])
    expect(await db.deals.get(8)).toBeUndefined()
    expect(await keptTag(db)).toBe('"v2"')
  })

  it('is not asked for with a tag when it comes in pages', async () => {
    const db = newTestDb()
    const server = new TaggedServer([deal(7)])
    const paged: ListPull = { ...LIST, nextPath: () => null }
    await pullList(db, server, paged, AS_USER)
    await pullList(db, server, paged, AS_USER)
    expect(ifNoneMatch(server)).toEqual([undefined, undefined])
    expect(await keptTag(db)).toBeUndefined()
  })
})
