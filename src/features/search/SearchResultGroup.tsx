/**
 * One kind's results in the global search's list: a labelled group of options, each its title,
 * what tells it apart (company, stage or date) and its sync mark. Stable hooks:
 * `data-search-group` (the kind), `data-search-hit` (`${kind}:${id}`), `data-search-source` (the
 * table it was found in: a visit's row logged here, or its deal's detail, the journal).
 */
import { ComboboxOption } from '@headlessui/react'
import { useId } from 'react'
import type { SearchGroup } from '../../store/search/querySearch.ts'
import type { EntityOps } from '../../sync/syncState.ts'
import { ResultSyncMark } from './ResultSyncMark.tsx'
import { kindHeading } from './searchKinds.ts'
import { hitEntityKey } from './searchDevice.ts'

interface SearchResultGroupProps {
  group: SearchGroup
  states: ReadonlyMap<string, EntityOps>
}

export function SearchResultGroup({ group, states }: SearchResultGroupProps) {
  const headingId = useId()
  const hidden = group.total > group.hits.length || group.more
  return (
    <div role="group" aria-labelledby={headingId} data-search-group={group.kind}>
      <div
        id={headingId}
        className="flex items-baseline justify-between px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {kindHeading(group.kind)}
        {hidden && (
          <span className="font-normal tracking-normal normal-case">
            {group.hits.length} of {group.more ? 'many' : group.total}: type more to narrow
          </span>
        )}
      </div>
      {group.hits.map((hit) => (
        <ComboboxOption
          key={hit.key}
          value={hit}
          data-search-hit={`${hit.kind}:${hit.id}`}
          data-search-source={hit.table}
          className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 data-focus:bg-brand-50"
        >
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-slate-900">{hit.title}</span>
            {hit.detail && (
              <span className="block truncate text-xs text-slate-500">{hit.detail}</span>
            )}
          </span>
          <ResultSyncMark state={states.get(hitEntityKey(hit))?.state ?? 'synced'} />
        </ComboboxOption>
      ))}
    </div>
  )
}
