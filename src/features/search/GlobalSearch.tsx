/**
 * The global search in the top bar (issue #21): one box over everything the device holds, opened
 * with Ctrl+K (or / when no field has the focus). Results come from the IndexedDB search index as
 * each key is typed, grouped by kind; the arrows move, Enter opens the item on its own screen (a
 * visit in its dialog here), Escape closes and gives the focus back. A combobox with a listbox
 * (Headless UI); the count of results is announced. The page draws SearchBox first, which loads
 * this when idle or focused and hands over what was typed and the focus (`initialQuery`, `start`).
 */
import { Combobox, ComboboxInput } from '@headlessui/react'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import { queryTerms } from '../../domain/searchText.ts'
import { db } from '../../entities/db.ts'
import type { SearchHit } from '../../store/search/querySearch.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { showAlert } from '../../ui/dialogs/dialogStore.ts'
import { announcement } from './searchAnnouncement.ts'
import {
  SEARCH_BOX_LABEL,
  SEARCH_BOX_PLACEHOLDER,
  SEARCH_INPUT_CLASS,
  SearchBoxIcon,
  SearchShortcutHint,
} from './SearchBox.tsx'
import { SearchResults } from './SearchResults.tsx'
import { useGlobalSearch } from './useGlobalSearch.ts'
import { useOpenSearchHit } from './useOpenSearchHit.ts'
import { useSearchShortcut } from './useSearchShortcut.ts'
import { visitOpening, type VisitOpening } from './visitOpening.ts'

const SearchVisitDialog = lazy(() =>
  import('./SearchVisitDialog.tsx').then((module) => ({ default: module.SearchVisitDialog })),
)

const sameHit = (a: SearchHit | null, b: SearchHit | null) => a?.key === b?.key

/** What SearchBox hands over: whether its box had the focus, and where Escape gives it back. */
export interface GlobalSearchStart {
  focused: boolean
  returnFocus: Element | null
}

interface GlobalSearchProps {
  /** Typed into SearchBox before this loaded. */
  initialQuery?: string
  start?: RefObject<GlobalSearchStart>
}

export function GlobalSearch({ initialQuery = '', start }: GlobalSearchProps) {
  const profile = useSession()?.profile
  const [query, setQuery] = useState(initialQuery)
  const [focused, setFocused] = useState(false)
  const [visit, setVisit] = useState<VisitOpening | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const focusedBefore = useRef<Element | null>(null)
  const { results, search } = useGlobalSearch(focused)

  // Taking over from SearchBox: its text is searched, and its focus kept (caret at the end).
  const handedOver = useRef(false)
  useEffect(() => {
    if (handedOver.current) return
    handedOver.current = true
    if (initialQuery) search(initialQuery)
    const handed = start?.current
    focusedBefore.current = handed?.returnFocus ?? null
    const box = input.current
    if (handed?.focused && box) {
      box.focus()
      box.setSelectionRange(box.value.length, box.value.length)
    }
  }, [initialQuery, search, start])

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
        <SearchBoxIcon />
        <ComboboxInput
          ref={input}
          aria-label={SEARCH_BOX_LABEL}
          placeholder={SEARCH_BOX_PLACEHOLDER}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className={SEARCH_INPUT_CLASS}
        />
        <SearchShortcutHint />
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
