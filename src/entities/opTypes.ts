/**
 * Every op type of the app's entity modules (each folder's ops.ts), registered with the engine
 * (sync/opRegistry.ts) on import and typed for its commands. The app loads it after its first
 * screen (main.tsx: the engine and every command wait for it); the service worker and the tests
 * import it at once. An entity with ops adds one line here beside its line in registry.ts.
 */
import { registerOpTypes } from '../sync/opRegistry.ts'
import { DEALS_OPS } from './deals/ops.ts'
import { CLIENTS_OPS } from './clients/ops.ts'
import { CONTACTS_OPS } from './contacts/ops.ts'
import { VISITS_OPS } from './visits/ops.ts'
import { PROPOSALS_OPS } from './proposals/ops.ts'
import { INVOICES_OPS } from './invoices/ops.ts'
import { TARGETS_OPS } from './targets/ops.ts'
import { TEAMS_OPS } from './teams/ops.ts'
import { PROFILE_OPS } from './profile/ops.ts'
import { RMS_OPS } from './rms/ops.ts'

export const OP_TYPES = {
  ...DEALS_OPS,
  ...CLIENTS_OPS,
  ...CONTACTS_OPS,
  ...VISITS_OPS,
  ...PROPOSALS_OPS,
  ...INVOICES_OPS,
  ...TARGETS_OPS,
  ...TEAMS_OPS,
  ...PROFILE_OPS,
  ...RMS_OPS,
} as const

registerOpTypes(OP_TYPES)

type AppOpTypes = typeof OP_TYPES

declare module '../sync/opRegistry.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface OpTypes extends AppOpTypes {}
}
