/**
 * Live updates (printed, never asserted):
 * - propagation: a stage move written through the API until the change is in another device's
 *   IndexedDB, and until that device's board shows it (p50/p95 over PROPAGATION_WRITES writes),
 *   beside the write's own time; on PGlite with one process, and with DATABASE_URL on PostgreSQL
 *   with the device on a second server (its own pool and listener), the poke crossing through
 *   LISTEN/NOTIFY;
 * - fan-out: FAN_OUT idle streams on one server process (a child process; its heap and buffers
 *   after a full GC, asked over IPC, and its CPU time from /proc):
 *   memory per stream beside a plain idle connection's, CPU at idle beside the process with no
 *   stream, and after a burst of BURST writes the time until every stream has been told.
 */
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { waitAvailableOffline } from '../e2e/briefcaseState.ts'
import { startServer, type RunningServer } from '../../src/server/start.ts'
import { spawnServer, type SpawnedServer } from '../server/spawnServer.ts'
import { adminLogin } from './apiLogin.ts'
import { BENCH_DIST, launchChromium, signInAdmin, VIEWPORT } from './browser.ts'
import { record } from './figures.ts'
import { median, percentile } from './stats.ts'

const DEALS = 5000
const PROPAGATION_WRITES = 50
const FAN_OUT = 500
const BURST = 100
const IDLE_SECONDS = 10
const SHOWN_TIMEOUT_MS = 15_000

const clock = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Seen {
  stored: number
  shown: number
}

/**
 * In the page: when the deal's row in IndexedDB, and its card on the board, reach `stage`. Plain
 * text, not a function: the bench's compiler names inner functions with a helper the page lacks.
 */
const WATCH_DEAL = `({ dealId, stage }) => {
  const seen = {}
  window.liveSeen = seen
  const now = () => performance.timeOrigin + performance.now()
  const frame = () => {
    if (document.querySelector('[data-stage="' + stage + '"] [data-deal-id="' + dealId + '"]')) {
      seen.shown = now()
    } else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  const poll = () => {
    const open = indexedDB.open('crm')
    open.onsuccess = () => {
      const read = open.result.transaction('deals').objectStore('deals').get(dealId)
      read.onsuccess = () => {
        open.result.close()
        if (read.result && read.result.stage === stage) seen.stored = now()
        else setTimeout(poll, 2)
      }
    }
  }
  poll()
}`

function watchDeal(page: Page, dealId: number, stage: number): Promise<void> {
  return page.evaluate(`(${WATCH_DEAL})(${JSON.stringify({ dealId, stage })})`)
}

async function seenBy(page: Page): Promise<Seen> {
  const handle = await page.waitForFunction(
    () => {
      const seen = (window as unknown as { liveSeen: { stored?: number; shown?: number } }).liveSeen
      return seen.stored !== undefined && seen.shown !== undefined ? seen : false
    },
    undefined,
    { timeout: SHOWN_TIMEOUT_MS, polling: 20 },
  )
  return (await handle.jsonValue()) as Seen
}

/** A deal whose card the page shows, in a stage it can move on from. */
async function shownDeal(page: Page): Promise<{ dealId: number; stage: number }> {
  return page.evaluate(() => {
    for (const stage of [1, 2, 3, 4]) {
      const card = document.querySelector(`[data-stage="${stage}"] [data-deal-id]`)
      if (card) return { dealId: Number(card.getAttribute('data-deal-id')), stage }
    }
    throw new Error('no card on the board')
  })
}

