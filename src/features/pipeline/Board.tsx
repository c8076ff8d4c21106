/**
 * The five columns with drag and drop (@dnd-kit/core): pointer after a few pixels, keyboard
 * (space to pick up, arrows, space to drop), announcements for screen readers. Cards the person
 * may not move do not look movable (BoardColumn, DealCard); a drop of one still shows 'Hold Up!'
 * and changes nothing; a move to another stage is queued as an op (the card moves at once); a
 * reorder inside a column is local only.
 */
import { DndContext, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import { markLanded } from '../../ui/prefetch.ts'
import {
  boardAnnouncements,
  boardCollisions,
  draggedCard,
  dropsAfter,
  dropTargetOf,
  SCREEN_READER_INSTRUCTIONS,
} from './boardDnd.ts'
import { showHoldUp, showNotSavedHere } from './boardAlerts.ts'
import type { BoardModel } from './boardModel.ts'
import { BoardColumn } from './BoardColumn.tsx'
import { CardDragOverlay } from './CardDragOverlay.tsx'
import { CardFace } from './CardFace.tsx'
import { toCardView } from './cardView.ts'
import { DealSyncDialog } from './LazyDealSyncDialog.tsx'
import { planDrop } from './dropPlan.ts'
import { carryOutDrop } from './moveCard.ts'
import { useBoardSensors } from './useBoardSensors.ts'
import { useShownDrop } from './useShownDrop.ts'

interface BoardProps {
  board: BoardModel
  keys: ReadonlyMap<number, string>
  actor: Actor
}

/** Each card follows its own deal's sync state (useEntitySyncState): a drain re-renders only them. */
export function Board({ board: stored, keys, actor }: BoardProps) {
  const { board, landing, showDrop } = useShownDrop(stored)
  // Once cards are on screen, code for dialogs and other tabs may load when the page is idle (an
  // empty board may still be waiting for its first pull, which that code would slow down).
  const landed = board.count > 0
  useEffect(() => {
    if (landed) markLanded()
  }, [landed])
  const [activeId, setActiveId] = useState<number | null>(null)
  const [syncDealId, setSyncDealId] = useState<number | null>(null)

  const sensors = useBoardSensors()

  const { byId } = board
  const announcements = useMemo(
    () => boardAnnouncements((id) => byId.get(id)?.dealName ?? `#${id}`),
    [byId],
  )

  const onDragStart = useCallback((event: DragStartEvent) => {
    setActiveId(draggedCard(event.active.data)?.dealId ?? null)
  }, [])

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setActiveId(null)
      const dealId = draggedCard(event.active.data)?.dealId
      const target = dropTargetOf(event.over?.data)
      if (dealId === undefined || !target || !event.over) return
      const after = dropsAfter(event.active.rect.current.translated, event.over.rect)
      const plan = planDrop(board, dealId, target, target.kind === 'card' && after)
      if (plan.kind === 'none') return
      const deal = board.byId.get(dealId)
      if (!deal || !canActOnDeal(actor, deal)) {
        void showHoldUp()
        return
      }
      const write = carryOutDrop(board, keys, plan, actor.id)
      showDrop(plan, write)
      write.catch(showNotSavedHere)
    },
    [actor, board, keys, showDrop],
  )

  const openSync = useCallback((dealId: number) => setSyncDealId(dealId), [])
  const activeDeal = activeId === null ? undefined : board.byId.get(activeId)
  const syncDeal = syncDealId === null ? undefined : board.byId.get(syncDealId)

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <div
        className="grid min-h-0 flex-1 grid-cols-5 gap-3"
        data-testid="pipeline-board"
        aria-busy={landing || undefined}
      >
        {board.columns.map((column) => (
          <BoardColumn
            key={column.stage}
            stage={column.stage}
            name={column.name}
            deals={column.deals}
            total={column.total}
            actor={actor}
            onOpenSync={openSync}
          />
        ))}
      </div>
      <CardDragOverlay>{activeDeal && <CardFace view={toCardView(activeDeal)} />}</CardDragOverlay>
      {syncDeal && <DealSyncDialog deal={syncDeal} onClose={() => setSyncDealId(null)} />}
    </DndContext>
  )
}
