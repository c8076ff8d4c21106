/**
 * The board's drag and drop (@dnd-kit/core), loaded once cards are on screen: pointer after a few
 * pixels, keyboard (space to pick up, arrows, space to drop), announcements for screen readers.
 * Cards the person may not move do not look movable; a drop of one still shows 'Hold Up!' and
 * changes nothing; a move to another stage is queued as an op (the card moves at once); a reorder
 * inside a column is local only.
 */
import { DndContext, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core'
import { useCallback, useMemo, useState } from 'react'
import { canActOnDeal } from '../../domain/permissions.ts'
import {
  boardAnnouncements,
  boardCollisions,
  draggedCard,
  dropsAfter,
  dropTargetOf,
  SCREEN_READER_INSTRUCTIONS,
} from './boardDnd.ts'
import { showHoldUp, showNotSavedHere } from './boardAlerts.ts'
import { BoardColumn } from './BoardColumn.tsx'
import { BoardGrid, type BoardGridProps } from './BoardGrid.tsx'
import { CardDragOverlay } from './CardDragOverlay.tsx'
import { CardFace } from './CardFace.tsx'
import { toCardView } from './cardView.ts'
import { planDrop } from './dropPlan.ts'
import { carryOutDrop } from './moveCard.ts'
import { useBoardSensors } from './useBoardSensors.ts'
import type { ShownDrop } from './useShownDrop.ts'

export interface DndBoardProps extends BoardGridProps {
  keys: ReadonlyMap<number, string>
  showDrop: ShownDrop['showDrop']
}

export function DndBoard(props: DndBoardProps) {
  const { board, keys, actor, showDrop } = props
  const [activeId, setActiveId] = useState<number | null>(null)
  const sensors = useBoardSensors()

  /** What a drop would do: nothing, a refusal ('Hold Up!'), or the plan to carry out. */
  const judge = useCallback(
    ({ active, over }: Pick<DragEndEvent, 'active' | 'over'>) => {
      const dealId = draggedCard(active.data)?.dealId
      const target = dropTargetOf(over?.data)
      if (dealId === undefined || !target || !over) return null
      const after = dropsAfter(active.rect.current.translated, over.rect)
      const plan = planDrop(board, dealId, target, target.kind === 'card' && after)
      if (plan.kind === 'none') return null
      const deal = board.byId.get(dealId)
      return !deal || !canActOnDeal(actor, deal) ? ('refused' as const) : plan
    },
    [actor, board],
  )

  const { byId } = board
  const announcements = useMemo(
    () =>
      boardAnnouncements(
        (id) => byId.get(id)?.dealName ?? `#${id}`,
        (end) => (judge(end) === 'refused' ? 'refused' : 'done'),
      ),
    [byId, judge],
  )

  const onDragStart = useCallback((event: DragStartEvent) => {
    setActiveId(draggedCard(event.active.data)?.dealId ?? null)
  }, [])

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setActiveId(null)
      const plan = judge(event)
      if (plan === null) return
      if (plan === 'refused') {
        void showHoldUp()
        return
      }
      const write = carryOutDrop(board, keys, plan, actor.id)
      showDrop(plan, write)
      write.catch(showNotSavedHere)
    },
    [actor, board, judge, keys, showDrop],
  )

  const activeDeal = activeId === null ? undefined : board.byId.get(activeId)
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <BoardGrid {...props} Column={BoardColumn} dndReady />
      <CardDragOverlay>{activeDeal && <CardFace view={toCardView(activeDeal)} />}</CardDragOverlay>
    </DndContext>
  )
}
