/**
 * The global search in the top bar (issue #21): one box over everything the device holds, opened
 * with Ctrl+K (or / when no field has the focus). Results come from the IndexedDB search index as
 * each key is typed, grouped by kind, five a kind until its "Show all" option shows the rest; the
 * arrows move, Enter (or a click) opens the item on its own screen (a visit in its dialog here),
 * closes the list, empties the box and takes the focus off it; Escape closes and gives the focus
 * back. A combobox with a listbox (Headless UI); the count of results is announced. The page
 * draws SearchBox first, which loads this when idle or focused and hands over what was typed and
 * the focus (`initialQuery`, `start`).
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
import { isShowMore } from './groupLimits.ts'
import type { SearchChoice } from './SearchResultGroup.tsx'
import { SearchResults } from './SearchResults.tsx'
import { useGlobalSearch } from './useGlobalSearch.ts'
import { useOpenSearchHit } from './useOpenSearchHit.ts'
import { useSearchShortcut } from './useSearchShortcut.ts'
import { visitOpening, type VisitOpening } from './visitOpening.ts'

const SearchVisitDialog = lazy(() =>
  import('./SearchVisitDialog.tsx').then((module) => ({ default: module.SearchVisitDialog })),
)

const sameChoice = (a: SearchChoice | null, b: SearchChoice | null) => a?.key === b?.key

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
  const { results, search, showMore } = useGlobalSearch(focused)

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

  /** Closes the list (a blurred box shows none) and empties the box. */
  const close = () => {
    type('')
    input.current?.blur()
  }

  const leave = () => {
    close()
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

  // An item opened takes the focus off the box, to nothing: its hint and list are gone, and the
  // screen opened is not covered (the focus does not go back to where it was, on another screen).
  // Headless UI gives a clicked option's box the focus back in the next frame: refused.
  const refuseFocus = useRef(false)
  const pick = (choice: SearchChoice) => {
    if (isShowMore(choice)) {
      showMore(choice.kind)
      return
    }
    focusedBefore.current = null
    close()
    refuseFocus.current = true
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        refuseFocus.current = false
      }),
    )
    openHit(choice)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') leave()
    if (event.key === 'Enter') {
      // Enter on "Show all": the group grows, the list stays (Headless UI would close it).
      const active = event.currentTarget.getAttribute('aria-activedescendant')
      const kind = active ? document.getElementById(active)?.dataset.searchMore : undefined
      if (kind) {
        event.preventDefault()
        showMore(kind)
      }
    }
  }

  return (
    <div className="relative w-full max-w-lg min-w-0" data-global-search>
      <Combobox<SearchChoice | null>
        // Open with the focus: the hint shows at once, and the first key only fills the list.
        immediate
        value={null}
        by={sameChoice}
        onChange={(choice) => {
          if (choice) pick(choice)
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
          onFocus={(event) => {
            if (refuseFocus.current) {
              // Before Headless UI's own: the list does not open again.
              event.preventDefault()
              event.currentTarget.blur()
            } else setFocused(true)
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className={SEARCH_INPUT_CLASS}
        />
        <SearchShortcutHint />
        <SearchResults
          searchable={queryTerms(query).length > 0}
          results={results}
          onShowMore={showMore}
        />
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
