/// <reference lib="webworker" />
/**
 * The session as the service worker sees it: the page's cookies through the Cookie Store API
 * (the page's truth) or, without it, the IndexedDB copy. Renewed tokens are written to both, so
 * the page goes on with the rotated refresh token (reusing an old one would end the session).
 * Without the Cookie Store API the worker never renews: a 401 leaves the ops for the page.
 */
import type { SessionTokens, TokenStore } from '../src/api/client.ts'
import { type CrmDb } from '../src/entities/db.ts'
import { SESSION_KEY } from '../src/store/sessionRow.ts'
import { COOKIE } from '../src/domain/navigation.ts'

declare const self: ServiceWorkerGlobalScope

const COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

const cookieStore = (): CookieStore | null => ('cookieStore' in self ? self.cookieStore : null)

async function readCookie(store: CookieStore, name: string): Promise<string | undefined> {
  const cookie = await store.get(name)
  return cookie?.value ? decodeURIComponent(cookie.value) : undefined
}

async function writeCookie(store: CookieStore, name: string, value: string): Promise<void> {
  await store.set({
    name,
    value: encodeURIComponent(value),
    path: '/',
    sameSite: 'lax',
    expires: Date.now() + COOKIE_MAX_AGE_MS,
  })
}

/** True when renewed tokens can reach the page (so the worker may renew them). */
export const canRenewTokens = (): boolean => cookieStore() !== null

export function workerTokenStore(database: CrmDb): TokenStore {
  return {
    async read(): Promise<SessionTokens | null> {
      const store = cookieStore()
      if (store) {
        const accessToken = await readCookie(store, COOKIE.login)
        if (!accessToken) return null
        return { accessToken, refreshToken: (await readCookie(store, COOKIE.refresh)) ?? '' }
      }
      const copy = await database.session.get(SESSION_KEY)
      return copy ? { accessToken: copy.accessToken, refreshToken: copy.refreshToken } : null
    },
    async save(tokens) {
      const store = cookieStore()
      if (store) {
        await writeCookie(store, COOKIE.login, tokens.accessToken)
        await writeCookie(store, COOKIE.refresh, tokens.refreshToken)
      }
      await database.session.update(SESSION_KEY, { ...tokens, savedAt: Date.now() })
    },
    // A session that cannot be renewed is the page's to end (it sends the person to sign in).
    clear() {},
  }
}
