import type { Hono } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import { decodeJwt } from 'jose'
import {
  LIVE_EVENTS,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_PATH,
  type LiveChanged,
  type LiveEnd,
  type LiveEndReason,
  type LiveReady,
} from '../../contract/live.ts'
import type { AppEnv, Services } from '../http/env.ts'
import { bearerToken } from '../http/auth.ts'
import { describe } from '../http/errors.ts'
import type { LiveStream } from '../live/liveHub.ts'

/** Streams refused while the process holds its maximum come back after about this long. */
const FULL_RETRY_AFTER_SECONDS = 60
const MAX_TIMER_MS = 2 ** 31 - 1
const END_WAIT_MS = 1_000

export const LIVE_ROUTE_PATH = `/api${LIVE_PATH}`

/** Milliseconds until the bearer token of this call expires (it was verified before). */
function tokenLifeMs(authorization: string | undefined): number {
  const token = bearerToken(authorization)
  const exp = token ? decodeJwt(token).exp : undefined
  return exp === undefined ? 0 : Math.min(exp * 1000 - Date.now(), MAX_TIMER_MS)
}

/**
 * GET /sync/live (contract/live.ts): a stream of pokes for the signed-in user's device, ended when
 * its token expires, its sign-in ends, or the server closes. Not registered without the change
 * feed or with live updates off (LIVE_STREAMS=0): it answers 404 and devices keep refreshing.
 */
export function registerLiveRoute(app: Hono<AppEnv>, services: Services): void {
  const hub = services.live
  if (!hub || !services.config.changeFeed) return
  app.get(LIVE_ROUTE_PATH, (c) => {
    const lifeMs = tokenLifeMs(c.req.header('Authorization'))
    let sse: SSEStreamingApi | null = null
    let seq = 0
    let pokeWaiting = false
    let writing: Promise<void> = Promise.resolve()
    let finish: () => void = () => {}
    const finished = new Promise<void>((resolve) => (finish = resolve))
    const write = (text: () => Promise<void>) => {
      writing = writing.then(text).catch(() => finish())
    }
    const send = (event: string, data: LiveReady | LiveChanged | LiveEnd) =>
      write(() => sse!.writeSSE({ event, data: JSON.stringify(data) }))
    const stream: LiveStream = {
      actor: c.get('actor'),
      poke() {
        // A device that reads slowly is told once for all that moved meanwhile.
        if (pokeWaiting) return
        pokeWaiting = true
        write(() => {
          pokeWaiting = false
          return sse!.writeSSE({
            event: LIVE_EVENTS.changed,
            data: JSON.stringify({ seq: ++seq } satisfies LiveChanged),
          })
        })
      },
      end(reason: LiveEndReason) {
        send(LIVE_EVENTS.end, { reason })
        // A device that stopped reading is not waited for.
        const unread = setTimeout(() => finish(), END_WAIT_MS)
        void writing.then(() => {
          clearTimeout(unread)
          finish()
        })
      },
    }
    if (!hub.add(stream)) {
      return c.json(describe('Too many live connections; refreshing instead'), 503, {
        'Retry-After': String(FULL_RETRY_AFTER_SECONDS),
      })
    }
    // Proxies (nginx) pass an event stream on at once instead of buffering it.
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (api) => {
      sse = api
      api.onAbort(() => finish())
      const heartbeat = setInterval(
        () => write(() => api.write(': keep-alive\n\n').then(() => undefined)),
        LIVE_HEARTBEAT_SECONDS * 1000,
      )
      const expiry = setTimeout(() => stream.end('expired'), Math.max(0, lifeMs))
      send(LIVE_EVENTS.ready, { heartbeatSeconds: LIVE_HEARTBEAT_SECONDS })
      try {
        await finished
      } finally {
        clearInterval(heartbeat)
        clearTimeout(expiry)
        hub.remove(stream)
      }
    })
  })
}
