/**
 * One stage column: its name, how many cards and their value, and the cards in their local order
 * (windowed: only the cards in view are rendered). The whole column is a drop target; a card
 * dropped on it (not on a card) goes to the end. Stable hook: `data-stage` (1..5).
 */
import { useDroppable } from '@dnd-kit/core'
import { memo, useCallback } from 'react'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import type { StageId } from '../../domain/stages.ts'
import type { DealRow } from '../../store/deals.ts'
import { entityStateOf, type EntityOps } from '../../sync/syncState.ts'
import { VirtualList } from '../../ui/VirtualList.tsx'
import { columnDropId } from './boardDnd.ts'
import { CARD_GAP, CARD_HEIGHT } from './CardFace.tsx'
import { toCardView } from './cardView.ts'
import { DealCard } from './DealCard.tsx'
import type { DropTarget } from './dropPlan.ts'

interface BoardColumnProps {
  stage: StageId
  name: string
  /** The column's deals in the order shown. */
  deals: readonly DealRow[]
  total: number
  states: ReadonlyMap<string, EntityOps>
  onOpenSync: (dealId: number) => void
}

const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP

function BoardColumnView({ stage, name, deals, total, states, onOpenSync }: BoardColumnProps) {
  const target: DropTarget = { kind: 'column', stage }
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(stage), data: target })
  const headingId = `stage-${stage}-title`

  // Only the cards in view are rendered, so only they are turned into what a card shows.
  const renderRow = useCallback(
    (index: number) => {
      const deal = deals[index]!
      return (
        <div key={deal.dealId} style={{ height: ROW_HEIGHT, paddingBottom: CARD_GAP }}>
          <DealCard
            view={toCardView(deal)}
            dealName={deal.dealName}
            sync={entityStateOf(states, 'deals', deal.dealId)}
            onOpenSync={onOpenSync}
          />
        </div>
      )
    },
    [deals, states, onOpenSync],
  )

  return (
    <section
      ref={setNodeRef}
      data-stage={stage}
      aria-labelledby={headingId}
      className={`flex min-h-0 min-w-0 flex-col rounded-2xl ring-1 transition-colors ring-inset ${
        isOver ? 'bg-brand-50 ring-brand-600/40' : 'bg-slate-100/70 ring-slate-200'
      }`}
    >
      <header className="px-3 pt-3 pb-2">
        <h3
          id={headingId}
          className="truncate text-[13px] font-semibold text-slate-800"
          title={name}
        >
          {name}
        </h3>
        <p className="mt-0.5 flex items-center justify-between gap-2 text-xs text-slate-500 tabular-nums">
          <span className="truncate">{withIdrSymbol(formatTotalAmount(total))}</span>
          <span
            className="shrink-0 rounded-full bg-white px-1.5 text-[11px] font-medium text-slate-600 ring-1 ring-slate-200"
            aria-label={`${deals.length} deals`}
          >
            {deals.length}
          </span>
        </p>
      </header>
      {deals.length === 0 ? (
        <p className="mx-2 mb-2 flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-400">
          No deals
        </p>
      ) : (
        <VirtualList
          className="min-h-0 flex-1 px-2 pt-1"
          count={deals.length}
          rowHeight={ROW_HEIGHT}
          renderRow={renderRow}
          aria-label={`${name} deals`}
        />
      )}
    </section>
  )
}

export const BoardColumn = memo(BoardColumnView)
