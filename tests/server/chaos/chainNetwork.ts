/**
 * The chain scenario's network around a device's FaultyTransport: an offline switch (the device
 * loses the network for a while; the browser's online/offline events go to its engine), and a
 * watch on what the sync code sends: one op sent by two drains at the same time (their claims
 * must prevent it) and any temp id leaving the device (the server must never see one).
 */
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/common.ts'
import type { EventSourceLike } from '../../../src/sync/engine.ts'
import { NetworkError, type SyncRequest, type Transport } from '../../../src/sync/transport.ts'

/** The online/offline events of a browser window, fired by the test. */
export class BrowserEvents implements EventSourceLike {
  private readonly listeners = new Map<string, Set<() => void>>()

  addEventListener(type: string, listener: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)!.add(listener)
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener)
  }

  fire(type: 'online' | 'offline'): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener()
  }
}

/** Negative numbers where a request names ids: in the path, or in an id field of the body. */
export function tempIdsIn(request: SyncRequest): string[] {
  const found = request.path.split('/').filter((part) => /^-\d+$/.test(part))
  const walk = (value: unknown, key: string): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, key))
    else if (value !== null && typeof value === 'object') {
      for (const [field, item] of Object.entries(value)) walk(item, field)
    } else if (typeof value === 'number' && value < 0 && /(^id$|Id$|Ids$|^contacts$)/.test(key)) {
      found.push(`${key}=${value}`)
    }
  }
  if (!(request.body instanceof FormData)) walk(request.body, '')
  return found
}

export class DeviceNetwork {
  offline = false
  readonly events = new BrowserEvents()
  /** Ops (Idempotency-Keys) sent by two drains at once: [key, first sender, second sender]. */
  readonly overlaps: [string, string, string][] = []
  readonly leakedTempIds: string[] = []
  /** Writes each drain sent, by its name. */
  readonly sentBy = new Map<string, number>()
  private readonly sending = new Map<string, string>()

  constructor(private readonly inner: Transport) {}

  goOffline(): void {
    this.offline = true
    this.events.fire('offline')
  }

  goOnline(): void {
    this.offline = false
    this.events.fire('online')
  }

  /** The transport one drain (the tab's engine, the service worker) sends through. */
  transportFor(sender: string): Transport {
    return {
      send: async (request) => {
        const key = request.headers?.[IDEMPOTENCY_KEY_HEADER]
        if (key) {
          this.leakedTempIds.push(...tempIdsIn(request).map((found) => `${request.path} ${found}`))
          const other = this.sending.get(key)
          if (other !== undefined) this.overlaps.push([key, other, sender])
          this.sending.set(key, sender)
          this.sentBy.set(sender, (this.sentBy.get(sender) ?? 0) + 1)
        }
        try {
          if (this.offline) throw new NetworkError('offline')
          return await this.inner.send(request)
        } finally {
          if (key && this.sending.get(key) === sender) this.sending.delete(key)
        }
      },
    }
  }
}
