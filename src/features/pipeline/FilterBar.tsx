/** The filter bar: what the board shows (one chip per filter field) and the Filter button. */
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { useMasterList, useMasterRms } from '../../entities/master/useMasterData.ts'
import { FilterIcon } from '../../ui/actionIcons.tsx'
import { filterChips, isDefaultFilter } from './filterState.ts'

interface FilterBarProps {
  filter: PipelineFilter
  onOpen: () => void
  onReset: () => void
  /** The projection summary hides the probability filter. */
  hideProbability?: boolean
}

const byId = (list: readonly { id: number; text: string }[] | undefined) =>
  new Map((list ?? []).map((entry) => [entry.id, entry.text]))

export function FilterBar({ filter, onOpen, onReset, hideProbability }: FilterBarProps) {
  const tribes = useMasterList('tribes')
  const segments = useMasterList('segments')
  const rms = useMasterRms()
  const chips = filterChips(filter, {
    tribes: byId(tribes),
    segments: byId(segments),
    rms: new Map((rms ?? []).map((rm) => [rm.userId, rm.name])),
  }).filter((chip) => !hideProbability || chip.field !== 'probability')
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-bar">
      <button
        type="button"
        onClick={onOpen}
        className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        <FilterIcon className="size-4 text-slate-500" />
        Filter
      </button>
      <ul className="flex min-w-0 flex-wrap items-center gap-1.5" aria-label="Current filter">
        {chips.map((chip) => (
          <li key={chip.field}>
            <button
              type="button"
              onClick={onOpen}
              title={chip.label}
              className={`inline-flex h-7 max-w-56 items-center rounded-full px-2.5 text-xs ring-1 ring-inset ${
                chip.active
                  ? 'bg-brand-50 font-medium text-brand-800 ring-brand-100'
                  : 'bg-white text-slate-600 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              <span className="sr-only">{chip.label}: </span>
              <span className="truncate">{chip.text}</span>
            </button>
          </li>
        ))}
      </ul>
      {!isDefaultFilter(filter) && (
        <button
          type="button"
          onClick={onReset}
          className="h-7 rounded-md px-2 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          Reset filter
        </button>
      )}
    </div>
  )
}
