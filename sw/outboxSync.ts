/// <reference lib="webworker" />
/**
 * The Background Sync hand-off of the outbox (ARCHITECTURE.md "The outbox"): the page registers
 * a sync with OUTBOX_SYNC_TAG when it queues writes, and the browser fires the `sync` event here,
 * even after the tab is closed. The outbox drain (read the session copy and the outbox from
 * IndexedDB, replay in `seq` order) plugs in as `drainOutbox`; until the outbox exists there is
 * nothing to send.
 */

declare const self: ServiceWorkerGlobalScope

export const OUTBOX_SYNC_TAG = 'crm-outbox'

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

export type OutboxDrain = () => Promise<void>

const nothingQueued: OutboxDrain = () => Promise.resolve()

export function registerOutboxSync(drainOutbox: OutboxDrain = nothingQueued): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainOutbox())
  })
}
