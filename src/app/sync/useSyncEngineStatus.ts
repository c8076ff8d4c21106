import { useSyncExternalStore } from 'react'
import type { SyncStatus } from '../../sync/syncState.ts'
import { syncEngine } from './syncEngine.ts'

/** The engine's status (connectivity, counts), live. */
export function useSyncEngineStatus(): SyncStatus {
  return useSyncExternalStore(syncEngine.subscribe, syncEngine.getStatus)
}

/** Only whether the device is offline: re-renders when that changes, not on every op. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    syncEngine.subscribe,
    () => syncEngine.getStatus().connectivity === 'offline',
  )
}
