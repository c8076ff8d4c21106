/**
 * The pipeline board (/deals, tab pipeline): header with Add deal, Projection deal and Projection
 * summary; the filter bar; five stage columns read only from IndexedDB; the footer totals and
 * Count it. The filter is kept per user in IndexedDB, so a reload keeps it.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { canAddDeal } from '../../domain/permissions.ts'
import { AddDealDialog } from '../deals/AddDealDialog.tsx'
import { afterDealSaved } from '../deals/afterDealSaved.ts'
import { useSession } from '../../store/useSession.ts'
import { Button } from '../../ui/Button.tsx'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { useOffline } from '../sync/useSyncEngineStatus.ts'
import { AsOfNote } from './AsOfNote.tsx'
import { Board } from './Board.tsx'
import { BoardFooter } from './BoardFooter.tsx'
import { BoardPlaceholder, type PlaceholderKind } from './BoardPlaceholder.tsx'
import { FilterBar } from './FilterBar.tsx'
import { FilterDialog } from './FilterDialog.tsx'
import { DEFAULT_FILTER } from './filterState.ts'
import { SuccessMarksEffect } from './SuccessMarksEffect.tsx'
import { useBoardData } from './useBoardData.ts'
import { usePipelinePull } from './usePipelinePull.ts'
import { useSavedFilter } from './useSavedFilter.ts'

export function PipelineScreen() {
  const session = useSession()
  if (!session) return null
  return <PipelinePage profile={session.profile} />
}

function PipelinePage({ profile }: { profile: Profile }) {
  const { filter, setFilter } = useSavedFilter(profile.id)
  const [filterOpen, setFilterOpen] = useState(false)
  const [addOpen, setAddOpen] = useState(false)
  const navigate = useNavigate()
  const actor = { id: profile.id, roleId: profile.roleId }

  return (
    <section
      aria-labelledby="pipeline-title"
      className="flex h-[calc(100dvh-7rem)] min-h-[30rem] flex-col gap-3"
    >
      <SuccessMarksEffect />
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="pipeline-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Pipeline
        </h2>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => void navigate({ to: '/deals', search: { tab: 'projection' } })}
          >
            Projection deal
          </Button>
          <Button
            variant="secondary"
            onClick={() => void navigate({ to: '/deals', search: { tab: 'summary' } })}
          >
            Projection summary
          </Button>
          {canAddDeal(actor) && (
            <Button onClick={() => setAddOpen(true)}>
              <PlusIcon className="size-4" />
              Add deal
            </Button>
          )}
        </div>
      </header>
      {filter ? (
        <PipelineBoard
          filter={filter}
          profile={profile}
          onOpenFilter={() => setFilterOpen(true)}
          onReset={() => void setFilter(DEFAULT_FILTER)}
        />
      ) : (
        <BoardPlaceholder kind="loading" onRetry={() => undefined} />
      )}
      {addOpen && (
        <AddDealDialog
          profile={profile}
          onClose={() => setAddOpen(false)}
          onCreated={(deal) => {
            setAddOpen(false)
            void afterDealSaved(deal).then((openDetail) => {
              if (openDetail) {
                void navigate({ to: '/deals', search: { tab: 'detail', deal: deal.dealId } })
              }
            })
          }}
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

interface PipelineBoardProps {
  filter: PipelineFilter
  profile: Profile
  onOpenFilter: () => void
  onReset: () => void
}

function PipelineBoard({ filter, profile, onOpenFilter, onReset }: PipelineBoardProps) {
  const { list, board, keys, states } = useBoardData(filter, profile.id)
  const pull = usePipelinePull(filter)
  const offline = useOffline()
  const { id, roleId } = profile
  const actor = useMemo(() => ({ id, roleId }), [id, roleId])

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
        <BoardPlaceholder kind={placeholder ?? 'loading'} onRetry={pull.refresh} />
      ) : (
        <>
          {board.count === 0 && (
            <p
              className="rounded-xl bg-white px-4 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200"
              role="status"
            >
              No deals match this filter.
            </p>
          )}
          <Board board={board} keys={keys} states={states} actor={actor} />
        </>
      )}
      <BoardFooter total={board?.total ?? 0} count={board?.count ?? 0} />
    </>
  )
}
