/**
 * Measuring only (tests/bench/globalSearch.ts times the briefcase's first fill with the index and
 * without it): `localStorage['crm:searchIndex'] = 'off'` before the app starts leaves the search
 * middleware out of that page's database, so its writes keep no index (what such a page writes
 * stays unfound until it is written again with the index on). A service worker always keeps it.
 */
export const SEARCH_INDEX_SWITCH_KEY = 'crm:searchIndex'

/** A page's local storage; a worker has none. */
type WithStorage = { localStorage?: { getItem(key: string): string | null } }

export function searchIndexSwitchedOff(): boolean {
  try {
    return (globalThis as WithStorage).localStorage?.getItem(SEARCH_INDEX_SWITCH_KEY) === 'off'
  } catch {
    return false
  }
}
