/**
 * One stage column: its name, how many cards and their value, and the cards in their local order
 * (windowed: only the cards in view are rendered), each drawn by `Card`. With drag and drop the
 * whole column is a drop target (BoardColumn); before it has loaded, StaticStageColumn draws the
 * same column. Stable hook: `data-stage` (1..5).
 */
import { memo, useCallback, useContext, type ComponentType } from 'react'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import type { StageId } from '../../domain/stages.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { CARD_GAP, CARD_HEIGHT } from './CardFace.tsx'
import { cardViewOf } from './cardView.ts'
import { BoardFilling } from './boardFilling.ts'
import { ColumnFrame } from './ColumnFrame.tsx'
import { StaticDealCard, type DealCardProps } from './DealCardFrame.tsx'

export interface StageColumnProps {
  stage: StageId
  name: string
  /** The column's deals in the order shown. */
  deals: readonly DealRow[]
  total: number
  /** All the column's cards where `deals` holds only the first ones (a first screen's copy). */
  count?: number
  /** The signed-in person: a card shows as movable only when they may move it. */
  actor: Actor
  onOpenSync: (dealId: number) => void
}

interface ColumnDrop {
  dropRef: (node: HTMLElement | null) => void
  isOver: boolean
  Card: ComponentType<DealCardProps>
}

const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP

export function StageColumn(props: StageColumnProps & ColumnDrop) {
  const { stage, name, deals, total, count, actor, onOpenSync, dropRef, isOver, Card } = props
  const filling = useContext(BoardFilling)

  // Only the cards in view are rendered, so only they are turned into what a card shows.
  const renderRow = useCallback(
    (index: number) => {
      const deal = deals[index]
      // Past a copy's first cards: an empty row until the device's own reads answer.
      if (!deal) return <div key={`row-${index}`} style={{ height: ROW_HEIGHT }} />
      return (
        <div key={deal.dealId} style={{ height: ROW_HEIGHT, paddingBottom: CARD_GAP }}>
          <Card
            view={cardViewOf(deal)}
            dealName={deal.dealName}
            movable={canActOnDeal(actor, deal)}
            onOpenSync={onOpenSync}
          />
        </div>
      )
    },
    [deals, actor, onOpenSync, Card],
  )

  return (
    <ColumnFrame
      dropRef={dropRef}
      isOver={isOver}
      headingId={`stage-${stage}-title`}
      name={name}
      total={total}
      count={count ?? deals.length}
      filling={filling}
      noun="deals"
      rowHeight={ROW_HEIGHT}
      renderRow={renderRow}
      hooks={{ 'data-stage': stage }}
    />
  )
}

const noDropRef = () => undefined

/** A column drawn before drag and drop has loaded. */
export const StaticStageColumn = memo((props: StageColumnProps) => (
  <StageColumn {...props} dropRef={noDropRef} isOver={false} Card={StaticDealCard} />
))
