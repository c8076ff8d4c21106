/** The Add deal dialog, loaded when it opens (or when the board is idle), not with the board. */
import { lazyComponent } from '../../ui/lazyComponent.tsx'
import { prefetchWhenIdle } from '../../ui/prefetch.ts'

export const AddDealDialog = lazyComponent(() =>
  import('./AddDealDialog.tsx').then((module) => module.AddDealDialog),
)
prefetchWhenIdle(AddDealDialog.preload)
