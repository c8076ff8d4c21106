/// <reference lib="webworker" />
/**
 * The Background Sync hand-off of the outbox (README "How a change reaches the server"): the page
 * registers a sync with OUTBOX_SYNC_TAG when it is hidden or closing with ops waiting, and the
 * browser fires the `sync` event here, even after the tab is closed. The drain replays the signed-in user's ops
 * (sw/outboxDrain.ts); a failed drain makes the browser fire the event again later.
 */
import { drainOutboxInWorker } from './outboxDrain.ts'
import { OUTBOX_SYNC_TAG } from './outboxSyncTag.ts'

declare const self: ServiceWorkerGlobalScope

export { OUTBOX_SYNC_TAG }

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

export type OutboxDrain = () => Promise<void>

export function registerOutboxSync(drainOutbox: OutboxDrain = () => drainOutboxInWorker()): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainOutbox())
  })
}
