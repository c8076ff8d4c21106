/**
 * The Sales Report (printed, never asserted), on the 5,000-deal seed, in Debian's Chromium against
 * the built app:
 * - offline render from the device: navigation to /salesreport until the three summary cards, the
 *   four charts (their SVG) and the Individual Sales Report's total row are on screen (p50/max of
 *   5 navigations), beside the raw IndexedDB read of every kept answer in the same page (the
 *   floor of a render from the cache) and the ratio;
 * - the server's own time of each report call the screen makes, from Node (median of 20), the
 *   heaviest named.
 */
import type { Page } from 'playwright-core'
import { waitAvailableOffline } from '../e2e/briefcaseState.ts'
import { defaultSalesReportCalls } from '../../src/features/reports/salesReportViews.ts'
import { adminLogin } from './apiLogin.ts'
import { launchChromium, seededServer, signInAdmin, VIEWPORT } from './browser.ts'
import { median } from './stats.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const RUNS = 5
const REQUESTS = 20
const SHOWN_WAIT_MS = 20_000

const ms = (value: number): string => `${value.toFixed(0)} ms`

/** performance.now() (from navigation start) when the screen's title shows (the app has booted). */
const titleShownAt = (page: Page): Promise<number> =>
  page
    .waitForFunction(
      () => (document.querySelector('[data-sales-report] h2') ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: SHOWN_WAIT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)

/** performance.now() (from navigation start) once cards, charts and the table's total show. */
const reportShownAt = (page: Page): Promise<number> =>
  page
    .waitForFunction(
      () => {
        const cards = document.querySelectorAll('[data-summary-card]').length === 3
        const charts = document.querySelectorAll('[data-chart] svg').length >= 4
        const table = document.querySelector('[data-testid="individual-report-total"]') !== null
        return cards && charts && table ? performance.now() : false
      },
      undefined,
      { polling: 'raf', timeout: SHOWN_WAIT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)

/** Reads every kept answer from IndexedDB in the page, raw (no Dexie): ms. */
const rawAnswersRead = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now()
        const open = indexedDB.open('crm')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('answers').objectStore('answers').getAll()
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            open.result.close()
            resolve(performance.now() - started)
          }
        }
      }),
  )

async function offlineRender(page: Page): Promise<void> {
  const shown: number[] = []
  const titled: number[] = []
  const raw: number[] = []
  await page.context().setOffline(true)
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/salesreport', { waitUntil: 'commit' })
    titled.push(await titleShownAt(page))
    shown.push(await reportShownAt(page))
    raw.push(await rawAnswersRead(page))
  }
  await page.context().setOffline(false)
  const render = median(shown)
  const floor = median(raw)
  console.log(
    `  offline, navigation to cards + 4 charts + table total (${RUNS} navigations): p50 ${ms(render)}, max ${ms(Math.max(...shown))}; ` +
      `of which the app's boot to the screen's title p50 ${ms(median(titled))}; ` +
      `raw IndexedDB read of every kept answer in the same page: p50 ${ms(floor)} ` +
      `(render after the title ${ms(render - median(titled))}, ratio to the read ${((render - median(titled)) / Math.max(floor, 1)).toFixed(1)})`,
  )
}

async function serverTimes(baseURL: string): Promise<void> {
  const { token, userId } = await adminLogin(baseURL)
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' }
  const rows: { path: string; ms: number; bytes: number }[] = []
  for (const { path } of defaultSalesReportCalls(userId, new Date())) {
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < REQUESTS + 2; i++) {
      const started = performance.now()
      const response = await fetch(`${baseURL}/api${path}`, { headers })
      bytes = (await response.arrayBuffer()).byteLength
      if (i >= 2) times.push(performance.now() - started)
    }
    rows.push({ path, ms: median(times), bytes })
  }
  for (const row of rows) {
    console.log(
      `  server, GET ${row.path.padEnd(52)} p50 ${ms(row.ms).padStart(7)}  ${(row.bytes / 1024).toFixed(1)} KB`,
    )
  }
  const heaviest = rows.reduce((most, row) => (row.ms > most.ms ? row : most))
  console.log(
    `  heaviest report call: GET ${heaviest.path}, p50 ${ms(heaviest.ms)} (median of ${REQUESTS})`,
  )
}

export async function salesReportBench(): Promise<void> {
  const { server, seededMs } = await seededServer(DEALS)
  console.log(
    `\nSales Report, ${DEALS}-deal seed (seeded in ${(seededMs / 1000).toFixed(1)} s), Chromium ${VIEWPORT.width}x${VIEWPORT.height}:`,
  )
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORT,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await signInAdmin(page)
    await waitAvailableOffline(page, 3000)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await offlineRender(page)
    await serverTimes(server.url)
    await context.close()
  } finally {
    await browser.close()
    await server.close()
  }
}
