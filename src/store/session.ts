/**
 * The signed-in session: the cookies `login` (access token), `refresh` (refresh token) and
 * `profile` (JSON), plus a copy in IndexedDB for the service worker. `clear` forgets both; a
 * sign-out also deletes the user's data (src/app/signOut.ts).
 */
import type { Profile } from '../contract/auth.ts'
import type { CookieJar } from './cookies.ts'
import type { Dexie, EntityTable } from 'dexie'
import { SESSION_KEY, type SessionRow } from './sessionRow.ts'

export const SESSION_COOKIES = { login: 'login', refresh: 'refresh', profile: 'profile' } as const

// Long enough for an installed app; the refresh token decides how long a session really lasts.
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export interface Session {
  accessToken: string
  refreshToken: string
  profile: Profile
}

export interface SessionTokens {
  accessToken: string
  refreshToken: string
}

function parseProfile(json: string | undefined): Profile | null {
  if (!json) return null
  try {
    const value = JSON.parse(json) as Partial<Profile> | null
    return value && typeof value.id === 'number' && typeof value.roleId === 'number'
      ? (value as Profile)
      : null
  } catch {
    return null
  }
}

export interface SessionStore {
  /** The session of the cookies: null unless both the login and the profile cookie are present. */
  current(): Session | null
  /** True when a login cookie exists (the sign-in page then moves on to /deals). */
  hasLoginCookie(): boolean
  save(session: Session): Promise<void>
  saveTokens(tokens: SessionTokens): Promise<void>
  clear(): Promise<void>
  /** For useSyncExternalStore: called after every change made through this store. */
  subscribe(listener: () => void): () => void
  /** The IndexedDB copy, as the service worker sees it. */
  storedCopy(): Promise<SessionRow | undefined>
}

/** Any database with the session's table. */
export type SessionDb = Dexie & { session: EntityTable<SessionRow, 'key'> }

export function createSessionStore(database: SessionDb, jar: CookieJar): SessionStore {
  const listeners = new Set<() => void>()
  let snapshot: Session | null | undefined

  const readCookies = (): Session | null => {
    const cookies = jar.getAll()
    const accessToken = cookies.get(SESSION_COOKIES.login)
    const profile = parseProfile(cookies.get(SESSION_COOKIES.profile))
    if (!accessToken || !profile) return null
    return { accessToken, refreshToken: cookies.get(SESSION_COOKIES.refresh) ?? '', profile }
  }

  /**
   * The cookies as read in this task: another tab's change shows from the next one. Reading them
   * is a round trip to the browser, and a screen's render asks for the session many times.
   */
  let readThisTask: { session: Session | null } | null = null
  const cookiesOfThisTask = (): Session | null => {
    if (!readThisTask) {
      readThisTask = { session: readCookies() }
      queueMicrotask(() => void (readThisTask = null))
    }
    return readThisTask.session
  }

  const changed = () => {
    snapshot = undefined
    readThisTask = null
    for (const listener of listeners) listener()
  }

  const current = (): Session | null => {
    const fresh = cookiesOfThisTask()
    const same =
      snapshot !== undefined &&
      snapshot?.accessToken === fresh?.accessToken &&
      snapshot?.refreshToken === fresh?.refreshToken &&
      JSON.stringify(snapshot?.profile) === JSON.stringify(fresh?.profile)
    if (!same) snapshot = fresh
    return snapshot ?? null
  }

  const writeCookies = (session: Session) => {
    const options = { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS }
    jar.set(SESSION_COOKIES.login, session.accessToken, options)
    jar.set(SESSION_COOKIES.refresh, session.refreshToken, options)
    jar.set(SESSION_COOKIES.profile, JSON.stringify(session.profile), options)
  }

  const writeCopy = (session: Session) =>
    database.session.put({ key: SESSION_KEY, ...session, savedAt: Date.now() })

  return {
    current,
    hasLoginCookie: () => Boolean(jar.get(SESSION_COOKIES.login)),
    async save(session) {
      writeCookies(session)
      changed()
      await writeCopy(session)
    },
    async saveTokens(tokens) {
      const known = current() ?? (await database.session.get(SESSION_KEY)) ?? null
      if (!known) return
      const session = { ...tokens, profile: known.profile }
      writeCookies(session)
      changed()
      await writeCopy(session)
    },
    async clear() {
      for (const name of Object.values(SESSION_COOKIES)) jar.remove(name)
      changed()
      await database.session.delete(SESSION_KEY)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    storedCopy: () => database.session.get(SESSION_KEY),
  }
}
