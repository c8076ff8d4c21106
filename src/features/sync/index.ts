/**
 * The public face of features/sync: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { AppSyncEffect } from './AppSyncEffect.tsx'
export { EntityOpsDialog } from './EntityOpsDialog.tsx'
export { beginQuietSave, beginSave } from './announceSave.ts'
export type { SaveAnnouncer } from './announceSave.ts'
export {
  useAnyUserOps,
  useEntityOps,
  useEntityStatesOf,
  useEntitySyncState,
  useEntitySyncStates,
  useUserOps,
} from './useEntitySync.ts'
export { useOpTypesReady } from './useOpTypesReady.ts'
export { usePull } from './usePull.ts'
export type { PullState } from './usePull.ts'
