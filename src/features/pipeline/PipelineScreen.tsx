/**
 * The pipeline board (/deals, tab pipeline): header with Projection deal, Projection summary and
 * the page's own actions (Add deal); the filter bar; five stage columns read only from IndexedDB; the footer totals and
 * Count it. The filter is kept per user in IndexedDB, so a reload keeps it.
 */
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState, type ReactNode } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { pipelineListKey } from '../../entities/deals/dealLists.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { Button } from '../../ui/Button.tsx'
import { Board } from './Board.tsx'
import { BoardFilling } from './boardFilling.ts'
import {
  copyFor,
  useArrivingBoard,
  useBoardFirstScreen,
  useCopyUntilDrawn,
  useKeepBoardFirstScreen,
  type BoardFirstScreen,
} from './boardFirstScreen.ts'
import { BoardFooter } from './BoardFooter.tsx'
import { BoardPlaceholder } from './BoardPlaceholder.tsx'
import { BoardShell } from './BoardShell.tsx'
import { SuccessMarksEffect } from './SuccessMarksEffect.tsx'
import { useBoardData } from './useBoardData.ts'
import { useActor } from './useActor.ts'
import { usePipelinePull } from './usePipelinePull.ts'
import { useSavedFilter } from './useSavedFilter.ts'

interface PipelineScreenProps {
  /** Buttons the page puts after the projection links (the deals page's Add deal). */
  actions?: (profile: Profile) => ReactNode
}

export function PipelineScreen({ actions }: PipelineScreenProps) {
  const session = useSession()
  if (!session) return null
  return <PipelinePage profile={session.profile} actions={actions} />
}

function PipelinePage({ profile, actions }: PipelineScreenProps & { profile: Profile }) {
  const { filter, setFilter } = useSavedFilter(profile.id)
  const navigate = useNavigate()
  const [drawn, setDrawn] = useState(false)
  const markDrawn = useCallback(() => setDrawn(true), [])
  const copy = useBoardFirstScreen(profile.id, drawn)
  // Until the saved filter is read, the one the copy was drawn with.
  const shownFilter = filter ?? copy?.filter

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
          {actions?.(profile)}
        </div>
      </header>
      {shownFilter ? (
        <PipelineBoard
          filter={shownFilter}
          profile={profile}
          onFilterChange={setFilter}
          copy={copyFor(copy, shownFilter)}
          onDrawn={markDrawn}
        />
      ) : (
        <BoardPlaceholder kind="loading" onRetry={() => undefined} />
      )}
    </section>
  )
}

interface PipelineBoardProps {
  filter: PipelineFilter
  profile: Profile
  onFilterChange: (filter: PipelineFilter) => void
  /** The last first screen, drawn with this filter, standing in until the device's reads answer. */
  copy: BoardFirstScreen | null
  onDrawn: () => void
}

function PipelineBoard({ filter, profile, onFilterChange, copy, onDrawn }: PipelineBoardProps) {
  const { list, board, keys } = useBoardData(filter)
  const pull = usePipelinePull(filter)
  const actor = useActor(profile)
  useKeepBoardFirstScreen(profile.id, filter, list, board)
  const arriving = useArrivingBoard(pipelineListKey(filter), board !== null)
  const shown = useCopyUntilDrawn(copy, arriving, list, board, onDrawn)
  // A first pull's first screen stands in while the rest is written (an older app stored it ahead
  // of the rest, without its fetch time).
  const filling = shown.partial || (!!list && list.fetchedAt === undefined)
  return (
    <BoardFilling.Provider value={filling}>
      <BoardShell
        filter={filter}
        onFilterChange={onFilterChange}
        list={shown.list}
        pull={pull}
        count={shown.board?.count}
        noMatchText="No deals match this filter."
        footer={<BoardFooter total={shown.board?.total ?? 0} count={shown.board?.count ?? 0} />}
      >
        {shown.board && (
          <Board board={shown.board} keys={keys} actor={actor} standIn={shown.standIn} />
        )}
      </BoardShell>
    </BoardFilling.Provider>
  )
}
