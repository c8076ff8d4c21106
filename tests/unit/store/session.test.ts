import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '../../../src/contract/auth.ts'
import { memoryCookieJar } from '../../../src/store/cookies.ts'
import { CrmDb } from '../../../src/entities/db.ts'
import { readMasterData, saveMasterData } from '../../../src/entities/master/masterData.ts'
import { createSessionStore, type Session } from '../../../src/store/session.ts'

const profile: Profile = {
  id: 3,
  name: 'Rina RM',
  email: 'rm@crm.test',
  profilePic: null,
  branchId: 1,
  segmentId: 0,
  tribeId: 2,
  roleId: 5,
}
const session: Session = { accessToken: 'access-1', refreshToken: 'refresh-1', profile }

let database: CrmDb
let opened = 0
beforeEach(() => {
  database = new CrmDb(`session-test-${++opened}`)
})
afterEach(async () => {
  await database.delete()
})

describe('session in cookies and IndexedDB', () => {
  it('writes the login, refresh and profile cookies and a copy for the service worker', async () => {
    const jar = memoryCookieJar()
    const store = createSessionStore(database, jar)
    await store.save(session)
    expect(jar.values.get('login')).toBe('access-1')
    expect(jar.values.get('refresh')).toBe('refresh-1')
    expect(JSON.parse(jar.values.get('profile')!)).toEqual(profile)
    expect(store.current()).toEqual(session)
    expect(await store.storedCopy()).toMatchObject(session)
  })

  it('has no session unless both the login and the profile cookie are present', async () => {
    const jar = memoryCookieJar()
    const store = createSessionStore(database, jar)
    await store.save(session)
    jar.remove('profile')
    expect(store.current()).toBeNull()
    expect(store.hasLoginCookie()).toBe(true)
    jar.set('profile', JSON.stringify(profile))
    jar.remove('login')
    expect(store.current()).toBeNull()
    jar.set('login', 'x')
    jar.set('profile', '{not json')
    expect(store.current()).toBeNull()
  })

  it('replaces the tokens after a refresh and keeps the profile', async () => {
    const jar = memoryCookieJar()
    const store = createSessionStore(database, jar)
    await store.save(session)
    await store.saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' })
    expect(store.current()).toEqual({
      ...session,
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    })
    expect(await store.storedCopy()).toMatchObject({ accessToken: 'access-2', profile })
  })

  it('log out clears the cookies and the copy but keeps the master data', async () => {
    const jar = memoryCookieJar()
    const store = createSessionStore(database, jar)
    await saveMasterData(database, {
      tribes: [{ id: 1, text: 'Digital' }],
      segments: [],
      branches: [],
      stages: [],
      proposalTypes: [],
      industries: [],
      rms: [],
    })
    await store.save(session)
    await store.clear()
    expect(jar.values.size).toBe(0)
    expect(store.current()).toBeNull()
    expect(await store.storedCopy()).toBeUndefined()
    expect((await readMasterData(database)).tribes).toHaveLength(1)
  })

  it('gives a stable snapshot and tells subscribers about changes', async () => {
    const store = createSessionStore(database, memoryCookieJar())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    await store.save(session)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.current()).toBe(store.current())
    await store.clear()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    await store.save(session)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it("reads the cookies once per task, sees its own changes at once and another tab's from the next task", async () => {
    const jar = memoryCookieJar()
    const store = createSessionStore(database, jar)
    await store.save(session)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const reads = vi.spyOn(jar, 'getAll')
    for (let i = 0; i < 20; i++) expect(store.current()).toEqual(session)
    expect(reads).toHaveBeenCalledTimes(1)

    // Another tab renews the tokens: the cookies change beneath this store.
    jar.set('login', 'access-2')
    expect(store.current()?.accessToken).toBe('access-1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.current()?.accessToken).toBe('access-2')
    expect(reads).toHaveBeenCalledTimes(2)

    await store.saveTokens({ accessToken: 'access-3', refreshToken: 'refresh-3' })
    expect(store.current()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3' })
    await store.clear()
    expect(store.current()).toBeNull()
  })
})
