/**
 * Board figures (printed, never asserted), in Debian's Chromium against the built app and the
 * reference server seeded with BENCH_DEALS deals (5,000 unless told):
 * - pull throughput: a first visit's pull of the whole pipeline list into IndexedDB, until the
 *   board shows it all (rows/s), and until every column's first cards are on screen (a first
 *   pull stores them ahead of the rest);
 * - board render: navigation to every column's first card shown, with the deals cached;
 * - drop-to-render: keyboard drop to the card shown in its new column (p50/p95 over 20 drops);
 * - outbox drain: 1,000 queued stage moves sent to the server after going online (ops/s).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { UNSENT, type OutboxOp } from '../../src/store/outbox.ts'
import { adminLogin } from './apiLogin.ts'
import {
  allColumnsShown,
  deviceBoardShown,
  rawDealsRead,
  rawDealsWrite,
  shownAt,
} from './boardPage.ts'
import { seededChromium, signInAdmin, VIEWPORT } from './browser.ts'
import { ONE_FRAME, record } from './figures.ts'
import { mb } from './heap.ts'
import { median, percentile } from './stats.ts'
import { timeDrain } from './timeDrain.ts'
import { waitAvailableOffline, waitFilesPassEnded } from '../e2e/briefcaseState.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const RENDERS = 5
const DROPS = 20
const DRAIN_OPS = 1000
const PULLS = 3
/** Polls of 200 ms for the files' first pass to end before the drops. */
const FILES_PASS_WAIT_TRIES = 600
const ALL_DEALS_PATH = '/api/pipeline/0/0/0/0/0/0'
const ms = (value: number): string => `${value.toFixed(0)} ms`

/** How many cards the list of all open deals answers (what the pull stores). */
async function listedCardCount(baseURL: string): Promise<number> {
  const { token } = await adminLogin(baseURL)
  const response = await fetch(`${baseURL}${ALL_DEALS_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as unknown[]).length
}

/** performance.now() once the board shows the whole list (its footer counts every deal). */
const wholeListShown = (page: Page, count: number): Promise<number> =>
  shownAt(
    page,
    (text: string) =>
      [...document.querySelectorAll('footer p')].some((node) => node.textContent === text)
        ? performance.now()
        : false,
    `${count} deals`,
    120_000,
  )

async function pullThroughput(browser: Browser, baseURL: string): Promise<void> {
  const rates: number[] = []
  const rawRates: number[] = []
  const rawTimes: number[] = []
  const network: number[] = []
  /** From the answer's last byte to the whole list stored and on the board: the device's part. */
  const devicePart: number[] = []
  const totals: number[] = []
  const firstScreens: number[] = []
  const listed = await listedCardCount(baseURL)
  for (let run = 0; run < PULLS; run++) {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
    const page = await context.newPage()
    await signInAdmin(page)
    const firstShownAt = await allColumnsShown(page)
    const wholeAt = await wholeListShown(page, listed)
    const entry = await page.evaluate((path) => {
      const found = performance
        .getEntriesByType('resource')
        .find((item) => new URL(item.name).pathname === path) as
        PerformanceResourceTiming | undefined
      return found ? { startTime: found.startTime, responseEnd: found.responseEnd } : null
    }, ALL_DEALS_PATH)
    if (!entry) throw new Error('the pipeline list request was not seen')
    const total = wholeAt - entry.startTime
    totals.push(total)
    firstScreens.push(firstShownAt - entry.startTime)
    network.push(entry.responseEnd - entry.startTime)
    devicePart.push(wholeAt - entry.responseEnd)
    rates.push(listed / (total / 1000))
    const raw = await rawDealsWrite(page)
    if (raw.rows !== listed) throw new Error(`${raw.rows} deals stored of ${listed}`)
    rawRates.push(raw.rows / (raw.ms / 1000))
    rawTimes.push(raw.ms)
    await context.close()
  }
  console.log(
    `  pull of the ${listed} open deals' cards of the ${DEALS}-deal seed into IndexedDB, first render included (median of ${PULLS}): ` +
      `every column's first cards on screen at ${ms(median(firstScreens))}, the whole list stored and on the board at ${ms(median(totals))}, ` +
      `of which the server answer ${ms(median(network))} and the device's part ${ms(median(devicePart))}: ` +
      `${median(rates).toFixed(0)} rows/s`,
  )
  record({
    name: `pull of the open deals of ${DEALS}: the device's part, from the answer's last byte to the whole list on the board`,
    value: median(devicePart),
    unit: 'ms',
    limit: median(rawTimes),
    limitName: 'raw IndexedDB puts of the whole list, one transaction',
  })
  record({
    name: `pull of the open deals of ${DEALS}: every column's first cards on screen`,
    value: median(firstScreens),
    unit: 'ms',
    limit: median(rawTimes),
    limitName: 'raw IndexedDB puts of the whole list, one transaction',
  })
  record({
    name: `pull of the open deals of ${DEALS}, first render included`,
    value: median(rates),
    unit: 'rows/s',
    limit: median(rawRates),
    limitName: 'raw IndexedDB puts of the same rows, one transaction',
    goal: { ratio: 0.8 },
    higherIsBetter: true,
  })
}

