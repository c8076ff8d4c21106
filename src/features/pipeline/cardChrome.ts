/** What the deal card and the projection card share around their face. */
import { AUTHORIZED_OWNERS_ONLY } from '../../domain/messages.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'

/** A card's ring colour by its sync state. */
export const SYNC_RING: Readonly<Record<EntitySyncState, string>> = {
  synced: 'ring-slate-200',
  pending: 'ring-brand-600/50',
  stalled: 'ring-red-300',
  failed: 'ring-red-400',
  conflict: 'ring-amber-400',
}

/**
 * Why a card the person may not move (permissions.ts canActOnDeal) does not look movable: its
 * tooltip and accessible description, in the words of the refusal a drop of it gets ('Hold Up!').
 */
export const NOT_MOVABLE_TEXT = `${AUTHORIZED_OWNERS_ONLY}: you may not move this card.`

/** The attributes that tell a card is not movable (none on a movable card). */
export const notMovableHints = (
  movable: boolean,
): { title?: string; 'aria-description'?: string; 'data-movable': 'true' | 'false' } =>
  movable
    ? { 'data-movable': 'true' }
    : { title: NOT_MOVABLE_TEXT, 'aria-description': NOT_MOVABLE_TEXT, 'data-movable': 'false' }

/**
 * The draggable card's classes: its ring says its sync state; faded while it is carried. A card
 * the person may move shows the grab cursor, any other the default one (a drag of it is still
 * answered with 'Hold Up!').
 */
export const cardClassName = (sync: EntitySyncState, isDragging: boolean, movable = true): string =>
  `${movable ? 'cursor-grab' : 'cursor-default'} touch-none rounded-xl bg-white shadow-sm ring-1 transition-shadow select-none hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${SYNC_RING[sync]} ${
    isDragging ? 'opacity-40' : ''
  }`

/** Whether two card views show the same (they are flat records of plain values). */
export const sameView = <View extends object>(a: View, b: View): boolean =>
  (Object.keys(a) as (keyof View)[]).every((key) => a[key] === b[key])
