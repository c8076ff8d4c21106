/**
 * The global search in the top bar (issue #21): one box over everything the device holds, opened
 * with Ctrl+K (or / when no field has the focus). Results come from the IndexedDB search index as
 * each key is typed, grouped by kind; the arrows move, Enter opens the item on its own screen (a
 * visit in its dialog here), Escape closes and gives the focus back. A combobox with a listbox
 * (Headless UI); the count of results is announced.
 */
import { Combobox, ComboboxInput } from '@headlessui/react'
import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent } from 'react'
import { queryTerms } from '../../domain/searchText.ts'
import { db } from '../../store/db.ts'
import type { SearchHit } from '../../store/search/querySearch.ts'
import { useSession } from '../../store/useSession.ts'
import { SearchIcon } from '../../ui/actionIcons.tsx'
import { showAlert } from '../../ui/dialogs/dialogStore.ts'
import { announcement } from './searchAnnouncement.ts'
import { SearchResults } from './SearchResults.tsx'
import { useGlobalSearch } from './useGlobalSearch.ts'
import { useOpenSearchHit } from './useOpenSearchHit.ts'
import { useSearchShortcut } from './useSearchShortcut.ts'
import { visitOpening, type VisitOpening } from './visitOpening.ts'

const SearchVisitDialog = lazy(() =>
  import('./SearchVisitDialog.tsx').then((module) => ({ default: module.SearchVisitDialog })),
)

const sameHit = (a: SearchHit | null, b: SearchHit | null) => a?.key === b?.key

export function GlobalSearch() {
  const profile = useSession()?.profile
  const [query, setQuery] = useState('')
  const [focused, setFocused] = useState(false)
  const [visit, setVisit] = useState<VisitOpening | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const focusedBefore = useRef<Element | null>(null)
  const { results, search } = useGlobalSearch(focused)

  const focusSearch = useCallback(() => {
    if (document.activeElement !== input.current) focusedBefore.current = document.activeElement
    input.current?.focus()
    input.current?.select()
  }, [])
  useSearchShortcut(focusSearch)

  const type = (text: string) => {
    setQuery(text)
    search(text)
  }

  const leave = () => {
    type('')
    input.current?.blur()
    const before = focusedBefore.current
    focusedBefore.current = null
    if (before instanceof HTMLElement && before.isConnected) before.focus()
  }

  const openVisit = async (hit: SearchHit) => {
    if (!profile) return
    const opening = await visitOpening(db, hit, profile)
    if (opening) setVisit(opening)
    else await showAlert({ title: 'This visit is no longer on this device' })
  }
  const openHit = useOpenSearchHit((hit) => void openVisit(hit))

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') leave()
  }

  return (
    <div className="relative w-full max-w-lg min-w-0" data-global-search>
      <Combobox<SearchHit | null>
        // Open with the focus: the hint shows at once, and the first key only fills the list.
        immediate
        value={null}
        by={sameHit}
        onChange={(hit) => {
          if (!hit) return
          leave()
          openHit(hit)
        }}
      >
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <ComboboxInput
          ref={input}
          aria-label="Search this device"
          placeholder="Search clients, contacts, deals…"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className="block h-9 w-full rounded-lg border-0 bg-slate-100 pr-16 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:bg-white focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-slate-300 bg-white px-1.5 font-sans text-[11px] text-slate-500 sm:block"
        >
          Ctrl K
        </kbd>
        <SearchResults searchable={queryTerms(query).length > 0} results={results} />
      </Combobox>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement(results?.answer, query)}
      </p>
      {visit && profile && (
        <Suspense fallback={null}>
          <SearchVisitDialog opening={visit} userId={profile.id} onClose={() => setVisit(null)} />
        </Suspense>
      )}
    </div>
  )
}
