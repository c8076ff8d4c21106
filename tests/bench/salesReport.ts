/**
 * The Sales Report (printed, never asserted), on the 5,000-deal seed, in Debian's Chromium against
 * the built app, each figure beside its limit in the same run:
 * - offline render from the device: navigation to /salesreport until the three summary cards, the
 *   four charts (their SVG) and the Individual Sales Report's total row are on screen, and the
 *   part of it after the screen's title (the app booted), p50 of 5 navigations, beside the raw
 *   IndexedDB read of every kept answer in the same page (the floor of a render from the cache);
 * - the server's own time of each report call the screen makes, from Node (p50 of 20), beside a
 *   call answering nothing on the same server (the pipeline list of a tribe with no deals: auth,
 *   routing, a query), the cost of any call.
 */
import type { Page } from 'playwright-core'
import { defaultSalesReportCalls } from '../../src/entities/reports/salesReportViews.ts'
import { adminLogin } from './apiLogin.ts'
import { offlineReadyPage, offlineVisits, shownAt } from './boardPage.ts'
import { seededChromium } from './browser.ts'
import { record } from './figures.ts'
import { median } from './stats.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const RUNS = 5
const REQUESTS = 20
const SHOWN_WAIT_MS = 20_000
/** The pipeline list of a tribe with no deals: a call answering nothing. */
const NO_CARD = '/pipeline/0/0/999999/0/0/0'

/** performance.now() (from navigation start) when the screen's title shows (the app has booted). */
const titleShownAt = (page: Page): Promise<number> =>
  shownAt(
    page,
    () => (document.querySelector('[data-sales-report] h2') ? performance.now() : false),
    undefined,
    SHOWN_WAIT_MS,
  )

/** performance.now() (from navigation start) once cards, charts and the table's total show. */
const reportShownAt = (page: Page): Promise<number> =>
  shownAt(
    page,
    () => {
      const cards = document.querySelectorAll('[data-summary-card]').length === 3
      const charts = document.querySelectorAll('[data-chart] svg').length >= 4
      const table = document.querySelector('[data-testid="individual-report-total"]') !== null
      return cards && charts && table ? performance.now() : false
    },
    undefined,
    SHOWN_WAIT_MS,
  )

async function offlineRender(page: Page): Promise<void> {
  const shown: number[] = []
  const titled: number[] = []
  const { reads, rows } = await offlineVisits(page, '/salesreport', 'answers', RUNS, async () => {
    titled.push(await titleShownAt(page))
    shown.push(await reportShownAt(page))
  })
  const limit = {
    unit: 'ms',
    limit: median(reads),
    limitName: `raw IndexedDB getAll of ${rows} answers`,
  }
  record({
    name: 'offline navigation to cards, 4 charts, table total (p50)',
    value: median(shown),
    ...limit,
  })
  record({
    name: "offline, the screen's title to cards, charts, total (p50)",
    value: median(shown.map((at, run) => at - titled[run]!)),
    ...limit,
  })
}

/** The report call's name in the results: its route without parameters, e.g. /Pipeline/report/chart. */
const callName = (pattern: string): string => pattern.split('/:')[0]!

async function serverTimes(baseURL: string): Promise<void> {
  const { token, userId } = await adminLogin(baseURL)
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' }
  const p50 = async (path: string) => {
    const times: number[] = []
    for (let i = 0; i < REQUESTS + 2; i++) {
      const started = performance.now()
      await (await fetch(`${baseURL}/api${path}`, { headers })).arrayBuffer()
      if (i >= 2) times.push(performance.now() - started)
    }
    return median(times)
  }
  const nothing = await p50(NO_CARD)
  const names = new Set<string>()
  for (const call of defaultSalesReportCalls(userId, new Date())) {
    const base = `server GET ${callName(call.route.pattern)}`
    let name = base
    for (let n = 2; names.has(name); n++) name = `${base} (${n})`
    names.add(name)
    record({
      name: `${name} (p50)`,
      value: await p50(call.path),
      unit: 'ms',
      limit: nothing,
      limitName: 'a call answering nothing (no-deal tribe pipeline)',
    })
  }
}

export async function salesReportBench(): Promise<void> {
  await seededChromium('Sales Report', DEALS, async (server, browser) => {
    const { context, page } = await offlineReadyPage(browser, server.url, {
      reducedMotion: 'reduce',
    })
    await offlineRender(page)
    await serverTimes(server.url)
    await context.close()
  })
}
