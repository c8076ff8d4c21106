/**
 * Live updates for the browser: one stream per browser, held by the tab that holds the Web Lock
 * 'crm-live' (the next tab takes over when it closes); other tabs see the changes through
 * IndexedDB and learn whether the stream is up on a BroadcastChannel. A poke refreshes the
 * briefcase (unless the outbox is sending: its end refreshes): the walk moves only what changed
 * since the device's cursor, and rows with unsent changes keep them, as at any refresh. The
 * stream closes offline, when nobody is signed in, and when the page has been hidden for
 * HIDDEN_CLOSE_MS; the periodic refresh stays the safety net. The stream's code
 * (liveStreamHolder.ts) loads once the first screen drew: none of it is on the way to the cards.
 */
import type { LiveSource } from '../../ui/sync/LiveContext.tsx'
import { loadFirstWhenLanded } from '../../ui/prefetch.ts'
import type { LiveMessage } from './liveStreamHolder.ts'

const CHANNEL_NAME = 'crm-live'
/** A screen that never says it landed loads the stream's code this long after the start. */
const HOLDER_LOAD_LATEST_MS = 3_000

let live = false
const listeners = new Set<() => void>()

function setLive(next: boolean): void {
  if (next === live) return
  live = next
  for (const listener of listeners) listener()
}

/** Whether this browser's stream is up (in whichever tab holds it). */
export const liveUpdates: LiveSource = {
  isLive: () => live,
  subscribe(listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

let started = false

export function startLiveUpdates(): void {
  if (started) return
  started = true
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
  channel?.addEventListener('message', (event: MessageEvent<LiveMessage>) => {
    if (event.data.type === 'state') setLive(event.data.live)
  })
  channel?.postMessage({ type: 'ask' } satisfies LiveMessage)
  const hold = holdOnce(() =>
    import('./liveStreamHolder.ts').then(({ holdLiveStream }) => holdLiveStream(channel, setLive)),
  )
  loadFirstWhenLanded(hold)
  const holdQuietly = () => void hold().catch(() => undefined)
  setTimeout(holdQuietly, HOLDER_LOAD_LATEST_MS)
  // A chunk that failed to load (a deploy replaced it, the network dropped) is tried again.
  window.addEventListener('online', holdQuietly)
}

/** `load` run once while it succeeds or runs; after a failure the next call runs it again. */
export function holdOnce(load: () => Promise<void>): () => Promise<void> {
  let holding: Promise<void> | null = null
  return () =>
    (holding ??= load().catch((error: unknown) => {
      holding = null
      throw error
    }))
}
