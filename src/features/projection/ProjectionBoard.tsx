/**
 * The five month columns with drag and drop (@dnd-kit/core): pointer after a few pixels, keyboard
 * (space to pick up, arrows, space to drop; Enter on a card opens its dialog), announcements for
 * screen readers. A drop or an edit the person may not make shows 'Hold Up!' and changes nothing;
 * a move to another month is queued as an op (the card moves at once).
 */
import {
  DndContext,
  DragOverlay,
  KeyboardCode,
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
import { DRAG_ACTIVATION_DISTANCE } from '../pipeline/Board.tsx'
import { boardCollisions, boardKeyboardCoordinates } from '../pipeline/boardDnd.ts'
import { ProjectedInvoiceDialog } from './ProjectedInvoiceDialog.tsx'
import { moveProjectionItem } from './projectionCommands.ts'
import {
  draggedItem,
  monthTargetOf,
  projectionAnnouncements,
  PROJECTION_SCREEN_READER_INSTRUCTIONS,
} from './projectionDnd.ts'
import { toProjectionCardView } from './projectionCardView.ts'
import { monthTitle, type ProjectionBoardModel } from './projectionModel.ts'
import { ProjectionCardFace } from './ProjectionCardFace.tsx'
import { ProjectionColumn } from './ProjectionColumn.tsx'
import { ProjectionSyncDialog } from './ProjectionSyncDialog.tsx'

/** Space picks a card up (Enter opens it); Space or Enter drops it. */
const KEYBOARD_CODES = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
}

const holdUp = () =>
  showResult({
    icon: 'authorisation',
    title: HOLD_UP,
    message: AUTHORIZED_OWNERS_ONLY,
    button: 'Close',
  })

interface ProjectionBoardProps {
  board: ProjectionBoardModel
  states: ReadonlyMap<string, EntityOps>
  actor: Actor
}

export function ProjectionBoard({ board, states, actor }: ProjectionBoardProps) {
  const [activeId, setActiveId] = useState<number | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  const [syncId, setSyncId] = useState<number | null>(null)

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: KEYBOARD_CODES,
    }),
  )

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
    setActiveId(draggedItem(event.active.data)?.dealId ?? null)
  }, [])

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setActiveId(null)
      const invoiceId = draggedItem(event.active.data)?.dealId
      const target = monthTargetOf(event.over?.data)
      const item = invoiceId === undefined ? undefined : byId.get(invoiceId)
      const to = columns.find((entry) => entry.column.stage === target?.stage)?.column
      if (!item || !to || (to.year === item.year && to.month === item.month)) return
      if (!canActOnDeal(actor, item)) {
        void holdUp()
        return
      }
      moveProjectionItem(item, to, actor.id).catch(() =>
        showAlert({ title: OPPS, message: 'The change could not be saved on this device.' }),
      )
    },
    [actor, byId, columns],
  )

  const onOpen = useCallback(
    (invoiceId: number) => {
      const item = byId.get(invoiceId)
      if (!item) return
      if (canActOnDeal(actor, item)) setOpenId(invoiceId)
      else void holdUp()
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
            states={states}
            onOpen={onOpen}
            onOpenSync={onOpenSync}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {activeItem && (
          <div className="w-full rotate-1 cursor-grabbing rounded-xl bg-white shadow-xl ring-2 ring-brand-600">
            <ProjectionCardFace view={toProjectionCardView(activeItem)} />
          </div>
        )}
      </DragOverlay>
      {openItem && (
        <ProjectedInvoiceDialog item={openItem} userId={actor.id} onClose={() => setOpenId(null)} />
      )}
      {syncItem && (
        <ProjectionSyncDialog
          item={syncItem}
          entity={states.get(entityKey('projectionItems', syncItem.invoiceId))}
          onClose={() => setSyncId(null)}
        />
      )}
    </DndContext>
  )
}
