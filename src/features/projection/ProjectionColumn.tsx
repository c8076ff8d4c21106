/**
 * One month column: its month, how many cards and their value, and the cards by invoice date
 * (windowed). The whole column is a drop target. Stable hooks: `data-month-column` (1..5),
 * `data-year-month` (YYYYMM).
 */
import { monthColumnHooks, monthTitle } from '../../domain/dates.ts'
import { useDroppable } from '@dnd-kit/core'
import { memo, useCallback } from 'react'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import { CARD_GAP, ColumnFrame } from '../pipeline/index.ts'
import { monthDropId, type MonthDropTarget } from './projectionDnd.ts'
import { toProjectionCardView } from './projectionCardView.ts'
import { type ProjectionColumnModel } from './projectionModel.ts'
import { ProjectionCard } from './ProjectionCard.tsx'
import { PROJECTION_CARD_HEIGHT } from './ProjectionCardFace.tsx'

interface ProjectionColumnProps {
  model: ProjectionColumnModel
  /** The signed-in person: a card shows as movable only when they may move it. */
  actor: Actor
  onOpen: (invoiceId: number) => void
  onOpenSync: (invoiceId: number) => void
}

const ROW_HEIGHT = PROJECTION_CARD_HEIGHT + CARD_GAP

function ProjectionColumnView(props: ProjectionColumnProps) {
  const { model, actor, onOpen, onOpenSync } = props
  const { column, items, total } = model
  const target: MonthDropTarget = { kind: 'column', stage: column.stage }
  const { setNodeRef, isOver } = useDroppable({ id: monthDropId(column.stage), data: target })

  const renderRow = useCallback(
    (index: number) => {
      const item = items[index]!
      return (
        <div key={item.invoiceId} style={{ height: ROW_HEIGHT, paddingBottom: CARD_GAP }}>
          <ProjectionCard
            view={toProjectionCardView(item)}
            dealName={item.dealName}
            movable={canActOnDeal(actor, item)}
            onOpen={onOpen}
            onOpenSync={onOpenSync}
          />
        </div>
      )
    },
    [items, actor, onOpen, onOpenSync],
  )

  return (
    <ColumnFrame
      dropRef={setNodeRef}
      isOver={isOver}
      headingId={`month-${column.stage}-title`}
      name={monthTitle(column)}
      total={total}
      count={items.length}
      noun="projected invoices"
      rowHeight={ROW_HEIGHT}
      renderRow={renderRow}
      hooks={monthColumnHooks(column)}
    />
  )
}

export const ProjectionColumn = memo(ProjectionColumnView)
