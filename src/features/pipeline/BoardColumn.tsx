/** A stage column with drag and drop: the whole column is a drop target (a card dropped on it, not on a card, goes to the end). */
import { useDroppable } from '@dnd-kit/core'
import { memo } from 'react'
import { columnDropId } from './boardDnd.ts'
import { DealCard } from './DealCard.tsx'
import type { DropTarget } from './dropPlan.ts'
import { StageColumn, type StageColumnProps } from './StageColumn.tsx'

function DroppableStageColumn(props: StageColumnProps) {
  const target: DropTarget = { kind: 'column', stage: props.stage }
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(props.stage), data: target })
  return <StageColumn {...props} dropRef={setNodeRef} isOver={isOver} Card={DealCard} />
}

export const BoardColumn = memo(DroppableStageColumn)