async function propagation(
  label: string,
  browser: Browser,
  writeTo: RunningServer,
  deviceOn: RunningServer,
): Promise<void> {
  const context = await browser.newContext({ baseURL: deviceOn.url, viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    await signInAdmin(page)
    await waitAvailableOffline(page)
    await page.getByTestId('live').waitFor({ timeout: 30_000 })
    const { token, userId } = await adminLogin(writeTo.url)
    const deal = await shownDeal(page)
    const stored: number[] = []
    const shown: number[] = []
    const written: number[] = []
    for (let i = 0; i < PROPAGATION_WRITES; i++) {
      const stage = i % 2 === 0 ? deal.stage + 1 : deal.stage
      await watchDeal(page, deal.dealId, stage)
      const started = clock()
      const answer = await fetch(
        `${writeTo.url}/api/pipeline/drop/${deal.dealId}/${userId}/${stage}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
      written.push(clock() - started)
      if (!answer.ok) throw new Error(`the stage move failed: ${answer.status}`)
      await answer.arrayBuffer()
      const seen = await seenBy(page)
      stored.push(seen.stored - started)
      shown.push(seen.shown - started)
      await sleep(100)
    }
    console.log(
      `  ${label}: in IndexedDB p50 ${median(stored).toFixed(0)} ms, p95 ${percentile(stored, 95).toFixed(0)} ms;` +
        ` on the board p50 ${median(shown).toFixed(0)} ms, p95 ${percentile(shown, 95).toFixed(0)} ms;` +
        ` the write itself p50 ${median(written).toFixed(0)} ms`,
    )
    const limit = { limit: percentile(written, 95), limitName: 'the write’s own time (p95)' }
    record({
      name: `live: write to another device's IndexedDB, ${label} (p95)`,
      value: percentile(stored, 95),
      unit: 'ms',
      ...limit,
      goal: { max: 1000 },
    })
    record({
      name: `live: write to another device's board, ${label} (p95)`,
      value: percentile(shown, 95),
      unit: 'ms',
      ...limit,
      goal: { max: 1000 },
    })
  } finally {
    await context.close()
  }
}

/** CPU time (ms) of a process, from /proc. */
function cpuTime(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / 100
}

interface MemoryUse {
  /** Resident memory after a full GC. */
  rss: number
  /** The JavaScript heap in use and the buffers outside it, after a full GC. */
  held: number
}

/** The server's memory after a full GC (measuredServer.ts answers it over IPC). */
async function settledMemory(server: SpawnedServer): Promise<MemoryUse> {
  // Let the process finish with what the connections left behind.
  await sleep(1_500)
  const answer = once(server.child, 'message')
  server.child.send('memory')
  const [usage] = (await answer) as [NodeJS.MemoryUsage]
  return { rss: usage.rss, held: usage.heapUsed + usage.external }
}

async function cpuOver(pid: number, seconds: number): Promise<number> {
  const before = cpuTime(pid)
  await sleep(seconds * 1000)
  return ((cpuTime(pid) - before) / (seconds * 1000)) * 100
}

interface HeldStream {
  told: number[]
  close(): void
}

/** An idle stream read by hand (node:net keeps the client side of 500 of them cheap). */
function holdStream(url: URL, token: string): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(url.port), url.hostname)
    const told: number[] = []
    let buffer = ''
    let ready = false
    socket.setEncoding('utf8')
    socket.on('connect', () =>
      socket.write(
        `GET /api/sync/live HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      ),
    )
    socket.on('data', (chunk: string) => {
      buffer += chunk
      if (!ready && buffer.includes('event: ready')) {
        ready = true
        resolve({ told, close: () => socket.destroy() })
      }
      const pokes = buffer.split('event: changed').length - 1
      for (let i = told.length; i < pokes; i++) told.push(clock())
      if (buffer.length > 65_536) buffer = buffer.slice(-1024)
    })
    socket.on('error', reject)
  })
}

function idleSocket(url: URL): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => resolve(socket))
    socket.on('error', reject)
  })
}

async function fanOut(): Promise<void> {
  const server = await spawnServer(
    { DATA_DIR: 'memory://' },
    { entry: 'tests/bench/measuredServer.ts', nodeArgs: ['--expose-gc'], ipc: true },
  )
  const pid = server.child.pid!
  const url = new URL(server.url)
  try {
    const { token, userId } = await adminLogin(server.url)
    const base = await settledMemory(server)
    const idleCpu = await cpuOver(pid, IDLE_SECONDS)

    const sockets = await Promise.all(Array.from({ length: FAN_OUT }, () => idleSocket(url)))
    const withSockets = await settledMemory(server)
    for (const socket of sockets) socket.destroy()
    await sleep(1_000)

    const before = await settledMemory(server)
    const streams: HeldStream[] = []
    for (let i = 0; i < FAN_OUT; i += 50) {
      streams.push(...(await Promise.all(Array.from({ length: 50 }, () => holdStream(url, token)))))
    }
    const withStreams = await settledMemory(server)
    const streamsCpu = await cpuOver(pid, IDLE_SECONDS)
    const perStream = (withStreams.held - before.held) / FAN_OUT
    const perSocket = (withSockets.held - base.held) / FAN_OUT
    const residentPerStream = (withStreams.rss - before.rss) / FAN_OUT

    const response = await fetch(`${server.url}/api/pipeline/0/0/0/0/0/0`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const cards = ((await response.json()) as { dealId: number; stage: number }[]).filter(
      (card) => card.stage < 5,
    )
    const told = streams.map((stream) => stream.told.length)
    const burstStarted = clock()
    await Promise.all(
      cards.slice(0, BURST).map(async (card) => {
        const answer = await fetch(
          `${server.url}/api/pipeline/drop/${card.dealId}/${userId}/${card.stage + 1}`,
          { headers: { authorization: `Bearer ${token}` } },
        )
        await answer.arrayBuffer()
      }),
    )
    const burstWritten = clock()
    // Told of the last write: a poke that arrived after it was answered.
    const deadline = burstWritten + 30_000
    while (
      streams.some((stream) => (stream.told.at(-1) ?? 0) < burstWritten) &&
      clock() < deadline
    ) {
      await sleep(10)
    }
    const allTold = Math.max(...streams.map((stream) => stream.told.at(-1) ?? Infinity))
    const pokes = streams.map((stream, i) => stream.told.length - told[i]!)
    for (const stream of streams) stream.close()

    console.log(`\nLive streams on one process (a child process, PGlite), ${FAN_OUT} idle streams:`)
    console.log(
      `  memory after a full GC, heap and buffers: ${(perStream / 1024).toFixed(1)} KB per stream (a plain idle connection ${(perSocket / 1024).toFixed(1)} KB);` +
        ` resident: ${(residentPerStream / 1024).toFixed(1)} KB per stream;` +
        ` CPU at idle ${streamsCpu.toFixed(2)} % (no stream ${idleCpu.toFixed(2)} %)`,
    )
    console.log(
      `  burst of ${BURST} concurrent writes answered in ${(burstWritten - burstStarted).toFixed(0)} ms;` +
        ` every stream told ${(allTold - burstWritten).toFixed(0)} ms after the last answer;` +
        ` pokes per stream for the burst: median ${median(pokes)}, max ${Math.max(...pokes)}`,
    )
    record({
      name: `live: memory per idle stream (${FAN_OUT} streams), heap and buffers after GC`,
      value: perStream / 1024,
      unit: 'KB',
      limit: Math.max(perSocket / 1024, 0.1),
      limitName: 'a plain idle connection',
      goal: { max: 64 },
    })
    record({
      name: `live: CPU at idle with ${FAN_OUT} streams`,
      value: streamsCpu,
      unit: '%',
      limit: Math.max(idleCpu, 0.01),
      limitName: 'the process with no stream',
    })
    record({
      name: `live: burst of ${BURST} writes until all ${FAN_OUT} streams told`,
      value: allTold - burstStarted,
      unit: 'ms',
      limit: burstWritten - burstStarted,
      limitName: 'the burst’s writes answered',
    })
  } finally {
    await server.stop()
  }
}

export async function liveBench(): Promise<void> {
  console.log(`\nLive updates, ${DEALS}-deal seed, Chromium ${VIEWPORT.width}x${VIEWPORT.height}:`)
  const browser = await launchChromium()
  try {
    const single = await startServer({
      port: 0,
      dataDir: 'memory://',
      staticDir: BENCH_DIST,
      seed: { deals: DEALS },
      quiet: true,
    })
    try {
      await propagation('PGlite, one process', browser, single, single)
    } finally {
      await single.close()
    }
    const databaseUrl = process.env.DATABASE_URL
    if (databaseUrl) {
      const a = await startServer({
        port: 0,
        databaseUrl,
        staticDir: BENCH_DIST,
        seed: { deals: DEALS },
        quiet: true,
      })
      const b = await startServer({
        port: 0,
        databaseUrl,
        staticDir: BENCH_DIST,
        seed: false,
        quiet: true,
      })
      try {
        await propagation('PostgreSQL, written through A, device on B', browser, a, b)
      } finally {
        await b.close()
        await a.close()
      }
    } else {
      console.log('  (PostgreSQL across two servers: set DATABASE_URL to an empty database)')
    }
  } finally {
    await browser.close()
  }
  await fanOut()
}
