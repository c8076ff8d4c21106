/** A card's sync dialog, loaded when a card's mark is opened (or when the board is idle). */
import { lazyComponent } from '../../ui/lazyComponent.tsx'
import { prefetchWhenIdle } from '../../ui/prefetch.ts'

export const DealSyncDialog = lazyComponent(() =>
  import('./DealSyncDialog.tsx').then((module) => module.DealSyncDialog),
)
prefetchWhenIdle(DealSyncDialog.preload)
