/**
 * One deal card as drawn: its face, its sync mark (the card follows its own deal's sync state, so
 * a draining outbox re-renders only the cards whose state changed) and the hints of a card the
 * person may not move (`movable` false: the default cursor, a title and aria-description saying
 * why). What drag and drop adds (the node, its handle's attributes, whether it is carried or under
 * a carried card) comes in `dnd`; until drag and drop has loaded a card is drawn without it
 * (StaticDealCard). Stable hooks: `data-deal-id`, `data-sync`, `data-movable` (on the card).
 */
import { useNavigate } from '@tanstack/react-router'
import { memo, useCallback, useMemo, type HTMLAttributes } from 'react'
import { useEntitySyncState } from '../sync/index.ts'
import { cardClassName, notMovableHints, sameView } from './cardChrome.ts'
import { CardFace } from './CardFace.tsx'
import type { CardView } from './cardView.ts'
import { CardSyncMark } from './CardSyncMark.tsx'
import { useSuccessMark } from './successMarks.ts'

export interface DealCardProps {
  view: CardView
  dealName: string
  /** Whether the person may move the deal (permissions.ts canActOnDeal). */
  movable: boolean
  onOpenSync: (dealId: number) => void
}

/** What drag and drop adds to a card. */
export interface CardDnd {
  nodeRef?: (node: HTMLElement | null) => void
  /** The drag handle's attributes and listeners. */
  handle?: HTMLAttributes<HTMLElement>
  isDragging: boolean
  /** Another card is carried over this one. */
  isOver: boolean
}

export function DealCardFrame(props: DealCardProps & CardDnd) {
  const { view, dealName, movable, onOpenSync, nodeRef, handle, isDragging, isOver } = props
  const sync = useEntitySyncState('deals', view.dealId)
  const justSynced = useSuccessMark(view.dealId)
  const navigate = useNavigate()
  const { dealId } = view
  const openDetail = useCallback(
    () => void navigate({ to: '/deals', search: { tab: 'detail', deal: dealId } }),
    [navigate, dealId],
  )
  // Drag and drop draws every card on screen again whenever a drag starts, moves over another
  // target or ends: the face, the same element while its view is, is then left as it was.
  const face = useMemo(() => <CardFace view={view} onOpenDetail={openDetail} />, [view, openDetail])
  return (
    <div className="relative" data-deal-id={view.dealId} data-sync={sync}>
      <div
        ref={nodeRef}
        {...handle}
        aria-roledescription="deal card"
        {...notMovableHints(movable)}
        className={`${cardClassName(sync, isDragging, movable)} ${
          isOver && !isDragging ? 'outline-2 outline-offset-2 outline-brand-600/60' : ''
        }`}
      >
        {face}
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

/** Memoised on plain values so a board of thousands re-renders only the cards that changed. */
export const sameCardProps = (before: DealCardProps, after: DealCardProps): boolean =>
  before.dealName === after.dealName &&
  before.movable === after.movable &&
  before.onOpenSync === after.onOpenSync &&
  sameView(before.view, after.view)

/** A card drawn before drag and drop has loaded (it opens and shows its sync, it cannot be carried). */
export const StaticDealCard = memo(
  (props: DealCardProps) => <DealCardFrame {...props} isDragging={false} isOver={false} />,
  sameCardProps,
)
