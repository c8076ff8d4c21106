/**
 * One projection card: draggable to another month (pointer after a few pixels, or keyboard:
 * space), opened with a click or Enter (the Projected invoice update dialog), and its sync mark
 * (its own item's state, followed by the card alone).
 * A card the person may not move (`movable` false) shows the default cursor and says why (title,
 * aria-description); a drag or an open of it still ends in 'Hold Up!' (ProjectionBoard).
 * Stable hooks: `data-invoice-id`, `data-sync`, `data-movable` (on the card itself).
 */
import { useDraggable } from '@dnd-kit/core'
import { memo, type KeyboardEvent } from 'react'
import { cardClassName, notMovableHints, sameView, CardSyncMark } from '../pipeline/index.ts'
import { useEntitySyncState } from '../sync/index.ts'
import { itemDragId, type DraggedItem } from './projectionDnd.ts'
import type { ProjectionCardView } from './projectionCardView.ts'
import { ProjectionCardFace } from './ProjectionCardFace.tsx'

interface ProjectionCardProps {
  view: ProjectionCardView
  dealName: string
  /** Whether the person may move (and change) the item (permissions.ts canActOnDeal). */
  movable: boolean
  onOpen: (invoiceId: number) => void
  onOpenSync: (invoiceId: number) => void
}

function ProjectionCardView(props: ProjectionCardProps) {
  const { view, dealName, movable, onOpen, onOpenSync } = props
  const sync = useEntitySyncState('projectionItems', view.invoiceId)
  const dragged: DraggedItem = { dealId: view.invoiceId, dealName }
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: itemDragId(view.invoiceId),
    data: dragged,
  })
  const sensorKeyDown = listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter opens the dialog; while the card is carried, the keyboard sensor owns the keys.
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault()
      onOpen(view.invoiceId)
      return
    }
    sensorKeyDown?.(event)
  }
  return (
    <div className="relative" data-invoice-id={view.invoiceId} data-sync={sync}>
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={() => onOpen(view.invoiceId)}
        aria-roledescription="projection card"
        aria-label={`${dealName}, ${view.clientName}, IDR ${view.amount}, probability ${view.probabilityText}, invoice date ${view.invoiceDate}`}
        {...notMovableHints(movable)}
        className={cardClassName(sync, isDragging, movable)}
      >
        <ProjectionCardFace view={view} />
      </div>
      <CardSyncMark
        sync={sync}
        justSynced={false}
        dealName={dealName}
        onOpen={() => onOpenSync(view.invoiceId)}
      />
    </div>
  )
}

export const ProjectionCard = memo(
  ProjectionCardView,
  (before, after) =>
    before.dealName === after.dealName &&
    before.movable === after.movable &&
    before.onOpen === after.onOpen &&
    before.onOpenSync === after.onOpenSync &&
    sameView(before.view, after.view),
)
