/**
 * One kind's results in the global search's list: a labelled group of options, each its title,
 * what tells it apart (company, stage or date) and its sync mark, then, when the group has more
 * than it shows, an option to show them ('Show all 12 clients'), which the arrows reach as any
 * other. Stable hooks: `data-search-group` (the kind), `data-search-hit` (`${kind}:${id}`),
 * `data-search-source` (the table it was found in: a visit's row logged here, or its deal's
 * detail, the journal), `data-search-more` (the kind) on the option that shows more.
 */
import { ComboboxOption } from '@headlessui/react'
import { useId, type MouseEvent } from 'react'
import type { SearchGroup, SearchHit } from '../../store/search/querySearch.ts'
import type { EntityOps } from '../../sync/syncState.ts'
import {
  groupLimit,
  showMoreChoice,
  showMoreKey,
  showMoreLabel,
  showMoreOf,
  type GroupLimits,
  type ShowMoreChoice,
} from './groupLimits.ts'
import { ResultSyncMark } from './ResultSyncMark.tsx'
import { kindHeading } from './searchKinds.ts'
import { hitEntityKey } from './searchDevice.ts'

export type SearchChoice = SearchHit | ShowMoreChoice

interface SearchResultGroupProps {
  group: SearchGroup
  states: ReadonlyMap<string, EntityOps>
  /** How many of each kind the answer asked for. */
  limits: GroupLimits
  /** A click on a group's "Show" option. */
  onShowMore: (kind: string) => void
}

const OPTION =
  'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 data-focus:bg-brand-50'

export function SearchResultGroup({ group, states, limits, onShowMore }: SearchResultGroupProps) {
  const headingId = useId()
  const heading = kindHeading(group.kind)
  const shown = group.hits.length
  const hidden = group.total > shown || group.more
  const more = showMoreOf(group, groupLimit(limits, group.kind))
  const from = limits.byKind.get(group.kind)?.from
  // Headless UI would pick it and close the list: a click on "Show" shows more, the list stays.
  const showMoreClicked = (event: MouseEvent) => {
    if (event.button !== 0) return
    event.preventDefault()
    onShowMore(group.kind)
  }
  return (
    <div role="group" aria-labelledby={headingId} data-search-group={group.kind}>
      <div
        id={headingId}
        className="flex items-baseline justify-between px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {heading}
        {hidden && (
          <span className="font-normal tracking-normal normal-case">
            {shown} of {group.more ? 'many' : group.total}
            {group.more && ': type more to narrow'}
          </span>
        )}
      </div>
      {[
        // One list of children with the "Show" option: its key goes on to the first hit it showed.
        ...group.hits.map((hit, index) => (
          <ComboboxOption
            key={index === from ? showMoreKey(group.kind, index) : hit.key}
            value={hit}
            data-search-hit={`${hit.kind}:${hit.id}`}
            data-search-source={hit.table}
            className={OPTION}
          >
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900">{hit.title}</span>
              {hit.detail && (
                <span className="block truncate text-xs text-slate-500">{hit.detail}</span>
              )}
            </span>
            <ResultSyncMark state={states.get(hitEntityKey(hit))?.state ?? 'synced'} />
          </ComboboxOption>
        )),
        more && (
          <ComboboxOption
            key={showMoreKey(group.kind, shown)}
            value={showMoreChoice(group.kind, shown)}
            data-search-more={group.kind}
            onMouseDown={showMoreClicked}
            className={`${OPTION} text-sm font-medium text-brand-700`}
          >
            {showMoreLabel(more, group.total, heading)}
          </ComboboxOption>
        ),
      ]}
    </div>
  )
}
