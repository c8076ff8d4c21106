/**
 * The network between one device and the server, with faults drawn from a seeded random source:
 * requests lost before the server, answers lost after the server committed, requests sent twice,
 * requests that land late (after the client gave up on them) or slowly, and expired tokens. The
 * last is drawn here but happens beneath the API client (ExpiringTokens), where a real expiry
 * happens: the client, not the engine, renews the session and sends the request again.
 */
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import {
  NetworkError,
  type SyncRequest,
  type SyncResponse,
  type Transport,
} from '../../../src/sync/transport.ts'
import type { Random } from './random.ts'

export const FAULTS = [
  'noAnswer',
  'dropAnswer',
  'duplicate',
  'late',
  'slow',
  'expiredToken',
] as const
export type FaultKind = (typeof FAULTS)[number]
export type FaultRates = Record<FaultKind, number>
export type FaultCounts = Record<FaultKind, number>

/** Marks a request whose access token has expired by the time it reaches the server. */
export const EXPIRE_HEADER = 'X-Chaos-Expire'

/**
 * The HTTP layer beneath a device's API client: a request FaultyTransport marked goes to the
 * server with an access token the server refuses, as it refuses an expired one (401, empty body),
 * the first time only. The client then renews the session (a real refresh call, which rotates the
 * refresh token) and sends the request again with the new token.
 */
export class ExpiringTokens {
  /** Requests that reached the server with an expired token. */
  expired = 0
  /** Refresh calls the API client made. */
  refreshes = 0
  private readonly marks = new Set<string>()

  constructor(
    private readonly inner: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  readonly fetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (/\/auth\/refreshtoken$/i.test(new URL(url).pathname)) this.refreshes++
    const headers = new Headers(init?.headers)
    const mark = headers.get(EXPIRE_HEADER)
    if (mark === null) return this.inner(input, init)
    headers.delete(EXPIRE_HEADER)
    if (!this.marks.has(mark)) {
      this.marks.add(mark)
      this.expired++
      headers.set('Authorization', 'Bearer expired')
    }
    return this.inner(input, { ...init, headers })
  }
}

/** Tokens that expired beneath the devices' API clients, and the refreshes the clients made. */
export function tokenFigures(devices: readonly { tokens: ExpiringTokens }[]): {
  expired: number
  refreshes: number
} {
  return {
    expired: devices.reduce((sum, device) => sum + device.tokens.expired, 0),
    refreshes: devices.reduce((sum, device) => sum + device.tokens.refreshes, 0),
  }
}

export interface SentWrite {
  opId: string
  method: string
  path: string
  ifMatch: string | undefined
  /** The fault drawn for the send this delivery belongs to (null: none). */
  fault: FaultKind | null
  /** How the server answered it, once it did: the status and the answer's version, if any. */
  status?: number
  version?: number
  /** Why it got no answer (the process was down, the connection dropped). */
  error?: string
}

const versionOf = (body: unknown): number | undefined => {
  const version = (body as { version?: unknown } | null)?.version
  return typeof version === 'number' ? version : undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class FaultyTransport implements Transport {
  enabled = true
  readonly counts: FaultCounts = {
    noAnswer: 0,
    dropAnswer: 0,
    duplicate: 0,
    late: 0,
    slow: 0,
    expiredToken: 0,
  }
  /** Every replayed write that left the device (with its Idempotency-Key). */
  readonly writes: SentWrite[] = []
  private readonly inFlight = new Set<Promise<unknown>>()
  private expiries = 0

  constructor(
    private readonly inner: Transport,
    private readonly random: Random,
    private readonly rates: FaultRates,
  ) {}

  private pick(): FaultKind | null {
    if (!this.enabled) return null
    let roll = this.random.next()
    for (const kind of FAULTS) {
      if (roll < this.rates[kind]) return kind
      roll -= this.rates[kind]
    }
    return null
  }

  /** Sends through to the server, tracked so the test can wait for stragglers. */
  private deliver(
    request: SyncRequest,
    fault: FaultKind | null,
    delayMs = 0,
  ): Promise<SyncResponse> {
    const key = request.headers?.[IDEMPOTENCY_KEY_HEADER]
    const write: SentWrite | undefined = key
      ? {
          opId: key,
          method: request.method,
          path: request.path,
          ifMatch: request.headers?.[IF_MATCH_HEADER],
          fault,
        }
      : undefined
    if (write) this.writes.push(write)
    const sending = (async () => {
      if (delayMs > 0) await sleep(delayMs)
      try {
        const response = await this.inner.send(request)
        if (write)
          Object.assign(write, { status: response.status, version: versionOf(response.body) })
        return response
      } catch (error) {
        if (write) write.error = String(error)
        throw error
      }
    })()
    const tracked = sending.catch(() => undefined)
    this.inFlight.add(tracked)
    void tracked.finally(() => this.inFlight.delete(tracked))
    return sending
  }

  async send(request: SyncRequest): Promise<SyncResponse> {
    const fault = this.pick()
    if (fault) this.counts[fault]++
    switch (fault) {
      case 'noAnswer':
        throw new NetworkError('request lost')
      case 'expiredToken':
        // Expires beneath the API client (ExpiringTokens): it renews the session and sends again.
        return this.deliver(
          {
            ...request,
            headers: { ...request.headers, [EXPIRE_HEADER]: String(++this.expiries) },
          },
          fault,
        )
      case 'dropAnswer':
        await this.deliver(request, fault).catch(() => undefined)
        throw new NetworkError('answer lost')
      case 'late':
        // The client times out; the request still reaches the server later.
        void this.deliver(request, fault, this.random.int(5, 80)).catch(() => undefined)
        throw new NetworkError('timed out')
      case 'slow':
        return this.deliver(request, fault, this.random.int(5, 40))
      case 'duplicate': {
        const [first, second] = await Promise.allSettled([
          this.deliver(request, fault),
          this.deliver(request, fault, this.random.int(0, 10)),
        ])
        if (first.status === 'fulfilled') return first.value
        if (second.status === 'fulfilled') return second.value
        throw first.reason
      }
      default:
        return this.deliver(request, null)
    }
  }

  /** Waits until no request of this device is still on its way. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight])
  }
}
