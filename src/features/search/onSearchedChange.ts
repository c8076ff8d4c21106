/**
 * Calls back (at most every CHANGE_WAIT_MS) when a commit, in this tab or another, changed what
 * the global search reads: the index, the rows its hits are shown from, or the outbox (their
 * sync marks). Returns the unsubscribe.
 */
import { Dexie, type ObservabilitySet } from 'dexie'
import { tableChangePrefix } from '../../entities/tableChangePrefix.ts'
import { indexedTables, SEARCH_INDEX_TABLE } from '../../store/search/searchRows.ts'

const CHANGE_WAIT_MS = 150

export function onSearchedChange(callback: () => void): () => void {
  const read = [SEARCH_INDEX_TABLE, ...indexedTables(), 'outbox']
  const prefixes = read.map(tableChangePrefix)
  let timer: ReturnType<typeof setTimeout> | undefined
  const listener = (parts: ObservabilitySet) => {
    if (timer !== undefined) return
    if (!Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) {
      return
    }
    timer = setTimeout(() => {
      timer = undefined
      callback()
    }, CHANGE_WAIT_MS)
  }
  Dexie.on('storagemutated', listener)
  return () => {
    clearTimeout(timer)
    Dexie.on('storagemutated').unsubscribe(listener)
  }
}
