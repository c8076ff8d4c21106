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
import { useSession } from '../../entities/session/useSession.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { BoardToolbar, useSavedFilter } from '../pipeline/index.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
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
  return (
    <section aria-label="Projection summary" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <Breadcrumb current="Projection summary" onBack={onBack} />
      </header>
      {filter && <SummaryContent filter={filter} onFilterChange={setFilter} />}
    </section>
  )
}

interface SummaryContentProps {
  filter: PipelineFilter
  onFilterChange: (filter: PipelineFilter) => void
}

function SummaryContent({ filter, onFilterChange }: SummaryContentProps) {
  const { summary, ...pull } = useProjectionSummary(filter)
  const offline = useOffline()
  const [weights, setWeights] = useState<readonly number[]>(DEFAULT_PROJECTION_WEIGHTS)
  const setWeight = (band: number, weight: number) =>
    setWeights((current) => current.map((each, index) => (index === band ? weight : each)))

  return (
    <>
      <BoardToolbar
        filter={filter}
        onFilterChange={onFilterChange}
        hideProbability
        fetchedAt={summary?.fetchedAt}
        offline={offline}
        pull={pull}
      />
      {summary === null && (
        <p
          className="inline-flex items-center gap-2 self-start rounded-xl bg-white px-4 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200"
          role={pull.failed ? 'alert' : 'status'}
        >
          {offline
            ? 'You are offline: the summary of this filter is not on this device yet.'
            : pull.failed
              ? 'The summary could not be loaded. Check your connection and try again.'
              : 'Loading the summary…'}
          {pull.pulling && <Spinner className="size-4" />}
        </p>
      )}
      <SummaryTable amounts={summary?.amounts ?? null} weights={weights} onWeight={setWeight} />
    </>
  )
}
