/**
 * One projection card: draggable to another month (pointer after a few pixels, or keyboard:
 * space), opened with a click or Enter (the Projected invoice update dialog), and its sync mark.
 * Stable hooks: `data-invoice-id`, `data-sync`.
 */
import { useDraggable } from '@dnd-kit/core'
import { memo, type KeyboardEvent } from 'react'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { cardClassName, sameView } from '../pipeline/cardChrome.ts'
import { CardSyncMark } from '../pipeline/CardSyncMark.tsx'
import { itemDragId, type DraggedItem } from './projectionDnd.ts'
import type { ProjectionCardView } from './projectionCardView.ts'
import { ProjectionCardFace } from './ProjectionCardFace.tsx'

interface ProjectionCardProps {
  view: ProjectionCardView
  dealName: string
  sync: EntitySyncState
  onOpen: (invoiceId: number) => void
  onOpenSync: (invoiceId: number) => void
}

function ProjectionCardView({ view, dealName, sync, onOpen, onOpenSync }: ProjectionCardProps) {
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
        className={cardClassName(sync, isDragging)}
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
    before.sync === after.sync &&
    before.dealName === after.dealName &&
    before.onOpen === after.onOpen &&
    before.onOpenSync === after.onOpenSync &&
    sameView(before.view, after.view),
)
