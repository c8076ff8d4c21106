import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { ROLE } from '../../../src/domain/permissions.ts'
import { saveProfile } from '../../../src/features/profile/profileCommands.ts'
import { PROFILE_ROLES, pullProfile } from '../../../src/entities/profile/profilePull.ts'
import type { SyncRequest, SyncResponse } from '../../../src/sync/transport.ts'
import { newDb, StubServer, USER } from '../crmDbHarness.ts'
import { EtagTransport } from '../etagTransport.ts'
import { detail, fields, profileRow } from './fixtures.ts'

const NOW = 1_800_000_000_000
const answering =
  (body: unknown) =>
  (request: SyncRequest): SyncResponse =>
    request.path === '/Profile/detail' ? { status: 200, body } : { status: 404, body: null }

describe('pulling the profile', () => {
  it('keeps the answer as the user row, with the bytes of its photo', async () => {
    const db = newDb()
    const server = new StubServer(answering(detail({ fileUrl: '/File/view/8' })))
    const download = vi.fn(() => Promise.resolve('data:image/png;base64,PHOTO='))

    expect(await pullProfile(db, server, { download, now: () => NOW })).toBe(true)

    expect(server.received[0]).toMatchObject({ method: 'GET', path: '/Profile/detail' })
    expect(download).toHaveBeenCalledWith(server, '/File/view/8')
    expect(await db.profiles.get(USER)).toEqual({
      ...profileRow({ fileUrl: '/File/view/8' }, 'data:image/png;base64,PHOTO='),
      fetchedAt: NOW,
    })
  })

  it('fetches a photo once: the same file keeps the bytes held', async () => {
    const db = newDb()
    await db.profiles.put(profileRow({ fileUrl: '/File/view/8' }, 'data:image/png;base64,HELD='))
    const download = vi.fn(() => Promise.resolve('data:image/png;base64,NEW='))
    const server = new StubServer(answering(detail({ fileUrl: '/File/view/8', version: 3 })))
    await pullProfile(db, server, { download })
    expect(download).not.toHaveBeenCalled()
    expect(await db.profiles.get(USER)).toMatchObject({
      photo: 'data:image/png;base64,HELD=',
      version: 3,
    })
  })

  it('a photo that cannot be had leaves the row without bytes', async () => {
    const db = newDb()
    const server = new StubServer(answering(detail({ fileUrl: '/File/view/8' })))
    await pullProfile(db, server, { download: () => Promise.reject(new Error('offline')) })
    expect(await db.profiles.get(USER)).toMatchObject({ fileUrl: '/File/view/8', photo: null })
  })

  it('never overwrites a profile with an unsent change', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile({ id: USER, roleId: ROLE.rm }, fields({ name: 'Mine' }), null, db)
    const server = new StubServer(answering(detail({ name: 'Theirs', version: 5 })))
    expect(await pullProfile(db, server)).toBe(false)
    expect(await db.profiles.get(USER)).toMatchObject({ name: 'Mine', version: 2 })
  })

  it('never puts an older version over a newer one', async () => {
    const db = newDb()
    await db.profiles.put(profileRow({ name: 'Newer', version: 9 }))
    const server = new StubServer(answering(detail({ name: 'Older', version: 8 })))
    expect(await pullProfile(db, server)).toBe(false)
    expect((await db.profiles.get(USER))?.name).toBe('Newer')
  })

  it('a provider without the call (404) leaves the device as it is', async () => {
    const db = newDb()
    const server = new StubServer(() => ({ status: 404, body: null }))
    expect(await pullProfile(db, server)).toBe(false)
    expect(await db.profiles.count()).toBe(0)
  })

  it('is kept by the roles that open the Profile screen', () => {
    expect([...PROFILE_ROLES].sort()).toEqual([ROLE.admin, ROLE.manager, ROLE.rm])
  })
})

describe('pulling the profile again', () => {
  const photoDetail = detail({ fileUrl: '/File/view/8' })

  it('is answered 304 while unchanged: the row stays, fetched now, and no photo is fetched', async () => {
    const db = newDb()
    const server = new EtagTransport(new StubServer(answering(photoDetail)))
    const download = vi.fn(() => Promise.resolve('data:image/png;base64,PHOTO='))
    await pullProfile(db, server, { download, now: () => NOW, userId: USER })
    expect(await pullProfile(db, server, { download, now: () => NOW + 1, userId: USER })).toBe(
      false,
    )
    expect(server.answered.map((answer) => answer.status)).toEqual([200, 304])
    expect(download).toHaveBeenCalledTimes(1)
    expect(await db.profiles.get(USER)).toMatchObject({
      photo: 'data:image/png;base64,PHOTO=',
      fetchedAt: NOW + 1,
    })
  })

  it('is asked whole while the photo of its last answer could not be had', async () => {
    const db = newDb()
    const server = new EtagTransport(new StubServer(answering(photoDetail)))
    const offline = vi.fn(() => Promise.reject(new Error('offline')))
    await pullProfile(db, server, { download: offline, userId: USER })
    const download = vi.fn(() => Promise.resolve('data:image/png;base64,PHOTO='))
    await pullProfile(db, server, { download, userId: USER })
    expect(server.answered.map((answer) => answer.status)).toEqual([200, 200])
    expect((await db.profiles.get(USER))?.photo).toBe('data:image/png;base64,PHOTO=')
  })
})
