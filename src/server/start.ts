import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { loadJwtKey } from './auth/tokens.ts'
import { readConfig } from './config.ts'
import type { Db } from './db/db.ts'
import { migrate } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import { pruneChangeLog } from './feed/log.ts'
import { startHousekeeping } from './housekeeping.ts'
import { startLiveHub } from './live/liveHub.ts'
import { isDatabaseEmpty, seedDatabase } from './seed/seed.ts'

const CLOSE_GRACE_MS = 10_000

/** Counts requests being handled, so close() can wait for them before closing the database. */
class InFlight {
  private count = 0
  private waiters: (() => void)[] = []

  async track<T>(handle: () => T | Promise<T>): Promise<T> {
    this.count++
    try {
      return await handle()
    } finally {
      this.count--
      if (this.count === 0) this.waiters.splice(0).forEach((wake) => wake())
    }
  }

  drained(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs)
      this.waiters.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
}

export interface StartOptions {
  /** 0 = any free port. Default 8080. */
  port?: number
  /** PGlite data folder or 'memory://'. Default env DATA_DIR, else '.data/'. */
  dataDir?: string
  /** A PostgreSQL server instead of PGlite. Default env DATABASE_URL. */
  databaseUrl?: string
  /** With dataDir 'memory://': the PGlite data folder to start from (see openDatabase). */
  dataDirImage?: Blob
  /** The built PWA to serve; default 'dist' when it exists; null serves the API only. */
  staticDir?: string | null
  /** Seed an empty database (default true), optionally with a number of deals. */
  seed?: boolean | { deals?: number }
  quiet?: boolean
  /** Serve the change feed (GET /sync...). Default env CHANGE_FEED (on unless 'off'). */
  changeFeed?: boolean
  /** Live streams held at most. Default env LIVE_STREAMS (1000); 0 turns live updates off. */
  liveStreams?: number
}

export interface RunningServer {
  url: string
  port: number
  close(): Promise<void>
  /** The server's own database (tests read it to check what was written). */
  db: Db
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const fromEnv = readConfig()
  const config = {
    ...fromEnv,
    changeFeed: options.changeFeed ?? fromEnv.changeFeed,
    liveStreams: options.liveStreams ?? fromEnv.liveStreams,
  }
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined)
  const db = await openDatabase({
    databaseUrl,
    dataDir: options.dataDir ?? (process.env.DATA_DIR || '.data/'),
    image: options.dataDirImage,
  })
  let server: Server | undefined
  try {
    await migrate(db)
    await pruneChangeLog(db)
    if (options.seed !== false && (await isDatabaseEmpty(db))) {
      const deals = typeof options.seed === 'object' ? options.seed.deals : undefined
      await seedDatabase(db, deals === undefined ? {} : { deals })
    }
    const stopHousekeeping = await startHousekeeping(db, config)
    const jwtKey = await loadJwtKey(db, config)
    const staticDir =
      options.staticDir === undefined ? (existsSync('dist') ? 'dist' : null) : options.staticDir
    const live =
      config.liveStreams > 0 && config.changeFeed
        ? await startLiveHub(db, config.liveStreams)
        : null
    const app = createApp(
      { db, config, jwtKey, live },
      { staticDir, quiet: options.quiet ?? false },
    )
    const inFlight = new InFlight()
    const fetch = (request: Request, env: unknown) => inFlight.track(() => app.fetch(request, env))
    const port = await new Promise<number>((resolve, reject) => {
      server = serve({ fetch, port: options.port ?? 8080 }, (info: AddressInfo) =>
        resolve(info.port),
      ) as Server
      server.once('error', reject)
    })
    const listening = server!
    let closing: Promise<void> | undefined
    return {
      url: `http://localhost:${port}`,
      port,
      db,
      close() {
        closing ??= (async () => {
          stopHousekeeping()
          // Streams end first, saying so: their devices reconnect (to another process) at once.
          await live?.stop()
          await new Promise<void>((resolve) => {
            listening.close(() => resolve())
            listening.closeAllConnections()
          })
          // Handlers already running finish (their transaction commits or rolls back whole).
          await inFlight.drained(CLOSE_GRACE_MS)
          await db.close()
        })()
        return closing
      },
    }
  } catch (error) {
    server?.close()
    await db.close()
    throw error
  }
}
