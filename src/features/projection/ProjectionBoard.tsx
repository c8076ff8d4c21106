/**
 * The five month columns with drag and drop (@dnd-kit/core): pointer after a few pixels, keyboard
 * (space to pick up, arrows, space to drop; Enter on a card opens its dialog), announcements for
 * screen readers. Cards the person may not move do not look movable (ProjectionColumn,
 * ProjectionCard); a drop or an edit the person may not make still shows 'Hold Up!' and changes
 * nothing; a move to another month is queued as an op (the card moves at once).
 */
import { monthTitle } from '../../domain/dates.ts'
import { DndContext, KeyboardCode, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core'
import { useCallback, useMemo, useState } from 'react'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import {
  showHoldUp,
  showNotSavedHere,
  boardCollisions,
  draggedCard,
  CardDragOverlay,
  useBoardSensors,
} from '../pipeline/index.ts'
import { EntityOpsDialog } from '../sync/index.ts'
import { ProjectedInvoiceDialog } from './ProjectedInvoiceDialog.tsx'
import { moveProjectionItem } from './projectionCommands.ts'
import {
  monthTargetOf,
  projectionAnnouncements,
  PROJECTION_SCREEN_READER_INSTRUCTIONS,
} from './projectionDnd.ts'
import { toProjectionCardView } from './projectionCardView.ts'
import { type ProjectionBoardModel } from './projectionModel.ts'
import { ProjectionCardFace } from './ProjectionCardFace.tsx'
import { ProjectionColumn } from './ProjectionColumn.tsx'

/** Space picks a card up (Enter opens it); Space or Enter drops it. */
const KEYBOARD_CODES = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
}

interface ProjectionBoardProps {
  board: ProjectionBoardModel
  actor: Actor
}

/** Each card follows its own item's sync state (useEntitySyncState): a drain re-renders only them. */
export function ProjectionBoard({ board, actor }: ProjectionBoardProps) {
  const [activeId, setActiveId] = useState<number | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  const [syncId, setSyncId] = useState<number | null>(null)

  const sensors = useBoardSensors(KEYBOARD_CODES)

  const { columns, byId } = board
  const announcements = useMemo(
    () =>
      projectionAnnouncements((stage) => {
        const column = columns.find((entry) => entry.column.stage === stage)?.column
        return column ? monthTitle(column) : `column ${stage}`
      }),
    [columns],
  )

  const onDragStart = useCallback((event: DragStartEvent) => {
    setActiveId(draggedCard(event.active.data)?.dealId ?? null)
  }, [])

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setActiveId(null)
      const invoiceId = draggedCard(event.active.data)?.dealId
      const target = monthTargetOf(event.over?.data)
      const item = invoiceId === undefined ? undefined : byId.get(invoiceId)
      const to = columns.find((entry) => entry.column.stage === target?.stage)?.column
      if (!item || !to || (to.year === item.year && to.month === item.month)) return
      if (!canActOnDeal(actor, item)) {
        void showHoldUp()
        return
      }
      moveProjectionItem(item, to, actor.id).catch(showNotSavedHere)
    },
    [actor, byId, columns],
  )

  const onOpen = useCallback(
    (invoiceId: number) => {
      const item = byId.get(invoiceId)
      if (!item) return
      if (canActOnDeal(actor, item)) setOpenId(invoiceId)
      else void showHoldUp()
    },
    [actor, byId],
  )
  const onOpenSync = useCallback((invoiceId: number) => setSyncId(invoiceId), [])

  const activeItem = activeId === null ? undefined : byId.get(activeId)
  const openItem = openId === null ? undefined : byId.get(openId)
  const syncItem = syncId === null ? undefined : byId.get(syncId)

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      accessibility={{
        announcements,
        screenReaderInstructions: PROJECTION_SCREEN_READER_INSTRUCTIONS,
      }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <div className="grid min-h-0 flex-1 grid-cols-5 gap-3" data-testid="projection-board">
        {columns.map((model) => (
          <ProjectionColumn
            key={model.column.stage}
            model={model}
            actor={actor}
            onOpen={onOpen}
            onOpenSync={onOpenSync}
          />
        ))}
      </div>
      <CardDragOverlay>
        {activeItem && <ProjectionCardFace view={toProjectionCardView(activeItem)} />}
      </CardDragOverlay>
      {openItem && (
        <ProjectedInvoiceDialog item={openItem} userId={actor.id} onClose={() => setOpenId(null)} />
      )}
      {syncItem && (
        <EntityOpsDialog
          table="projectionItems"
          id={syncItem.invoiceId}
          title={syncItem.dealName}
          subtitle={syncItem.clientName}
          syncedText="Every change to this invoice is synced."
          testId="projection-sync-dialog"
          onClose={() => setSyncId(null)}
        />
      )}
    </DndContext>
  )
}
