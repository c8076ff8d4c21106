/**
 * The Projection summary (/deals, tab summary): breadcrumb back to the Pipeline, the filter
 * summary (tribe, deal period, segment, RM; probability hidden) with Filter, and the table of the
 * three probability bands with a weight each and the projection total. The last answer of each
 * filter is kept on the device, so it shows offline with "as of".
 */
import { useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { DEFAULT_PROJECTION_WEIGHTS } from '../../domain/projection.ts'
import { useSession } from '../../store/useSession.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { AsOfNote } from '../pipeline/AsOfNote.tsx'
import { FilterBar } from '../pipeline/FilterBar.tsx'
import { FilterDialog } from '../pipeline/FilterDialog.tsx'
import { DEFAULT_FILTER } from '../pipeline/filterState.ts'
import { useSavedFilter } from '../pipeline/useSavedFilter.ts'
import { useOffline } from '../sync/useSyncEngineStatus.ts'
import { Breadcrumb } from './Breadcrumb.tsx'
import { SummaryTable } from './SummaryTable.tsx'
import { useProjectionSummary } from './useProjectionSummary.ts'

export function ProjectionSummaryScreen({ onBack }: { onBack: () => void }) {
  const session = useSession()
  if (!session) return null
  return <SummaryPage profile={session.profile} onBack={onBack} />
}

function SummaryPage({ profile, onBack }: { profile: Profile; onBack: () => void }) {
  const { filter, setFilter } = useSavedFilter(profile.id)
  const [filterOpen, setFilterOpen] = useState(false)
  return (
    <section aria-label="Projection summary" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <Breadcrumb current="Projection summary" onBack={onBack} />
      </header>
      {filter && (
        <SummaryContent
          filter={filter}
          onOpenFilter={() => setFilterOpen(true)}
          onReset={() => void setFilter(DEFAULT_FILTER)}
        />
      )}
      {filterOpen && filter && (
        <FilterDialog
          filter={filter}
          hideProbability
          onClose={() => setFilterOpen(false)}
          onSave={(next) => {
            setFilterOpen(false)
            void setFilter(next)
          }}
        />
      )}
    </section>
  )
}

interface SummaryContentProps {
  filter: PipelineFilter
  onOpenFilter: () => void
  onReset: () => void
}

function SummaryContent({ filter, onOpenFilter, onReset }: SummaryContentProps) {
  const { summary, pulling, failed, refresh } = useProjectionSummary(filter)
  const offline = useOffline()
  const [weights, setWeights] = useState<readonly number[]>(DEFAULT_PROJECTION_WEIGHTS)
  const setWeight = (band: number, weight: number) =>
    setWeights((current) => current.map((each, index) => (index === band ? weight : each)))

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <FilterBar filter={filter} onOpen={onOpenFilter} onReset={onReset} hideProbability />
        <div className="ml-auto">
          <AsOfNote
            fetchedAt={summary?.fetchedAt}
            offline={offline}
            pulling={pulling}
            failed={failed}
            onRetry={refresh}
          />
        </div>
      </div>
      {summary === null && (
        <p
          className="inline-flex items-center gap-2 self-start rounded-xl bg-white px-4 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200"
          role={failed ? 'alert' : 'status'}
        >
          {offline
            ? 'You are offline: the summary of this filter is not on this device yet.'
            : failed
              ? 'The summary could not be loaded. Check your connection and try again.'
              : 'Loading the summary…'}
          {pulling && <Spinner className="size-4" />}
        </p>
      )}
      <SummaryTable amounts={summary?.amounts ?? null} weights={weights} onWeight={setWeight} />
    </>
  )
}
