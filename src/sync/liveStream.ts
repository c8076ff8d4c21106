/**
 * The device's live stream (GET /sync/live, contract/live.ts): opened with the access token,
 * it tells `onPoke` when the feed moved (and once when it opens: what moved while there was no
 * stream). It reconnects with backoff; renews an expired token first; stops for good on a provider
 * without it (404: later starts ask no more) or a session that cannot be renewed; and stops quietly after streams that
 * never open (a proxy that buffers or cuts them): the periodic refresh remains the safety net.
 * Framework-free: the app starts it in the tab that leads, and stops it offline or hidden.
 */
import {
  LIVE_EVENTS,
  LIVE_HEARTBEAT_SECONDS,
  type LiveEnd,
  type LiveReady,
} from '../contract/live.ts'
import { backoffDelay, type BackoffPolicy } from './backoff.ts'
import type { Timers } from './engine.ts'
import { createSseParser } from './sseParser.ts'

export type LiveState = 'off' | 'connecting' | 'live'

/** A stream that opens but sends no `ready` within this long is held back by something between. */
export const READY_TIMEOUT_MS = 10_000
/** After this many streams in a row that never opened, the device stops trying until restarted. */
export const GIVE_UP_AFTER = 5
/** Heartbeats missed before the stream counts as dead: allow one late one. */
const SILENT_BEATS = 2.5

export const LIVE_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 60_000, jitter: 0.5 }

export interface LiveStreamOptions {
  /** The stream's full URL. */
  url: string
  /** The current access token (null: nobody signed in). */
  token(): string | null
  /** Renews the tokens; false when the session cannot be renewed (the person signs in again). */
  renew(): Promise<boolean>
  onPoke(): void
  onState(state: LiveState): void
  fetch?: typeof fetch
  timers?: Timers
  random?: () => number
}

export interface LiveStream {
  /**
   * Opens the stream unless it is open or opening, or the provider answered that it has none;
   * starts the give-up count afresh.
   */
  start(): void
  /** Closes it and cancels any reconnect. */
  stop(): void
  state(): LiveState
}

export function createLiveStream(options: LiveStreamOptions): LiveStream {
  const fetchStream = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const random = options.random ?? Math.random
  let state: LiveState = 'off'
  let running = false
  let abort: AbortController | null = null
  let retry: unknown = null
  let failures = 0
  let neverOpened = 0
  // The provider has no live stream (404): asking again on every start would only ask in vain.
  let unsupported = false
  // A token renewed for this stream that was refused all the same is not renewed again at once.
  let renewedUnopened = false

  function setState(next: LiveState): void {
    if (next === state) return
    state = next
    options.onState(next)
  }

  function later(ms: number): void {
    if (!running) return
    setState('connecting')
    retry = timers.setTimeout(() => {
      retry = null
      void connect()
    }, ms)
  }

  function backOff(): void {
    failures++
    later(backoffDelay(failures, random, LIVE_BACKOFF))
  }

  function halt(): void {
    running = false
    abort?.abort()
    abort = null
    if (retry !== null) timers.clearTimeout(retry)
    retry = null
    setState('off')
  }

  async function renewThenConnect(): Promise<void> {
    renewedUnopened = true
    const renewed = await options.renew().catch(() => false)
    if (!running) return
    if (renewed) void connect()
    else halt()
  }

  async function connect(): Promise<void> {
    const token = options.token()
    if (!running) return
    if (!token) return halt()
    setState('connecting')
    const controller = new AbortController()
    abort = controller
    let opened = false
    let watchdog: unknown = null
    let silentMs = READY_TIMEOUT_MS
    const arm = () => {
      if (watchdog !== null) timers.clearTimeout(watchdog)
      watchdog = timers.setTimeout(() => controller.abort(), silentMs)
    }
    // How the stream ended decides what follows: null = it just ended (reconnect soon).
    let next: 'renew' | 'later' | 'stop' | null = null
    try {
      arm()
      const response = await fetchStream(options.url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      })
      if (response.status === 401) next = 'renew'
      else if (response.status === 404) {
        unsupported = true
        next = 'stop'
      } else if (!response.ok || !response.body) {
        const wait = Number(response.headers.get('Retry-After'))
        if (wait > 0) {
          failures++
          await response.body?.cancel()
          timers.clearTimeout(watchdog)
          return later(wait * 1000 * (1 + random() * 0.5))
        }
        next = 'later'
      } else {
        const parser = createSseParser()
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          arm()
          for (const event of parser.feed(value)) {
            if (event.event === LIVE_EVENTS.ready) {
              const ready = JSON.parse(event.data) as LiveReady
              silentMs = (ready.heartbeatSeconds || LIVE_HEARTBEAT_SECONDS) * 1000 * SILENT_BEATS
              arm()
              opened = true
              renewedUnopened = false
              failures = 0
              neverOpened = 0
              setState('live')
              options.onPoke()
            } else if (event.event === LIVE_EVENTS.changed) options.onPoke()
            else if (event.event === LIVE_EVENTS.end) {
              const { reason } = JSON.parse(event.data) as LiveEnd
              next = reason === 'closing' ? null : 'renew'
            }
          }
          if (next !== null) {
            await reader.cancel().catch(() => undefined)
            break
          }
        }
      }
    } catch {
      // No answer, a cut stream, or the watchdog: tried again with backoff.
    } finally {
      if (watchdog !== null) timers.clearTimeout(watchdog)
      if (abort === controller) abort = null
    }
    if (!running) return
    if (!opened && next !== 'renew') neverOpened++
    if (next === 'stop' || neverOpened >= GIVE_UP_AFTER) return halt()
    if (next === 'renew' && !renewedUnopened) return void renewThenConnect()
    if (next === null && opened) return later(random() * 1_000)
    backOff()
  }

  return {
    start() {
      neverOpened = 0
      if (running || unsupported) return
      running = true
      failures = 0
      void connect()
    },
    stop: halt,
    state: () => state,
  }
}
