/**
 * The five columns with drag and drop (@dnd-kit/core): pointer after a few pixels, keyboard
 * (space to pick up, arrows, space to drop), announcements for screen readers. A drop the person
 * may not make shows 'Hold Up!' and changes nothing; a move to another stage is queued as an op
 * (the card moves at once); a reorder inside a column is local only.
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { useCallback, useMemo, useState } from 'react'
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP, OPPS } from '../../domain/messages.ts'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import { entityKey } from '../../store/outbox.ts'
import type { EntityOps } from '../../sync/syncState.ts'
import { showAlert, showResult } from '../../ui/dialogs/dialogStore.ts'
import {
  boardAnnouncements,
  boardCollisions,
  boardKeyboardCoordinates,
  draggedCard,
  dropsAfter,
  dropTargetOf,
  SCREEN_READER_INSTRUCTIONS,
} from './boardDnd.ts'
import type { BoardModel } from './boardModel.ts'
import { BoardColumn } from './BoardColumn.tsx'
import { CardFace } from './CardFace.tsx'
import { toCardView } from './cardView.ts'
import { DealSyncDialog } from './DealSyncDialog.tsx'
import { planDrop } from './dropPlan.ts'
import { carryOutDrop } from './moveCard.ts'

/** A pointer drag starts after this many pixels, so a click stays a click. */
export const DRAG_ACTIVATION_DISTANCE = 5

interface BoardProps {
  board: BoardModel
  keys: ReadonlyMap<number, string>
  states: ReadonlyMap<string, EntityOps>
  actor: Actor
}

export function Board({ board, keys, states, actor }: BoardProps) {
  const [activeId, setActiveId] = useState<number | null>(null)
  const [syncDealId, setSyncDealId] = useState<number | null>(null)

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  )

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
        void showResult({
          icon: 'authorisation',
          title: HOLD_UP,
          message: AUTHORIZED_OWNERS_ONLY,
          button: 'Close',
        })
        return
      }
      carryOutDrop(board, keys, plan, actor.id).catch(() =>
        showAlert({ title: OPPS, message: 'The change could not be saved on this device.' }),
      )
    },
    [actor, board, keys],
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
      <div className="grid min-h-0 flex-1 grid-cols-5 gap-3" data-testid="pipeline-board">
        {board.columns.map((column) => (
          <BoardColumn
            key={column.stage}
            stage={column.stage}
            name={column.name}
            deals={column.deals}
            total={column.total}
            states={states}
            onOpenSync={openSync}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {activeDeal && (
          <div className="w-full rotate-1 cursor-grabbing rounded-xl bg-white shadow-xl ring-2 ring-brand-600">
            <CardFace view={toCardView(activeDeal)} />
          </div>
        )}
      </DragOverlay>
      {syncDeal && (
        <DealSyncDialog
          deal={syncDeal}
          entity={states.get(entityKey('deals', syncDeal.dealId))}
          onClose={() => setSyncDealId(null)}
        />
      )}
    </DndContext>
  )
}
