/**
 * A copy of what a screen last drew from the device, kept in localStorage, so a cold start draws it
 * as soon as the page's scripts have run: IndexedDB opens, and the screen's own reads answer, only
 * 200-300 ms later on a large device. The copy stands in until those reads answer.
 *
 * A copy is only ever what the device held: a write to any table it was drawn from forgets every
 * copy (forgetCopiesOnWrite), in this tab and, through localStorage, in the others. The screen
 * keeps a new one once it has drawn again. Taking the user's data off the device forgets them too.
 * The service worker has no localStorage: what it writes (its Background Sync drain) cannot forget
 * a copy, so a screen keeps none while the user's outbox holds ops.
 */
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie'

const PREFIX = 'crm:firstScreen:'

/** localStorage, as far as the copies use it (the service worker's global has none). */
interface KeyValueStorage {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

interface StoredCopy<T> {
  userId: number
  value: T
}

type Listener = () => void
const listeners = new Set<Listener>()

const storage = (): KeyValueStorage | null => {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null
  } catch {
    // A browser that refuses storage to the page (a privacy setting) draws from IndexedDB only.
    return null
  }
}

/** The copy `name` of `userId`'s screen; null when none is kept (or another user's, or unreadable). */
export function readCopy<T>(name: string, userId: number): T | null {
  const text = storage()?.getItem(PREFIX + name)
  if (!text) return null
  try {
    const stored = JSON.parse(text) as StoredCopy<T>
    return stored.userId === userId ? stored.value : null
  } catch {
    storage()?.removeItem(PREFIX + name)
    return null
  }
}

/** Keeps `value` as the copy `name` of `userId`'s screen (nothing when storage is full or refused). */
export function keepCopy<T>(name: string, userId: number, value: T): void {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ userId, value } satisfies StoredCopy<T>))
  } catch {
    storage()?.removeItem(PREFIX + name)
  }
}

/** Drops the copy `name`, telling no screen (one that will not keep its copy now). */
export function dropCopy(name: string): void {
  storage()?.removeItem(PREFIX + name)
}

/** Forgets every screen's copy, and tells this tab's screens (others hear it from localStorage). */
export function forgetCopies(): void {
  const kept = storage()
  const names: string[] = []
  for (let index = 0; kept && index < kept.length; index++) {
    const key = kept.key(index)
    if (key?.startsWith(PREFIX)) names.push(key)
  }
  for (const key of names) kept?.removeItem(key)
  // Told even when none was kept: a screen about to keep what it drew before the write waits.
  for (const listener of listeners) listener()
}

/** Calls `listener` when the copies were forgotten, by this tab or another. */
export function onCopiesForgotten(listener: Listener): () => void {
  const fromOtherTab = (event: Event) => {
    const { key, newValue } = event as Event & { key: string | null; newValue: string | null }
    if (key === null || (key.startsWith(PREFIX) && newValue === null)) listener()
  }
  listeners.add(listener)
  globalThis.addEventListener?.('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', fromOtherTab)
  }
}

/** Whether a write changes any row (an empty bulkPut, as a watchdog finding nothing makes, does not). */
const changesRows = (request: DBCoreMutateRequest): boolean =>
  request.type === 'deleteRange' ||
  (request.type === 'delete' ? request.keys.length > 0 : request.values.length > 0)

/** A DBCore middleware that forgets the copies at every write to one of `tables`. */
export function forgetCopiesOnWrite(tables: readonly string[]): Middleware<DBCore> {
  const watched = new Set(tables)
  return {
    stack: 'dbcore',
    name: 'ForgetFirstScreenCopies',
    create(down) {
      return {
        ...down,
        table(name) {
          const source = down.table(name)
          if (!watched.has(name)) return source
          return {
            ...source,
            mutate: (request) => {
              if (changesRows(request)) forgetCopies()
              return source.mutate(request)
            },
          }
        },
      }
    },
  }
}
