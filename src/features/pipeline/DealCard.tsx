/**
 * One deal card with drag and drop: draggable (pointer after a few pixels, or keyboard) and a drop
 * target for cards placed before or after it. A drag of a card the person may not move still ends
 * in 'Hold Up!' (DndBoard).
 */
import { useDraggable, useDroppable } from '@dnd-kit/core'
import { memo, useCallback } from 'react'
import { cardDragId, type DraggedCard } from './boardDnd.ts'
import { DealCardFrame, sameCardProps, type DealCardProps } from './DealCardFrame.tsx'
import type { DropTarget } from './dropPlan.ts'

function DraggableDealCard(props: DealCardProps) {
  const { view, dealName } = props
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
    <DealCardFrame
      {...props}
      nodeRef={setNode}
      handle={{ ...drag.attributes, ...drag.listeners }}
      isDragging={drag.isDragging}
      isOver={drop.isOver}
    />
  )
}

export const DealCard = memo(DraggableDealCard, sameCardProps)
