/**
 * The global search's list under the box: a hint while nothing searchable is typed (a legal form
 * alone finds nothing), the results grouped by kind, or what matched nothing. Drawn again only
 * when they change, not on every key (the box's render is the key's own). Stable hook:
 * `data-search-query` on the list, the query its results answer.
 */
import { ComboboxOptions } from '@headlessui/react'
import { memo } from 'react'
import { SearchResultGroup } from './SearchResultGroup.tsx'
import type { GlobalSearchResults } from './searchDevice.ts'

interface SearchResultsProps {
  /** What is typed has a search term (a legal form alone has none). */
  searchable: boolean
  results: GlobalSearchResults | undefined
  /** A click on a group's "Show" option (stable: the list is drawn when its results change). */
  onShowMore: (kind: string) => void
}

const NOTE = 'px-3 py-2 text-sm text-slate-500'

export const SearchResults = memo(function SearchResults({
  searchable,
  results,
  onShowMore,
}: SearchResultsProps) {
  const answer = results?.answer
  return (
    <ComboboxOptions
      // Every distance a number: one left to its CSS variable default has Headless UI read the
      // panel's computed style every frame while it is in the page, as this one always is.
      // The padding keeps it off the window's edges: its height is what is left below the box
      // (Headless UI sets its max-height, at most --anchor-max-height), and the rest scrolls.
      anchor={{ to: 'bottom start', gap: 6, offset: 0, padding: 8 }}
      aria-label="Results on this device"
      // Not modal: the page stays scrollable and its live region (the count) stays heard.
      modal={false}
      // Kept in the page while closed: the first key of a search only shows it.
      unmount={false}
      data-search-query={answer?.query ?? ''}
      className="z-40 w-[min(34rem,calc(100vw-1.5rem))] overflow-y-auto overscroll-contain rounded-xl [--anchor-max-height:70vh] bg-white py-1 shadow-xl ring-1 ring-slate-200 focus:outline-none"
    >
      {!searchable ? (
        <p className={NOTE}>
          Type part of a name: a client, contact, deal, visit or invoice on this device. PT, CV, Tbk
          and other legal forms alone find nothing.
        </p>
      ) : !answer ? null : answer.groups.length === 0 ? (
        <p className={NOTE}>Nothing on this device matches “{answer.query.trim()}”.</p>
      ) : (
        answer.groups.map((group) => (
          <SearchResultGroup
            key={group.kind}
            group={group}
            states={results.states}
            limits={results.limits}
            onShowMore={onShowMore}
          />
        ))
      )}
    </ComboboxOptions>
  )
})
