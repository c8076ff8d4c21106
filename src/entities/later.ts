import type { CrmDb } from './db.ts'
import type { FillContext } from '../sync/briefcase.ts'

/**
 * A fill whose code loads when a run first needs it: the app's first screen needs only the
 * pipeline's (and the master data's), so the other areas' pulls stay off its landing path. An
 * area spreads it: `load` lets the runner start loading the code while it waits on the network.
 */
export const later = <M>(
  load: () => Promise<M>,
  fill: (module: M, context: FillContext<CrmDb>) => Promise<void>,
) => ({
  load,
  fill: async (context: FillContext<CrmDb>) => fill(await load(), context),
})
