/**
 * The app's live queries: Dexie's liveQuery and dexie-react-hooks' useLiveQuery, on the Dexie that
 * `npm install` patches (scripts/patches). Unpatched, a live query added every commit's changed
 * keys (every table, every index) to a set it cleared only when it next ran, so one whose rows did
 * not change held every write made since: after an admin's first fill at 50,000 deals, 105 MB of
 * the page's heap. Patched, an idle live query drops a change to nothing it read at once; a change
 * told while its query runs is kept and checked when the query ends (liveQuery.test.ts). The app
 * takes its live queries from here, never from Dexie directly (lint), so that they are this one.
 */
import {
  // eslint-disable-next-line no-restricted-imports -- the one place Dexie's own is taken.
  liveQuery,
  type Observable,
} from 'dexie'

export { useLiveQuery } from 'dexie-react-hooks'

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

/** A live query of `querier`: bounded in what it holds by the patch above. */
export function boundedLiveQuery<T>(querier: () => T | Promise<T>): BoundedObservable<T> {
  const query: DexieLive<T> = liveQuery(querier)
  return {
    hasValue: () => query.hasValue?.() ?? false,
    getValue: () => query.getValue?.() as T,
    subscribe(observerOrNext, error) {
      const observer: Observer<T> =
        typeof observerOrNext === 'function'
          ? { next: observerOrNext, error: error ?? undefined }
          : (observerOrNext ?? {})
      return query.subscribe(observer)
    },
  }
}
