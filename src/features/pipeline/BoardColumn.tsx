/**
 * One stage column: its name, how many cards and their value, and the cards in their local order
 * (windowed: only the cards in view are rendered). The whole column is a drop target; a card
 * dropped on it (not on a card) goes to the end. Stable hook: `data-stage` (1..5).
 */
import { useDroppable } from '@dnd-kit/core'
import { memo, useCallback } from 'react'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import type { StageId } from '../../domain/stages.ts'
import type { DealRow } from '../../store/deals.ts'
import { columnDropId } from './boardDnd.ts'
import { CARD_GAP, CARD_HEIGHT } from './CardFace.tsx'
import { toCardView } from './cardView.ts'
import { ColumnFrame } from './ColumnFrame.tsx'
import { DealCard } from './DealCard.tsx'
import type { DropTarget } from './dropPlan.ts'

interface BoardColumnProps {
  stage: StageId
  name: string
  /** The column's deals in the order shown. */
  deals: readonly DealRow[]
  total: number
  /** The signed-in person: a card shows as movable only when they may move it. */
  actor: Actor
  onOpenSync: (dealId: number) => void
}

const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP

function BoardColumnView(props: BoardColumnProps) {
  const { stage, name, deals, total, actor, onOpenSync } = props
  const target: DropTarget = { kind: 'column', stage }
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(stage), data: target })

  // Only the cards in view are rendered, so only they are turned into what a card shows.
  const renderRow = useCallback(
    (index: number) => {
      const deal = deals[index]!
      return (
        <div key={deal.dealId} style={{ height: ROW_HEIGHT, paddingBottom: CARD_GAP }}>
          <DealCard
            view={toCardView(deal)}
            dealName={deal.dealName}
            movable={canActOnDeal(actor, deal)}
            onOpenSync={onOpenSync}
          />
        </div>
      )
    },
    [deals, actor, onOpenSync],
  )

  return (
    <ColumnFrame
      dropRef={setNodeRef}
      isOver={isOver}
      headingId={`stage-${stage}-title`}
      name={name}
      total={total}
      count={deals.length}
      noun="deals"
      rowHeight={ROW_HEIGHT}
      renderRow={renderRow}
      hooks={{ 'data-stage': stage }}
    />
  )
}

export const BoardColumn = memo(BoardColumnView)
