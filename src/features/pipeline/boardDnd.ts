/**
 * Drag and drop wiring of the board (@dnd-kit/core 6.3): what cards and columns carry as data,
 * which target wins a collision (a card over its column), how the keyboard moves a picked-up card
 * (left/right: the neighbouring column at the same height; up/down: the next card), and what a
 * screen reader hears.
 */
import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type DataRef,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core'
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP } from '../../domain/messages.ts'
import { stageName } from '../../domain/stages.ts'
import type { DropTarget } from './dropPlan.ts'

export interface DraggedCard {
  dealId: number
  dealName: string
}

export const cardDragId = (dealId: number): string => `deal-${dealId}`
export const columnDropId = (stage: number): string => `stage-${stage}`

export const draggedCard = (data: DataRef): DraggedCard | undefined =>
  data.current as DraggedCard | undefined
export const dropTargetOf = (data: DataRef | undefined): DropTarget | undefined =>
  data?.current as DropTarget | undefined

/** A card under the pointer (or overlapping most) wins over the column around it. */
export const boardCollisions: CollisionDetection = (args) => {
  const pointer = args.pointerCoordinates ? pointerWithin(args) : []
  const hits = pointer.length > 0 ? pointer : rectIntersection(args)
  const card = hits.find((hit) => dropTargetOf(hit.data?.droppableContainer?.data)?.kind === 'card')
  return card ? [card] : hits.slice(0, 1)
}

const centreX = (rect: ClientRect): number => rect.left + rect.width / 2

/** Keeps a dropped card after its target when its centre is lower than the target's. */
export function dropsAfter(dragged: ClientRect | null | undefined, over: ClientRect): boolean {
  if (!dragged) return false
  return dragged.top + dragged.height / 2 > over.top + over.height / 2
}

const END_GAP = 8

export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers, active } = context
  const code = event.code
  const horizontal = code === KeyboardCode.Left || code === KeyboardCode.Right
  const vertical = code === KeyboardCode.Up || code === KeyboardCode.Down
  if (!collisionRect || !active || (!horizontal && !vertical)) return undefined
  event.preventDefault()
  const activeId = draggedCard(active.data)?.dealId
  const targets = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id)
    const target = dropTargetOf(container.data)
    if (!rect || !target) return []
    if (target.kind === 'card' && target.dealId === activeId) return []
    return [{ rect, target }]
  })
  const columns = targets
    .filter((entry) => entry.target.kind === 'column')
    .sort((a, b) => a.rect.left - b.rect.left)
  const x = centreX(collisionRect)
  const here = columns.findIndex((column) => x >= column.rect.left && x <= column.rect.right)
  if (here === -1) return undefined
  const cardsOf = (stage: number) =>
    targets.filter((entry) => entry.target.kind === 'card' && entry.target.stage === stage)

  if (horizontal) {
    const next = columns[here + (code === KeyboardCode.Right ? 1 : -1)]
    if (!next) return undefined
    const nearest = cardsOf(next.target.stage).sort(
      (a, b) => Math.abs(a.rect.top - collisionRect.top) - Math.abs(b.rect.top - collisionRect.top),
    )[0]
    const rect = nearest?.rect ?? next.rect
    return { x: rect.left, y: rect.top }
  }
  const column = columns[here]!
  const cards = cardsOf(column.target.stage)
  if (code === KeyboardCode.Down) {
    const below = cards
      .filter((entry) => entry.rect.top > collisionRect.top + 1)
      .sort((a, b) => a.rect.top - b.rect.top)[0]
    if (below) return { x: below.rect.left, y: below.rect.top }
    const lastBottom = Math.max(collisionRect.top, ...cards.map((entry) => entry.rect.bottom))
    const y = lastBottom + END_GAP
    return y + collisionRect.height <= column.rect.bottom + collisionRect.height / 2
      ? { x: collisionRect.left, y }
      : undefined
  }
  const above = cards
    .filter((entry) => entry.rect.top < collisionRect.top - 1)
    .sort((a, b) => b.rect.top - a.rect.top)[0]
  return above ? { x: above.rect.left, y: above.rect.top } : undefined
}

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up a deal card, press space or enter. Use the left and right arrow keys to move it to another stage and the up and down arrow keys to move it within a stage. Press space or enter to drop it, or escape to cancel.',
}

function targetText(target: DropTarget | undefined, dealName: (id: number) => string): string {
  if (!target) return 'no stage'
  const stage = stageName(target.stage)
  return target.kind === 'card' ? `${stage}, at deal ${dealName(target.dealId)}` : stage
}

/** The end of a drag as the board judges it: `refused` when the drop answers 'Hold Up!'. */
export type DropVerdict = (
  end: Parameters<NonNullable<Announcements['onDragEnd']>>[0],
) => 'refused' | 'done'

/**
 * Announcements in the board's words; `dealName` names a deal id. A refused drop is heard as
 * refused, not as dropped.
 */
export function boardAnnouncements(
  dealName: (id: number) => string,
  verdict: DropVerdict = () => 'done',
): Announcements {
  const named = (data: DataRef) => draggedCard(data)?.dealName ?? 'the deal'
  return {
    onDragStart: ({ active }) => `Picked up deal ${named(active.data)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Deal ${named(active.data)} is over ${targetText(dropTargetOf(over.data), dealName)}.`
        : `Deal ${named(active.data)} is no longer over a stage.`,
    onDragEnd: ({ active, over }) =>
      over && verdict({ active, over }) === 'refused'
        ? `${HOLD_UP} ${AUTHORIZED_OWNERS_ONLY}: deal ${named(active.data)} stays where it was.`
        : over
          ? `Deal ${named(active.data)} was dropped on ${targetText(dropTargetOf(over.data), dealName)}.`
          : `Deal ${named(active.data)} was dropped back in place.`,
    onDragCancel: ({ active }) => `Moving deal ${named(active.data)} was cancelled.`,
  }
}
