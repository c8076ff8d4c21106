/**
 * Drag and drop wiring of the projection board: what cards and month columns carry as data (in
 * the shapes the pipeline's collision and keyboard helpers read, so those are reused), and what a
 * screen reader hears, in months.
 */
import type { Announcements, DataRef, ScreenReaderInstructions } from '@dnd-kit/core'
import { draggedCard, type DraggedCard } from '../pipeline/index.ts'

/** A card's drag data: `dealId` holds the item's invoiceId (the pipeline helpers' shape). */
export type DraggedItem = DraggedCard

/** A month column's drop data: `stage` is the column number 1..5. */
export interface MonthDropTarget {
  kind: 'column'
  stage: number
}

export const itemDragId = (invoiceId: number): string => `projection-${invoiceId}`
export const monthDropId = (column: number): string => `month-${column}`

export const monthTargetOf = (data: DataRef | undefined): MonthDropTarget | undefined =>
  data?.current as MonthDropTarget | undefined

export const PROJECTION_SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up a projection card, press space. Use the left and right arrow keys to move it to another month. Press space to drop it, or escape to cancel. Press enter to update its projected invoice.',
}

/** Announcements in the board's words; `monthOf` names a column number. */
export function projectionAnnouncements(monthOf: (column: number) => string): Announcements {
  const named = (data: DataRef) => draggedCard(data)?.dealName ?? 'the deal'
  const month = (data: DataRef | undefined) => {
    const target = monthTargetOf(data)
    return target ? monthOf(target.stage) : 'no month'
  }
  return {
    onDragStart: ({ active }) => `Picked up ${named(active.data)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${named(active.data)} is over ${month(over.data)}.`
        : `${named(active.data)} is no longer over a month.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${named(active.data)} was dropped on ${month(over.data)}.`
        : `${named(active.data)} was dropped back in place.`,
    onDragCancel: ({ active }) => `Moving ${named(active.data)} was cancelled.`,
  }
}
