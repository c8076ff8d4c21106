/**
 * The Projection deal board (/deals, tab projection): breadcrumb back to the Pipeline, the
 * pipeline's saved filter, five month columns read only from IndexedDB with their totals, drag a
 * card to another month, open a card to update its projected invoice.
 */
import { useMemo, useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import { useSession } from '../../store/useSession.ts'
import { AsOfNote } from '../pipeline/AsOfNote.tsx'
import { BoardPlaceholder, type PlaceholderKind } from '../pipeline/BoardPlaceholder.tsx'
import { FilterBar } from '../pipeline/FilterBar.tsx'
import { FilterDialog } from '../pipeline/FilterDialog.tsx'
import { DEFAULT_FILTER } from '../pipeline/filterState.ts'
import { useSavedFilter } from '../pipeline/useSavedFilter.ts'
import { useOffline } from '../sync/useSyncEngineStatus.ts'
import { Breadcrumb } from './Breadcrumb.tsx'
import { ProjectionBoard } from './ProjectionBoard.tsx'
import { defaultMonthColumns, monthTitle } from './projectionModel.ts'
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
  const [filterOpen, setFilterOpen] = useState(false)
  return (
    <section
      aria-label="Projection deal"
      className="flex h-[calc(100dvh-7rem)] min-h-[30rem] flex-col gap-3"
    >
      <header className="flex flex-wrap items-center gap-3">
        <Breadcrumb current="Projection deal" onBack={onBack} />
      </header>
      {filter ? (
        <ProjectionContent
          filter={filter}
          profile={profile}
          onOpenFilter={() => setFilterOpen(true)}
          onReset={() => void setFilter(DEFAULT_FILTER)}
        />
      ) : (
        <BoardPlaceholder
          kind="loading"
          onRetry={() => undefined}
          columnNames={placeholderMonths(DEFAULT_FILTER)}
        />
      )}
      {filterOpen && filter && (
        <FilterDialog
          filter={filter}
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

interface ProjectionContentProps {
  filter: PipelineFilter
  profile: Profile
  onOpenFilter: () => void
  onReset: () => void
}

function ProjectionContent({ filter, profile, onOpenFilter, onReset }: ProjectionContentProps) {
  const { list, board, states } = useProjectionData(filter, profile.id)
  const pull = useProjectionPull(filter)
  const offline = useOffline()
  const { id, roleId } = profile
  const actor = useMemo(() => ({ id, roleId }), [id, roleId])
  const total = board?.columns.reduce((sum, column) => sum + column.total, 0) ?? 0

  let placeholder: PlaceholderKind | null = null
  if (list === undefined) placeholder = 'loading'
  else if (list === null) placeholder = offline ? 'offline' : pull.failed ? 'failed' : 'loading'

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <FilterBar filter={filter} onOpen={onOpenFilter} onReset={onReset} />
        <div className="ml-auto">
          <AsOfNote
            fetchedAt={list?.fetchedAt}
            offline={offline}
            pulling={pull.pulling}
            failed={pull.failed}
            onRetry={pull.refresh}
          />
        </div>
      </div>
      {placeholder || !board ? (
        <BoardPlaceholder
          kind={placeholder ?? 'loading'}
          onRetry={pull.refresh}
          columnNames={placeholderMonths(filter)}
        />
      ) : (
        <>
          {board.count === 0 && (
            <p
              className="rounded-xl bg-white px-4 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200"
              role="status"
            >
              No projected invoices match this filter in these months.
            </p>
          )}
          <ProjectionBoard board={board} states={states} actor={actor} />
        </>
      )}
      <p className="text-right text-sm text-slate-600 tabular-nums">
        Total projection{' '}
        <span className="font-semibold text-slate-900" data-testid="projection-total">
          {withIdrSymbol(formatTotalAmount(total))}
        </span>
      </p>
    </>
  )
}
