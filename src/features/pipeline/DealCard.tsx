/**
 * One deal card: draggable (pointer after a few pixels, or keyboard), a drop target for cards
 * placed before or after it, and its sync mark (the card follows its own deal's sync state, so a
 * draining outbox re-renders only the cards whose state changed). A card the person may not move
 * (`movable` false) shows the default cursor and says why (title, aria-description); a drag of it
 * still ends in 'Hold Up!' (Board). Memoised on plain values so a board of thousands re-renders
 * only the cards that changed. Stable hooks: `data-deal-id`, `data-sync`,
 * `data-movable` (on the card itself).
 */
import { useDraggable, useDroppable } from '@dnd-kit/core'
import { useNavigate } from '@tanstack/react-router'
import { memo, useCallback } from 'react'
import { useEntitySyncState } from '../sync/useEntitySync.ts'
import { cardDragId, type DraggedCard } from './boardDnd.ts'
import { cardClassName, notMovableHints, sameView } from './cardChrome.ts'
import { CardFace } from './CardFace.tsx'
import type { CardView } from './cardView.ts'
import { CardSyncMark } from './CardSyncMark.tsx'
import type { DropTarget } from './dropPlan.ts'
import { useSuccessMark } from './successMarks.ts'

export interface DealCardProps {
  view: CardView
  dealName: string
  /** Whether the person may move the deal (permissions.ts canActOnDeal). */
  movable: boolean
  onOpenSync: (dealId: number) => void
}

function DealCardView({ view, dealName, movable, onOpenSync }: DealCardProps) {
  const sync = useEntitySyncState('deals', view.dealId)
  const justSynced = useSuccessMark(view.dealId)
  const navigate = useNavigate()
  const openDetail = () =>
    void navigate({ to: '/deals', search: { tab: 'detail', deal: view.dealId } })
  const id = cardDragId(view.dealId)
  const dragged: DraggedCard = { dealId: view.dealId, dealName }
  const target: DropTarget = { kind: 'card', stage: view.stage, dealId: view.dealId }
  const drag = useDraggable({ id, data: dragged })
  const drop = useDroppable({ id, data: target })
  const { setNodeRef: setDragNode, setActivatorNodeRef } = drag
  const { setNodeRef: setDropNode } = drop
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      setDragNode(node)
      setDropNode(node)
      setActivatorNodeRef(node)
    },
    [setDragNode, setDropNode, setActivatorNodeRef],
  )
  return (
    <div className="relative" data-deal-id={view.dealId} data-sync={sync}>
      <div
        ref={setNode}
        {...drag.attributes}
        {...drag.listeners}
        aria-roledescription="deal card"
        {...notMovableHints(movable)}
        className={`${cardClassName(sync, drag.isDragging, movable)} ${
          drop.isOver && !drag.isDragging ? 'outline-2 outline-offset-2 outline-brand-600/60' : ''
        }`}
      >
        <CardFace view={view} onOpenDetail={openDetail} />
      </div>
      <CardSyncMark
        sync={sync}
        justSynced={justSynced !== null}
        merged={justSynced === 'merged'}
        dealName={dealName}
        onOpen={() => onOpenSync(view.dealId)}
      />
    </div>
  )
}

export const DealCard = memo(
  DealCardView,
  (before, after) =>
    before.dealName === after.dealName &&
    before.movable === after.movable &&
    before.onOpenSync === after.onOpenSync &&
    sameView(before.view, after.view),
)
