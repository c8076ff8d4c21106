/**
 * Background Sync hand-off (README "How a change reaches the server"): while ops wait, the page
 * asks the browser for a `sync` event, so the service worker can send them after the tab is closed.
 * Browsers without Background Sync (or without a worker) simply keep the ops for the next visit.
 */
import { OUTBOX_SYNC_TAG } from '../../../sw/outboxSyncTag.ts'

interface SyncManagerLike {
  register(tag: string): Promise<void>
}

export async function requestBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync
    if (!registration?.active || !sync) return false
    await sync.register(OUTBOX_SYNC_TAG)
    return true
  } catch {
    // Permission refused or no worker yet: the open tab sends the ops itself.
    return false
  }
}
