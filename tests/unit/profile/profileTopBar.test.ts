import 'fake-indexeddb/auto'
import { boundedLiveQuery } from '../../../src/store/liveQuery.ts'
import { describe, expect, it, vi } from 'vitest'
import type { Profile } from '../../../src/contract/auth.ts'
import { ROLE } from '../../../src/domain/permissions.ts'
import { saveProfile } from '../../../src/features/profile/profileCommands.ts'
import { memoryCookieJar } from '../../../src/store/cookies.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { profileOverlay, withProfileOverlay } from '../../../src/entities/profile/profileRows.ts'
import { createSessionStore, SESSION_COOKIES } from '../../../src/store/session.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { fields, profileRow } from './fixtures.ts'

const signedIn: Profile = {
  id: USER,
  name: 'Rina RM',
  email: 'rm@crm.test',
  profilePic: null,
  branchId: 2,
  segmentId: 1,
  tribeId: 1,
  roleId: ROLE.rm,
}

/** The page's session store over `db`, signed in as USER; `changes` counts its notifications. */
async function topBar(db: CrmDb) {
  const jar = memoryCookieJar()
  const store = createSessionStore(db, jar)
  await store.save({ accessToken: 'a', refreshToken: 'r', profile: signedIn })
  const session = withProfileOverlay(store, db, boundedLiveQuery)
  const changes = vi.fn()
  session.subscribe(changes)
  return { session, jar, changes }
}

describe("the top bar's name and photo", () => {
  it('show a Save at once: the command changes the row the session reads', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    const { session, jar, changes } = await topBar(db)
    await vi.waitFor(() => expect(changes).toHaveBeenCalled())

    await saveProfile(
      { id: USER, roleId: ROLE.rm },
      fields({ name: 'Rina Wijaya', segment: { id: 7, text: 'Retail' } }),
      { filename: 'me.jpg', fileBase64: 'AAAA' },
      db,
    )

    await vi.waitFor(() => expect(session.current()?.profile.name).toBe('Rina Wijaya'))
    expect(session.current()?.profile).toMatchObject({
      email: 'rina@crm.test',
      profilePic: 'data:image/jpeg;base64,AAAA',
      segmentId: 7,
      branchId: 2,
      roleId: ROLE.rm,
    })
    // Stable while nothing changes (useSyncExternalStore needs the same snapshot).
    expect(session.current()).toBe(session.current())
    // The cookie keeps the sign-in answer's profile: a photo would not fit in it.
    expect(JSON.parse(jar.get(SESSION_COOKIES.profile)!)).toMatchObject({ name: 'Rina RM' })
  })

  it('go back when the change is discarded', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    const { session } = await topBar(db)
    await saveProfile({ id: USER, roleId: ROLE.rm }, fields({ name: 'Typo' }), null, db)
    await vi.waitFor(() => expect(session.current()?.profile.name).toBe('Typo'))
    await drain(db, new StubServer(() => ({ status: 400, body: [{ description: 'No' }] })))
    const [op] = await db.outbox.toArray()

    await discardOp(db, op!.opId)

    await vi.waitFor(() => expect(session.current()?.profile.name).toBe('Rina RM'))
  })

  it("another user's row, or none, leaves the cookie's profile", () => {
    expect(profileOverlay(signedIn, undefined)).toBe(signedIn)
    expect(profileOverlay(signedIn, profileRow({ id: 99, name: 'Someone else' }))).toBe(signedIn)
    expect(
      profileOverlay(signedIn, profileRow({ fileUrl: '/File/view/4', segment: null })),
    ).toMatchObject({ profilePic: '/File/view/4', segmentId: 1 })
  })
})
