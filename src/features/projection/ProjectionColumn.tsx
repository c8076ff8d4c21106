/**
 * One month column: its month, how many cards and their value, and the cards by invoice date
 * (windowed). The whole column is a drop target. Stable hooks: `data-month-column` (1..5),
 * `data-year-month` (YYYYMM).
 */
import { useDroppable } from '@dnd-kit/core'
import { memo, useCallback } from 'react'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import { entityStateOf, type EntityOps } from '../../sync/syncState.ts'
import { VirtualList } from '../../ui/VirtualList.tsx'
import { monthDropId, type MonthDropTarget } from './projectionDnd.ts'
import { toProjectionCardView } from './projectionCardView.ts'
import { monthTitle, type ProjectionColumnModel } from './projectionModel.ts'
import { ProjectionCard } from './ProjectionCard.tsx'
import { PROJECTION_CARD_GAP, PROJECTION_CARD_HEIGHT } from './ProjectionCardFace.tsx'

interface ProjectionColumnProps {
  model: ProjectionColumnModel
  states: ReadonlyMap<string, EntityOps>
  onOpen: (invoiceId: number) => void
  onOpenSync: (invoiceId: number) => void
}

const ROW_HEIGHT = PROJECTION_CARD_HEIGHT + PROJECTION_CARD_GAP

function ProjectionColumnView({ model, states, onOpen, onOpenSync }: ProjectionColumnProps) {
  const { column, items, total } = model
  const target: MonthDropTarget = { kind: 'column', stage: column.stage }
  const { setNodeRef, isOver } = useDroppable({ id: monthDropId(column.stage), data: target })
  const headingId = `month-${column.stage}-title`
  const name = monthTitle(column)

  const renderRow = useCallback(
    (index: number) => {
      const item = items[index]!
      return (
        <div
          key={item.invoiceId}
          style={{ height: ROW_HEIGHT, paddingBottom: PROJECTION_CARD_GAP }}
        >
          <ProjectionCard
            view={toProjectionCardView(item)}
            dealName={item.dealName}
            sync={entityStateOf(states, 'projectionItems', item.invoiceId)}
            onOpen={onOpen}
            onOpenSync={onOpenSync}
          />
        </div>
      )
    },
    [items, states, onOpen, onOpenSync],
  )

  return (
    <section
      ref={setNodeRef}
      data-month-column={column.stage}
      data-year-month={column.year * 100 + column.month}
      aria-labelledby={headingId}
      className={`flex min-h-0 min-w-0 flex-col rounded-2xl ring-1 transition-colors ring-inset ${
        isOver ? 'bg-brand-50 ring-brand-600/40' : 'bg-slate-100/70 ring-slate-200'
      }`}
    >
      <header className="px-3 pt-3 pb-2">
        <h3 id={headingId} className="truncate text-[13px] font-semibold text-slate-800">
          {name}
        </h3>
        <p className="mt-0.5 flex items-center justify-between gap-2 text-xs text-slate-500 tabular-nums">
          <span className="truncate" data-column-total>
            {withIdrSymbol(formatTotalAmount(total))}
          </span>
          <span
            className="shrink-0 rounded-full bg-white px-1.5 text-[11px] font-medium text-slate-600 ring-1 ring-slate-200"
            aria-label={`${items.length} projected invoices`}
          >
            {items.length}
          </span>
        </p>
      </header>
      {items.length === 0 ? (
        <p className="mx-2 mb-2 flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-400">
          No projected invoices
        </p>
      ) : (
        <VirtualList
          className="min-h-0 flex-1 px-2 pt-1"
          count={items.length}
          rowHeight={ROW_HEIGHT}
          renderRow={renderRow}
          aria-label={`${name} projected invoices`}
        />
      )}
    </section>
  )
}

export const ProjectionColumn = memo(ProjectionColumnView)
