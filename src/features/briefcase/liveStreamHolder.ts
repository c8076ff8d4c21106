/**
 * The tab's hold on this browser's live stream (see liveUpdates.ts): loaded once the first screen
 * drew, as no part of it needs the stream's code.
 */
import { API_BASE } from '../../api/config.ts'
import { apiClient } from '../../app/apiClient.ts'
import { LIVE_PATH } from '../../contract/live.ts'
import { browserSession } from '../../entities/session/browserSession.ts'
import { createLiveStream, type LiveState } from '../../sync/liveStream.ts'
import { refreshUnlessSending } from './briefcaseRunner.ts'

const LOCK_NAME = 'crm-live'
/** Hidden this long (another window in front, a minimised browser), the stream closes. */
export const HIDDEN_CLOSE_MS = 5 * 60_000
/** Pokes this close together make one refresh. */
const POKE_GATHER_MS = 30

export type LiveMessage = { type: 'state'; live: boolean } | { type: 'ask' }

async function renewTokens(): Promise<boolean> {
  try {
    await apiClient.refreshSession()
    return browserSession.current() !== null
  } catch {
    return false
  }
}

/** This tab holds the stream: opens it while someone is signed in, online and not long hidden. */
function holdStream(channel: BroadcastChannel | null, setLive: (live: boolean) => void): void {
  let gather: ReturnType<typeof setTimeout> | undefined
  const tell = (state: LiveState) => {
    setLive(state === 'live')
    channel?.postMessage({ type: 'state', live: state === 'live' } satisfies LiveMessage)
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
    channel?.postMessage({ type: 'state', live: false } satisfies LiveMessage)
  })
  channel?.addEventListener('message', (event: MessageEvent<LiveMessage>) => {
    if (event.data.type === 'ask') tell(stream.state())
  })
  follow()
}

/** Holds the stream in whichever tab gets the Web Lock 'crm-live' (the next takes over when it closes). */
export function holdLiveStream(
  channel: BroadcastChannel | null,
  setLive: (live: boolean) => void,
): void {
  if (!navigator.locks) return holdStream(channel, setLive)
  // Held for the life of the page: the browser releases it when the tab closes.
  void navigator.locks.request(LOCK_NAME, () => {
    holdStream(channel, setLive)
    return new Promise<never>(() => {})
  })
}
