/**
 * The pipeline board (/deals, tab pipeline): header with Add deal, Projection deal and Projection
 * summary; the filter bar; five stage columns read only from IndexedDB; the footer totals and
 * Count it. The filter is kept per user in IndexedDB, so a reload keeps it.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { canAddDeal } from '../../domain/permissions.ts'
import { AddDealDialog } from '../deals/LazyAddDealDialog.tsx'
import { afterDealSaved } from '../deals/afterDealSaved.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { Button } from '../../ui/Button.tsx'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { Board } from './Board.tsx'
import { BoardFooter } from './BoardFooter.tsx'
import { BoardPlaceholder } from './BoardPlaceholder.tsx'
import { BoardShell } from './BoardShell.tsx'
import { SuccessMarksEffect } from './SuccessMarksEffect.tsx'
import { useBoardData } from './useBoardData.ts'
import { useActor } from './useActor.ts'
import { usePipelinePull } from './usePipelinePull.ts'
import { useSavedFilter } from './useSavedFilter.ts'

export function PipelineScreen() {
  const session = useSession()
  if (!session) return null
  return <PipelinePage profile={session.profile} />
}

function PipelinePage({ profile }: { profile: Profile }) {
  const { filter, setFilter } = useSavedFilter(profile.id)
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
        <PipelineBoard filter={filter} profile={profile} onFilterChange={setFilter} />
      ) : (
        <BoardPlaceholder kind="loading" onRetry={() => undefined} />
      )}
      {addOpen && (
        <AddDealDialog
          profile={profile}
          onClose={() => setAddOpen(false)}
          onCreated={(deal, announce) => {
            setAddOpen(false)
            void afterDealSaved(deal, announce).then((openDetail) => {
              if (openDetail) {
                void navigate({ to: '/deals', search: { tab: 'detail', deal: deal.dealId } })
              }
            })
          }}
        />
      )}
    </section>
  )
}

interface PipelineBoardProps {
  filter: PipelineFilter
  profile: Profile
  onFilterChange: (filter: PipelineFilter) => void
}

function PipelineBoard({ filter, profile, onFilterChange }: PipelineBoardProps) {
  const { list, board, keys } = useBoardData(filter)
  const pull = usePipelinePull(filter)
  const actor = useActor(profile)
  return (
    <BoardShell
      filter={filter}
      onFilterChange={onFilterChange}
      list={list}
      pull={pull}
      count={board?.count}
      noMatchText="No deals match this filter."
      footer={<BoardFooter total={board?.total ?? 0} count={board?.count ?? 0} />}
    >
      {board && <Board board={board} keys={keys} actor={actor} />}
    </BoardShell>
  )
}
