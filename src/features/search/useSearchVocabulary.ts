/**
 * The index's distinct words, for matches inside a word ("hari" in "Samudrabahari"): read once
 * when the search box is first opened and again on an opening after the index changed, kept for
 * the page. Until it is read (and for a word written since), a search finds word starts only.
 */
import { Dexie } from 'dexie'
import { useEffect, useSyncExternalStore } from 'react'
import { db } from '../../entities/db.ts'
import { tableChangePrefix } from '../../entities/tableChangePrefix.ts'
import { readSearchVocabulary } from '../../entities/globalSearchReads.ts'
import { SEARCH_INDEX_TABLE } from '../../store/search/searchRows.ts'

let words: readonly string[] = []
let stale = true
let reading = false
let watching = false
const listeners = new Set<() => void>()

function watchIndex(): void {
  if (watching) return
  watching = true
  const prefix = tableChangePrefix(SEARCH_INDEX_TABLE)
  Dexie.on('storagemutated', (parts) => {
    if (Object.keys(parts).some((part) => part.startsWith(prefix))) stale = true
  })
}

function readIfStale(): void {
  watchIndex()
  if (!stale || reading) return
  stale = false
  reading = true
  readSearchVocabulary(db).then(
    (read) => {
      words = read
      reading = false
      for (const listener of listeners) listener()
    },
    () => {
      reading = false
      stale = true
    },
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The vocabulary; `open`: the search box is open, so a stale one is read again. */
export function useSearchVocabulary(open: boolean): readonly string[] {
  const current = useSyncExternalStore(subscribe, () => words)
  useEffect(() => {
    if (open) readIfStale()
  }, [open])
  return current
}
