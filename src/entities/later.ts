import type { CrmDb } from './db.ts'
import type { FillContext } from '../sync/briefcase.ts'

type Fill = (context: FillContext<CrmDb>) => Promise<void>

/**
 * A fill whose code loads when a run first needs it: the app's first screen needs only the
 * pipeline's (and the master data's), so the other areas' pulls stay off its landing path.
 */
export const later =
  <M>(
    load: () => Promise<M>,
    fill: (module: M, context: FillContext<CrmDb>) => Promise<void>,
  ): Fill =>
  async (context) =>
    fill(await load(), context)