async function boardRender(page: Page): Promise<void> {
  const times: number[] = []
  const ownTimes: number[] = []
  const reads: number[] = []
  let rows = 0
  for (let run = 0; run < RENDERS; run++) {
    await page.reload()
    times.push(await allColumnsShown(page))
    ownTimes.push(await deviceBoardShown(page))
    const read = await rawDealsRead(page)
    reads.push(read.ms)
    rows = read.rows
  }
  console.log(
    `  board render with ${rows} deals cached, navigation to every column's first card (${RENDERS} reloads): ` +
      `p50 ${ms(median(times))}, max ${ms(Math.max(...times))}; ` +
      `drawn from the device's own reads (the first screen's copy no longer standing in) at p50 ${ms(median(ownTimes))}`,
  )
  record({
    name: `board render online, ${DEALS} deals cached (p50)`,
    value: median(times),
    unit: 'ms',
    limit: median(reads),
    limitName: 'raw IndexedDB getAll of the deals',
    goal: { max: 400, ratio: 2 },
  })
}

declare global {
  interface Window {
    __dropShown?: Promise<number>
  }
}

const DROP_WAIT_MS = 5_000

async function dropToRender(page: Page): Promise<void> {
  const latencies: number[] = []
  let missed = 0
  await page.locator('[data-board-dnd="ready"]').waitFor()
  for (let drop = 0; drop < DROPS; drop++) {
    const from = (drop % 4) + 1
    const first = page.locator(`[data-stage="${from}"] [data-deal-id]`).first()
    const dealId = Number(await first.getAttribute('data-deal-id'))
    await page.locator(`[data-deal-id="${dealId}"] [aria-roledescription="deal card"]`).focus()
    await page.keyboard.press('Space')
    await page.waitForTimeout(50)
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(50)
    await page.evaluate(
      ({ selector, waitMs }) => {
        window.__dropShown = new Promise<number>((resolve) => {
          let startedAt = 0
          window.addEventListener('keydown', () => (startedAt = performance.now()), {
            capture: true,
            once: true,
          })
          const observer = new MutationObserver(() => {
            if (startedAt > 0 && document.querySelector(selector)) {
              observer.disconnect()
              resolve(performance.now() - startedAt)
            }
          })
          observer.observe(document.body, { childList: true, subtree: true, attributes: true })
          setTimeout(() => {
            observer.disconnect()
            resolve(Number.NaN)
          }, waitMs)
        })
      },
      { selector: `[data-stage="${from + 1}"] [data-deal-id="${dealId}"]`, waitMs: DROP_WAIT_MS },
    )
    await page.keyboard.press('Space')
    const latency = await page.evaluate(() => window.__dropShown!)
    if (Number.isNaN(latency)) missed++
    else latencies.push(latency)
  }
  console.log(
    `  drop to render (keyboard drop until the card is in its new column, ${latencies.length} drops` +
      `${missed > 0 ? `, ${missed} not seen within ${DROP_WAIT_MS / 1000} s` : ''}): ` +
      `p50 ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 95))}`,
  )
  record({
    name: 'drop to render (p95)',
    value: percentile(latencies, 95),
    unit: 'ms',
    ...ONE_FRAME,
    goal: { max: 16 },
  })
}

