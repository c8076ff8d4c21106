/**
 * The Projection deal board (/deals, tab projection): breadcrumb back to the Pipeline, the
 * pipeline's saved filter, five month columns read only from IndexedDB with their totals, drag a
 * card to another month, open a card to update its projected invoice.
 */
import { monthTitle } from '../../domain/dates.ts'
import type { Profile } from '../../contract/auth.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import { useSession } from '../../entities/session/useSession.ts'
import {
  BoardPlaceholder,
  BoardShell,
  DEFAULT_FILTER,
  useActor,
  useSavedFilter,
} from '../pipeline/index.ts'
import { Breadcrumb } from './Breadcrumb.tsx'
import { ProjectionBoard } from './ProjectionBoard.tsx'
import { defaultMonthColumns } from './projectionModel.ts'
import { useProjectionData } from './useProjectionData.ts'
import { useProjectionPull } from './useProjectionPull.ts'

/** The months the board will show, named while its cards are not on the device. */
const placeholderMonths = (filter: PipelineFilter): string[] =>
  defaultMonthColumns(filter, new Date()).map(monthTitle)

export function ProjectionBoardScreen({ onBack }: { onBack: () => void }) {
  const session = useSession()
  if (!session) return null
  return <ProjectionPage profile={session.profile} onBack={onBack} />
}

function ProjectionPage({ profile, onBack }: { profile: Profile; onBack: () => void }) {
  const { filter, setFilter } = useSavedFilter(profile.id)
  return (
    <section
      aria-label="Projection deal"
      className="flex h-[calc(100dvh-7rem)] min-h-[30rem] flex-col gap-3"
    >
      <header className="flex flex-wrap items-center gap-3">
        <Breadcrumb current="Projection deal" onBack={onBack} />
      </header>
      {filter ? (
        <ProjectionContent filter={filter} profile={profile} onFilterChange={setFilter} />
      ) : (
        <BoardPlaceholder
          kind="loading"
          onRetry={() => undefined}
          columnNames={placeholderMonths(DEFAULT_FILTER)}
        />
      )}
    </section>
  )
}

interface ProjectionContentProps {
  filter: PipelineFilter
  profile: Profile
  onFilterChange: (filter: PipelineFilter) => void
}

function ProjectionContent({ filter, profile, onFilterChange }: ProjectionContentProps) {
  const { list, board } = useProjectionData(filter)
  const pull = useProjectionPull(filter)
  const actor = useActor(profile)
  const total = board?.columns.reduce((sum, column) => sum + column.total, 0) ?? 0
  return (
    <BoardShell
      filter={filter}
      onFilterChange={onFilterChange}
      list={list}
      pull={pull}
      count={board?.count}
      noMatchText="No projected invoices match this filter in these months."
      columnNames={placeholderMonths(filter)}
      footer={
        <p className="text-right text-sm text-slate-600 tabular-nums">
          Total projection{' '}
          <span className="font-semibold text-slate-900" data-testid="projection-total">
            {withIdrSymbol(formatTotalAmount(total))}
          </span>
        </p>
      }
    >
      {board && <ProjectionBoard board={board} actor={actor} />}
    </BoardShell>
  )
}
