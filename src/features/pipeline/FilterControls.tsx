/** The filter summary with Filter and Reset, and the filter dialog it opens (loaded when opened). */
import { useState } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { lazyComponent } from '../../ui/lazyComponent.tsx'
import { prefetchWhenIdle } from '../../ui/prefetch.ts'
import { FilterBar } from './FilterBar.tsx'
import { DEFAULT_FILTER } from './filterState.ts'

const FilterDialog = lazyComponent(() =>
  import('./FilterDialog.tsx').then((module) => module.FilterDialog),
)
prefetchWhenIdle(FilterDialog.preload)

interface FilterControlsProps {
  filter: PipelineFilter
  onChange: (filter: PipelineFilter) => void
  hideProbability?: boolean
}

export function FilterControls({ filter, onChange, hideProbability }: FilterControlsProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <FilterBar
        filter={filter}
        hideProbability={hideProbability}
        onOpen={() => setOpen(true)}
        onReset={() => onChange(DEFAULT_FILTER)}
      />
      {open && (
        <FilterDialog
          filter={filter}
          hideProbability={hideProbability}
          onClose={() => setOpen(false)}
          onSave={(next) => {
            setOpen(false)
            onChange(next)
          }}
        />
      )}
    </>
  )
}
