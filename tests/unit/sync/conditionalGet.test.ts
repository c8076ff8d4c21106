import { describe, expect, it } from 'vitest'
import { etagKey } from '../../../src/store/meta.ts'
import {
  dropEtagsBefore,
  forgetEveryUsersEtag,
  getBodyIfChanged,
  keepEtag,
  type ConditionalGet,
} from '../../../src/sync/conditionalGet.ts'
import { PullError } from '../../../src/sync/pullError.ts'
import { EtagTransport } from '../etagTransport.ts'
import { newDb, StubServer } from '../crmDbHarness.ts'

const path = '/pipeline/master'

function serverOf(body: () => unknown, status = () => 200) {
  return new EtagTransport(new StubServer(() => ({ status: status(), body: body() })))
}

/** A call whose answer the test stores (its tag kept) and whose held data it switches. */
function call(
  userId: number | undefined,
  held = true,
): ConditionalGet & { held(): Promise<boolean> } {
  return { userId, path, held: () => Promise.resolve(held) }
}

describe('a GET asked again with the ETag of its last answer', () => {
  it('is answered "unchanged" (304) while the server has not changed it and its data is held', async () => {
    const db = newDb()
    const server = serverOf(() => ({ tribes: [1] }))
    const first = await getBodyIfChanged(db, server, call(3))
    expect(first).toMatchObject({ unchanged: false, body: { tribes: [1] } })
    await keepEtag(db, call(3), first)
    expect(await getBodyIfChanged(db, server, call(3))).toEqual({ unchanged: true })
    expect(server.answered.map((a) => a.status)).toEqual([200, 304])
  })

  it('is answered whole once the server changed it, and its tag goes until the new one is kept', async () => {
    const db = newDb()
    let tribes = [1]
    const server = serverOf(() => ({ tribes }))
    await keepEtag(db, call(3), await getBodyIfChanged(db, server, call(3)))
    tribes = [1, 2]
    const second = await getBodyIfChanged(db, server, call(3))
    expect(second).toMatchObject({ unchanged: false, body: { tribes: [1, 2] } })
    // The caller has not stored the new answer yet: no tag stands for data the device lacks.
    expect(await db.meta.get(etagKey(3, path))).toBeUndefined()
    await keepEtag(db, call(3), second)
    expect(await getBodyIfChanged(db, server, call(3))).toEqual({ unchanged: true })
  })

  it('is asked whole when what the last answer was stored as is no longer on the device', async () => {
    const db = newDb()
    const server = serverOf(() => ({ tribes: [1] }))
    await keepEtag(db, call(3), await getBodyIfChanged(db, server, call(3)))
    const again = await getBodyIfChanged(db, server, call(3, false))
    expect(again).toMatchObject({ unchanged: false, body: { tribes: [1] } })
    expect(server.answered[1]?.ifNoneMatch).toBeUndefined()
  })

  it("never sends another user's tag: each user's first call is answered whole", async () => {
    const db = newDb()
    const server = serverOf(() => ({ tribes: [1] }))
    await keepEtag(db, call(3), await getBodyIfChanged(db, server, call(3)))
    const other = await getBodyIfChanged(db, server, call(4))
    expect(other.unchanged).toBe(false)
    expect(server.answered.map((a) => a.ifNoneMatch)).toEqual([undefined, undefined])
  })

  it("drops every user's tag of the path when called for no user (its answer replaces the data)", async () => {
    const db = newDb()
    const server = serverOf(() => ({ tribes: [1] }))
    for (const userId of [3, 4]) {
      await keepEtag(db, call(userId), await getBodyIfChanged(db, server, call(userId)))
    }
    await db.meta.put({ key: etagKey(3, '/other'), value: '"x"' })
    expect((await getBodyIfChanged(db, server, call(undefined))).unchanged).toBe(false)
    expect(await db.meta.get(etagKey(3, path))).toBeUndefined()
    expect(await db.meta.get(etagKey(4, path))).toBeUndefined()
    expect(await db.meta.get(etagKey(3, '/other'))).toBeDefined()
    await keepEtag(db, call(3), await getBodyIfChanged(db, server, call(3)))
    await forgetEveryUsersEtag(db, path)
    expect(await db.meta.get(etagKey(3, path))).toBeUndefined()
  })

  it('answers a 404 as a null body, kept without a tag, and fails on any other status', async () => {
    const db = newDb()
    let status = 404
    const server = serverOf(
      () => null,
      () => status,
    )
    const none = await getBodyIfChanged(db, server, call(3))
    expect(none).toEqual({ unchanged: false, body: null })
    status = 503
    await expect(getBodyIfChanged(db, server, call(3))).rejects.toBeInstanceOf(PullError)
  })

  it('is answered whole after its tag was pruned for age (paths no longer asked leave no tags)', async () => {
    const db = newDb()
    const server = serverOf(() => ({ tribes: [1] }))
    await keepEtag(db, call(3), await getBodyIfChanged(db, server, call(3)), 1_000)
    await keepEtag(
      db,
      { userId: 3, path: '/newer' },
      { unchanged: false, body: 1, etag: '"n"' },
      3_000,
    )
    expect(await dropEtagsBefore(db, 2_000)).toBe(1)
    expect(await db.meta.get(etagKey(3, '/newer'))).toBeDefined()
    expect((await getBodyIfChanged(db, server, call(3))).unchanged).toBe(false)
  })
})
