/**
 * Live updates for the browser: one stream per browser, held by the tab that holds the Web Lock
 * 'crm-live' (the next tab takes over when it closes); other tabs see the changes through
 * IndexedDB and learn whether the stream is up on a BroadcastChannel. A poke refreshes the
 * briefcase (unless the outbox is sending: its end refreshes): the walk moves only what changed
 * since the device's cursor, and rows with unsent changes keep them, as at any refresh. The stream closes offline, when nobody is signed in,
 * and when the page has been hidden for HIDDEN_CLOSE_MS; the periodic refresh stays the safety net.
 */
import { API_BASE } from '../../api/config.ts'
import { apiClient } from '../../app/apiClient.ts'
import { LIVE_PATH } from '../../contract/live.ts'
import { browserSession } from '../../entities/session/browserSession.ts'
import { createLiveStream, type LiveState } from '../../sync/liveStream.ts'
import type { LiveSource } from '../../ui/sync/LiveContext.tsx'
import { refreshUnlessSending } from './briefcaseRunner.ts'

const LOCK_NAME = 'crm-live'
const CHANNEL_NAME = 'crm-live'
/** Hidden this long (another window in front, a minimised browser), the stream closes. */
export const HIDDEN_CLOSE_MS = 5 * 60_000
/** Pokes this close together make one refresh. */
const POKE_GATHER_MS = 30

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

type Message = { type: 'state'; live: boolean } | { type: 'ask' }

async function renewTokens(): Promise<boolean> {
  try {
    await apiClient.refreshSession()
    return browserSession.current() !== null
  } catch {
    return false
  }
}

/** This tab holds the stream: opens it while someone is signed in, online and not long hidden. */
function holdStream(channel: BroadcastChannel | null): void {
  let gather: ReturnType<typeof setTimeout> | undefined
  const tell = (state: LiveState) => {
    setLive(state === 'live')
    channel?.postMessage({ type: 'state', live: state === 'live' } satisfies Message)
  }
  const stream = createLiveStream({
    url: `${API_BASE}${LIVE_PATH}`,
    token: () => browserSession.current()?.accessToken ?? null,
    renew: renewTokens,
    onPoke() {
      clearTimeout(gather)
      gather = setTimeout(refreshUnlessSending, POKE_GATHER_MS)
    },
    onState: tell,
  })
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined
  let user = browserSession.current()?.profile.id ?? null
  const wanted = () =>
    browserSession.current() !== null && navigator.onLine && document.visibilityState !== 'hidden'
  const follow = () => {
    if (wanted()) stream.start()
    else if (!browserSession.current() || !navigator.onLine) stream.stop()
  }
  browserSession.subscribe(() => {
    const next = browserSession.current()?.profile.id ?? null
    // Another person: their stream, not the last one's.
    if (next !== user) stream.stop()
    user = next
    follow()
  })
  window.addEventListener('online', follow)
  window.addEventListener('offline', follow)
  document.addEventListener('visibilitychange', () => {
    clearTimeout(hiddenTimer)
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => stream.stop(), HIDDEN_CLOSE_MS)
    } else follow()
  })
  window.addEventListener('pagehide', () => {
    stream.stop()
    channel?.postMessage({ type: 'state', live: false } satisfies Message)
  })
  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    if (event.data.type === 'ask') tell(stream.state())
  })
  follow()
}

let started = false

export function startLiveUpdates(): void {
  if (started) return
  started = true
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    if (event.data.type === 'state') setLive(event.data.live)
  })
  channel?.postMessage({ type: 'ask' } satisfies Message)
  if (!navigator.locks) return holdStream(channel)
  // Held for the life of the page: the browser releases it when the tab closes.
  void navigator.locks.request(LOCK_NAME, () => {
    holdStream(channel)
    return new Promise<never>(() => {})
  })
}
