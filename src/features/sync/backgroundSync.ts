/**
 * Background Sync hand-off (README "How a change reaches the server"): when the page is hidden or
 * closing with ops waiting, it asks the browser for a `sync` event, so the service worker can send
 * them after the tab is gone. While a tab is open its own engine sends them; asking then only made
 * the worker wait for the leader's lock. Browsers without Background Sync (or without a worker)
 * simply keep the ops for the next visit.
 */
import { OUTBOX_SYNC_TAG } from '../../../sw/outboxSyncTag.ts'

interface SyncManagerLike {
  register(tag: string): Promise<void>
}

let syncManager: SyncManagerLike | null = null

/**
 * Finds the worker's SyncManager once it is active, so a closing page can register without
 * awaiting anything (a page being torn down may not see an awaited promise settle).
 */
export async function prepareBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = await navigator.serviceWorker.ready
    syncManager = (registration as { sync?: SyncManagerLike }).sync ?? null
  } catch {
    syncManager = null
  }
}

/** Asks for the outbox's sync event; false when this browser cannot (the ops wait for a tab). */
export function requestBackgroundSync(): boolean {
  if (!syncManager) return false
  // Permission refused or no worker: the next open tab sends the ops itself.
  syncManager.register(OUTBOX_SYNC_TAG).catch(() => undefined)
  return true
}