/** Writes `count` stage moves straight into the outbox (as the board's command would). */
async function queueMoves(page: Page, count: number, userId: number): Promise<number> {
  return page.evaluate(
    async ({ count, userId, unsent }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('crm')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const read = database.transaction('deals').objectStore('deals').getAll()
      const deals = await new Promise<
        { dealId: number; stage: number; probability: number; version: number; state?: string }[]
      >((resolve) => (read.onsuccess = () => resolve(read.result)))
      // The briefcase also keeps won and lost deals (their cards come from their details).
      const open = deals.filter((deal) => deal.state === undefined || deal.state === 'open')
      const chosen = open.filter((deal) => deal.stage < 5).slice(0, count)
      const tx = database.transaction(['outbox', 'deals'], 'readwrite')
      const now = Date.now()
      for (const deal of chosen) {
        const stage = deal.stage + 1
        const op: Omit<OutboxOp, 'seq'> = {
          opId: crypto.randomUUID(),
          type: 'deal.moveStage',
          entity: { table: 'deals', id: deal.dealId },
          entityKey: `deals:${deal.dealId}`,
          args: { dealId: deal.dealId, stage },
          base: {
            version: deal.version,
            fields: { stage: deal.stage, probability: deal.probability },
          },
          ...unsent,
          createdAt: now,
          userId,
        }
        tx.objectStore('outbox').add(op)
        tx.objectStore('deals').put({ ...deal, stage })
      }
      await new Promise((resolve) => (tx.oncomplete = resolve))
      database.close()
      return chosen.length
    },
    // The page cannot import: the state of a new op goes in as an argument.
    { count, userId, unsent: UNSENT },
  )
}

/**
 * The server's own rate for the drain's requests: as many stage drops, sent straight from Node as
 * the outbox sends them (4 at a time, with Idempotency-Key and If-Match), on the same server.
 */
async function serverDropRate(baseURL: string, count: number): Promise<number> {
  const { token, userId: id } = await adminLogin(baseURL)
  const authorization = `Bearer ${token}`
  const cards = (await (
    await fetch(`${baseURL}${ALL_DEALS_PATH}`, { headers: { authorization } })
  ).json()) as { dealId: number; stage: number; version: number }[]
  const queue = cards.filter((card) => card.stage < 5).slice(0, count)
  const started = performance.now()
  const worker = async () => {
    for (let card = queue.pop(); card; card = queue.pop()) {
      const response = await fetch(
        `${baseURL}/api/pipeline/drop/${card.dealId}/${id}/${card.stage + 1}`,
        {
          headers: {
            authorization,
            'Idempotency-Key': crypto.randomUUID(),
            'If-Match': `"${card.version}"`,
          },
        },
      )
      await response.arrayBuffer()
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return count / ((performance.now() - started) / 1000)
}

async function outboxDrain(context: BrowserContext, page: Page, baseURL: string): Promise<void> {
  const { queued, seconds, heapBefore, heapQueued, heapAfter } = await timeDrain(
    context,
    page,
    (userId) => queueMoves(page, DRAIN_OPS, userId),
    () => allColumnsShown(page),
  )
  const drainRate = queued / seconds
  const serverRate = await serverDropRate(baseURL, queued)
  console.log(
    `  outbox drain of ${queued} stage moves to the local server: ${seconds.toFixed(1)} s, ` +
      `${drainRate.toFixed(0)} ops/s; the server's own rate for ${queued} drops sent 4 at a time ` +
      `from Node: ${serverRate.toFixed(0)} ops/s (drain/server ${(drainRate / serverRate).toFixed(2)}); ` +
      `page heap after a full GC: online and idle ${mb(heapBefore)} before, ${mb(heapQueued)} offline with the ops queued, ${mb(heapAfter)} online and idle after`,
  )
  record({
    name: `outbox drain of ${queued} stage moves`,
    value: drainRate,
    unit: 'ops/s',
    limit: serverRate,
    limitName: "the server's own rate, 4 at a time from Node",
    goal: { ratio: 0.5 },
    higherIsBetter: true,
  })
  record({
    name: `page heap after the drain of ${queued} moves`,
    value: heapAfter / 2 ** 20,
    unit: 'MB',
    limit: heapBefore / 2 ** 20,
    limitName: 'online and idle before the ops were queued, after a full GC',
    goal: { ratio: 1.25 },
  })
}

export async function boardBench(): Promise<void> {
  await seededChromium('Pipeline board', DEALS, async (server, browser) => {
    await pullThroughput(browser, server.url)
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })
    const page = await context.newPage()
    await signInAdmin(page)
    // The whole list stored before the reloads: at 50,000 deals on a slow machine its pull outlasts
    // the first cards by seconds, and a reload would cut it (and time a board of a few rows).
    await wholeListShown(page, await listedCardCount(server.url))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await boardRender(page)
    // The drops time the board's own work: the briefcase's fill and its first files pass (one call
    // per invoice naming a file) have ended, as they have on a device in use.
    await waitAvailableOffline(page)
    await waitFilesPassEnded(page, FILES_PASS_WAIT_TRIES).catch(() =>
      console.log(
        `  the files' first pass still ran after ${FILES_PASS_WAIT_TRIES / 5} s: the drops run beside it`,
      ),
    )
    await dropToRender(page)
    await outboxDrain(context, page, server.url)
    await context.close()
  })
}
