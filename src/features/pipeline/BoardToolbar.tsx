/** The row above a board or the summary: the filter controls, and "as of" at the far end. */
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { PullState } from '../sync/index.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { FilterControls } from './FilterControls.tsx'

interface BoardToolbarProps {
  filter: PipelineFilter
  onFilterChange: (filter: PipelineFilter) => void
  hideProbability?: boolean
  fetchedAt: number | undefined
  offline: boolean
  pull: PullState
}

export function BoardToolbar(props: BoardToolbarProps) {
  const { filter, onFilterChange, hideProbability, fetchedAt, offline, pull } = props
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FilterControls filter={filter} onChange={onFilterChange} hideProbability={hideProbability} />
      <div className="ml-auto">
        <AsOfNote fetchedAt={fetchedAt} offline={offline} pull={pull} />
      </div>
    </div>
  )
}
