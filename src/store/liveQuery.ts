/**
 * Dexie's live queries, kept from holding on to every write. A Dexie liveQuery adds each commit's
 * changed keys (every table, every index) to a set it clears only when it next runs: one whose
 * rows do not change (a screen's filter, a pulled list) holds the keys of every write made since,
 * and checks each new commit against all of them. An outbox of a thousand ops draining beside a
 * board kept ~5 MB of such keys per screen and spent a growing share of each commit merging them.
 * `boundedLiveQuery` is a liveQuery that, after RENEW_AFTER_COMMITS commits or RENEW_AFTER_KEYS
 * changed keys without running, is subscribed afresh (it runs once more and starts an empty set);
 * `useLiveQuery` is dexie-react-hooks' hook on it. The app uses these two, never Dexie's own.
 */
import {
  Dexie,
  // eslint-disable-next-line no-restricted-imports -- the one place Dexie's own is wrapped.
  liveQuery,
  type Observable,
  type ObservabilitySet,
} from 'dexie'
import { useObservable } from 'dexie-react-hooks'
import { walkTreeNodes } from './intervalTree.ts'

/** Commits seen by a live query that has not run since, after which it is subscribed afresh. */
export const RENEW_AFTER_COMMITS = 50
/**
 * Changed keys (of every table and index) seen by a live query that has not run since, after which
 * it is subscribed afresh: a refresh's few large commits held tens of thousands of keys per screen.
 */
export const RENEW_AFTER_KEYS = 500

export interface RenewBounds {
  commits?: number
  keys?: number
}

/** Per notification (every listener gets the same object): its keys, counted up to `limit`. */
const keysOfCommit = new WeakMap<ObservabilitySet, { count: number; limit: number }>()

/** How many keys a commit's notification names, counted up to `limit`. */
function changedKeys(parts: ObservabilitySet, limit: number): number {
  const known = keysOfCommit.get(parts)
  if (known && (known.count < known.limit || known.limit >= limit))
    return Math.min(known.count, limit)
  let count = 0
  if (limit > 0) walkTreeNodes(Object.values(parts), () => ++count < limit)
  keysOfCommit.set(parts, { count, limit })
  return count
}

interface Observer<T> {
  next?: (value: T) => void
  error?: (error: unknown) => void
  complete?: () => void
}

interface Subscription {
  unsubscribe(): void
  readonly closed: boolean
}

export interface BoundedObservable<T> {
  subscribe(
    observerOrNext?: Observer<T> | ((value: T) => void) | null,
    error?: ((error: unknown) => void) | null,
  ): Subscription
  /** Whether a value was read already (dexie-react-hooks shows it at once). */
  hasValue(): boolean
  /** The value read; only when hasValue(). */
  getValue(): T
}

type DexieLive<T> = Observable<T> & { hasValue?: () => boolean; getValue?: () => T }

export function boundedLiveQuery<T>(
  querier: () => T | Promise<T>,
  bounds: RenewBounds = {},
): BoundedObservable<T> {
  const renewAfterCommits = bounds.commits ?? RENEW_AFTER_COMMITS
  const renewAfterKeys = bounds.keys ?? RENEW_AFTER_KEYS
  let latest: DexieLive<T> = liveQuery(querier)
  return {
    hasValue: () => latest.hasValue?.() ?? false,
    getValue: () => latest.getValue?.() as T,
    subscribe(observerOrNext, error) {
      const observer: Observer<T> =
        typeof observerOrNext === 'function'
          ? { next: observerOrNext, error: error ?? undefined }
          : (observerOrNext ?? {})
      let closed = false
      let commits = 0
      let keys = 0
      let inner: { unsubscribe(): void } | null = null
      const follow = (query: DexieLive<T>) =>
        query.subscribe({
          next(value) {
            commits = 0
            keys = 0
            if (!closed) observer.next?.(value)
          },
          error(failure) {
            if (!closed) observer.error?.(failure)
          },
        })
      inner = follow(latest)
      const onCommit = (parts: ObservabilitySet) => {
        if (closed) return
        keys += changedKeys(parts, renewAfterKeys)
        if (++commits < renewAfterCommits && keys < renewAfterKeys) return
        commits = 0
        keys = 0
        const old = inner
        latest = liveQuery(querier)
        inner = follow(latest)
        old?.unsubscribe()
      }
      Dexie.on('storagemutated', onCommit)
      return {
        get closed() {
          return closed
        },
        unsubscribe() {
          if (closed) return
          closed = true
          Dexie.on.storagemutated.unsubscribe(onCommit)
          inner?.unsubscribe()
        },
      }
    },
  }
}

/** dexie-react-hooks' useLiveQuery on boundedLiveQuery. */
export function useLiveQuery<T>(querier: () => T | Promise<T>, deps?: unknown[]): T | undefined
export function useLiveQuery<T, D>(
  querier: () => T | Promise<T>,
  deps: unknown[],
  defaultResult: D,
): T | D
export function useLiveQuery<T, D>(
  querier: () => T | Promise<T>,
  deps: unknown[] = [],
  defaultResult?: D,
): T | D | undefined {
  return useObservable<T, D | undefined>(() => boundedLiveQuery(querier), deps, defaultResult)
}
