/**
 * LISTEN on a PostgreSQL server: one connection of its own per pool (a pooled connection goes back
 * to the pool between queries, and a notice sent meanwhile would be lost), shared by every channel.
 * A lost connection (restart, failover) is opened again with backoff; its channels are listened to
 * again and every listener is told '' (notices sent while it was away are missed).
 */
import pg from 'pg'
import type { Unlisten } from './db.ts'

const RECONNECT_FIRST_MS = 500
const RECONNECT_MAX_MS = 15_000
/** Channel names are the server's own constants; quoted all the same. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

type OnNotice = (payload: string) => void

export interface PgListener {
  listen(channel: string, onNotice: OnNotice): Promise<Unlisten>
  close(): Promise<void>
}

export function createPgListener(connectionString: string): PgListener {
  const listeners = new Map<string, Set<OnNotice>>()
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let closed = false
  let retryMs = RECONNECT_FIRST_MS
  let retryTimer: ReturnType<typeof setTimeout> | undefined = undefined

  const tell = (channel: string, payload: string) => {
    for (const onNotice of listeners.get(channel) ?? []) onNotice(payload)
  }

  function reconnectLater(): void {
    if (closed || listeners.size === 0 || retryTimer !== undefined) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connect().then(() => {
        for (const channel of listeners.keys()) tell(channel, '')
      }, reconnectLater)
    }, retryMs)
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS)
  }

  function lost(from: pg.Client): void {
    if (client !== from) return
    client = null
    from.removeAllListeners()
    from.on('error', () => undefined)
    void from.end().catch(() => undefined)
    reconnectLater()
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString })
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    next.on('notification', (notice) => tell(notice.channel, notice.payload ?? ''))
    await next.connect()
    for (const channel of listeners.keys()) await next.query(`LISTEN "${channel}"`)
    if (closed) {
      await next.end()
      throw new Error('The listener was closed')
    }
    client = next
    retryMs = RECONNECT_FIRST_MS
    return next
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    connecting ??= open().finally(() => {
      connecting = null
    })
    return connecting
  }

  return {
    async listen(channel, onNotice) {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`)
      const known = listeners.get(channel)
      const set = known ?? new Set<OnNotice>()
      set.add(onNotice)
      listeners.set(channel, set)
      const connected = await connect()
      if (!known) await connected.query(`LISTEN "${channel}"`)
      return async () => {
        set.delete(onNotice)
        if (set.size > 0 || listeners.get(channel) !== set) return
        listeners.delete(channel)
        await client?.query(`UNLISTEN "${channel}"`).catch(() => undefined)
      }
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      listeners.clear()
      const open = client ?? (await connecting?.catch(() => null))
      client = null
      if (open) {
        open.removeAllListeners()
        open.on('error', () => undefined)
        await open.end().catch(() => undefined)
      }
    },
  }
}
