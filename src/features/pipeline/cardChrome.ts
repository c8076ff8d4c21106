/** What the deal card and the projection card share around their face. */
import type { EntitySyncState } from '../../sync/syncState.ts'

/** A card's ring colour by its sync state. */
export const SYNC_RING: Readonly<Record<EntitySyncState, string>> = {
  synced: 'ring-slate-200',
  pending: 'ring-brand-600/50',
  stalled: 'ring-red-300',
  failed: 'ring-red-400',
  conflict: 'ring-amber-400',
}

/** The draggable card's classes: its ring says its sync state; faded while it is carried. */
export const cardClassName = (sync: EntitySyncState, isDragging: boolean): string =>
  `cursor-grab touch-none rounded-xl bg-white shadow-sm ring-1 transition-shadow select-none hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${SYNC_RING[sync]} ${
    isDragging ? 'opacity-40' : ''
  }`

/** Whether two card views show the same (they are flat records of plain values). */
export const sameView = <View extends object>(a: View, b: View): boolean =>
  (Object.keys(a) as (keyof View)[]).every((key) => a[key] === b[key])
