/**
 * The top bar's search box as the page first draws it: the same box, without the search behind
 * it (Headless UI's combobox, the index reads, the result list), which loads when the page is
 * idle after landing, or at once when the box takes the focus (Ctrl+K, /, a click). What was typed
 * meanwhile is kept: the full search takes over with the text and the focus.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { SearchIcon } from '../../ui/actionIcons.tsx'
import { prefetchWhenIdle } from '../../ui/prefetch.ts'
import { useSearchShortcut } from './useSearchShortcut.ts'
import type * as GlobalSearchModule from './GlobalSearch.tsx'
import type { GlobalSearchStart } from './GlobalSearch.tsx'

let loading: Promise<typeof GlobalSearchModule> | null = null
const loadSearch = () => (loading ??= import('./GlobalSearch.tsx'))

export const SEARCH_BOX_LABEL = 'Search this device'
export const SEARCH_BOX_PLACEHOLDER = 'Search clients, contacts, deals…'
export const SEARCH_INPUT_CLASS =
  'block h-9 w-full rounded-lg border-0 bg-slate-100 pr-16 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:bg-white focus:ring-2 focus:ring-brand-600 focus:outline-none'

export function SearchShortcutHint() {
  return (
    <kbd
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-slate-300 bg-white px-1.5 font-sans text-[11px] text-slate-500 sm:block"
    >
      Ctrl K
    </kbd>
  )
}

export function SearchBoxIcon() {
  return (
    <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
  )
}

export function SearchBox() {
  const [search, setSearch] = useState<typeof GlobalSearchModule | null>(null)
  const [query, setQuery] = useState('')
  const start = useRef<GlobalSearchStart>({ focused: false, returnFocus: null })

  const load = useCallback(() => {
    void loadSearch().then(setSearch, () => undefined)
  }, [])
  useEffect(() => prefetchWhenIdle(() => loadSearch().then(setSearch)), [])

  const onFocusChange = useCallback(
    (focused: boolean) => {
      start.current.focused = focused
      if (focused) load()
    },
    [load],
  )
  const onShortcut = useCallback((focusedBefore: Element | null) => {
    start.current.returnFocus = focusedBefore
  }, [])

  if (search) {
    const { GlobalSearch } = search
    return <GlobalSearch initialQuery={query} start={start} />
  }
  return (
    <WaitingBox
      query={query}
      onType={(text) => {
        setQuery(text)
        load()
      }}
      onFocusChange={onFocusChange}
      onShortcut={onShortcut}
    />
  )
}

interface WaitingBoxProps {
  query: string
  onType: (text: string) => void
  onFocusChange: (focused: boolean) => void
  /** The shortcut took the focus from this element. */
  onShortcut: (focusedBefore: Element | null) => void
}

/** The box until the search arrives; its shortcut goes with it (the search has its own). */
function WaitingBox({ query, onType, onFocusChange, onShortcut }: WaitingBoxProps) {
  const input = useRef<HTMLInputElement>(null)
  const focusBox = useCallback(() => {
    if (document.activeElement !== input.current) onShortcut(document.activeElement)
    input.current?.focus()
    input.current?.select()
  }, [onShortcut])
  useSearchShortcut(focusBox)

  return (
    <div className="relative w-full max-w-lg min-w-0" data-global-search>
      <SearchBoxIcon />
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        aria-label={SEARCH_BOX_LABEL}
        placeholder={SEARCH_BOX_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => onType(event.target.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        className={SEARCH_INPUT_CLASS}
      />
      <SearchShortcutHint />
    </div>
  )
}
