/**
 * Cold start offline (issue #19), in Debian's Chromium against the built app on the 5,000-deal
 * seed: the admin signs in, the briefcase fills (5,000 open deals kept), the device goes offline
 * and the page is reloaded; the figure is navigation to every column's first card on screen
 * (p50 of RELOADS reloads), beside the raw IndexedDB read of the deals table in the same page
 * (a getAll on `deals`, no Dexie: what any board must read before it can draw).
 *
 * One more reload is traced (Chromium's timeline) to say where the time goes: the service worker
 * answering the page and its scripts, script compile and evaluation, other JavaScript (React's
 * render, the reads' callbacks), style and layout, paint, and the main thread's idle time (waiting
 * for IndexedDB or the worker).
 */
import type { CDPSession, Page } from 'playwright-core'
import { allColumnsShown, deviceBoardShown, offlineReadyPage, rawDealsRead } from './boardPage.ts'
import { seededChromium } from './browser.ts'
import { record } from './figures.ts'
import { median } from './stats.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const RELOADS = 7
const GOAL_MS = 400
const GOAL_RATIO = 2
const SHOWN_WAIT_MS = 30_000

/** When the page's navigation got its document (the service worker's answer), from its start. */
const documentTiming = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return { responseEnd: navigation?.responseEnd ?? 0, workerStart: navigation?.workerStart ?? 0 }
  })

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { frame?: string; url?: string } }
}

const SCRIPT_LOAD = new Set([
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'v8.produceModuleCache',
  'v8.deserializeOnBackground',
])
const STYLE_LAYOUT = new Set([
  'UpdateLayoutTree',
  'Layout',
  'RecalculateStyles',
  'ParseAuthorStyleSheet',
])
const PAINT = new Set([
  'Paint',
  'PrePaint',
  'Layerize',
  'UpdateLayerTree',
  'Commit',
  'CompositeLayers',
])

/** Main-thread time of the page's renderer by kind, between navigation start and `endMs`. */
function breakdown(events: TraceEvent[], endMs: number): Record<string, number> {
  const start = events.find((event) => event.name === 'navigationStart')
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && (event.args as { name?: string })?.name === 'CrRendererMain',
  )
  if (!start || !main) return {}
  const end = start.ts + endMs * 1000
  // Top-level tasks only (nested slices would be counted twice), on the renderer's main thread.
  const slices = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ts >= start.ts &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts)
  const totals: Record<string, number> = { scripts: 0, javascript: 0, styleLayout: 0, paint: 0 }
  const add = (kind: string, microseconds: number) => (totals[kind]! += microseconds / 1000)
  // The innermost kind wins: a task's time goes to the named slices inside it, the rest to JS.
  const tasks = slices.filter(
    (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask',
  )
  for (const task of tasks) {
    const inside = slices.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0),
    )
    let named = 0
    let covered = -1
    for (const event of inside) {
      if (event.ts < covered) continue
      const kind = SCRIPT_LOAD.has(event.name)
        ? 'scripts'
        : STYLE_LAYOUT.has(event.name)
          ? 'styleLayout'
          : PAINT.has(event.name)
            ? 'paint'
            : null
      if (!kind) continue
      add(kind, event.dur ?? 0)
      named += event.dur ?? 0
      covered = event.ts + (event.dur ?? 0)
    }
    add('javascript', Math.max(0, (task.dur ?? 0) - named))
  }
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000
  totals.idle = Math.max(0, endMs - busy)
  return totals
}

async function tracedReload(page: Page, cdp: CDPSession): Promise<Record<string, number>> {
  const events: TraceEvent[] = []
  // The protocol types trace events as string maps; they are the timeline's events.
  const collect = ({ value }: { value: object[] }) => void events.push(...(value as TraceEvent[]))
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'blink.user_timing',
      'toplevel',
      '__metadata',
    ].join(','),
    transferMode: 'ReportEvents',
  })
  await page.reload({ waitUntil: 'commit' })
  const shownAt = await allColumnsShown(page, SHOWN_WAIT_MS)
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.end')
  await done
  cdp.off('Tracing.dataCollected', collect)
  return { total: shownAt, ...breakdown(events, shownAt) }
}

export async function coldStartBench(): Promise<void> {
  await seededChromium('Cold start offline', DEALS, async (server, browser) => {
    const { context, page } = await offlineReadyPage(browser, server.url)
    await context.setOffline(true)
    const shown: number[] = []
    const ownShown: number[] = []
    const reads: number[] = []
    const documents: number[] = []
    let rows = 0
    for (let run = 0; run < RELOADS + 1; run++) {
      await page.reload({ waitUntil: 'commit' })
      const at = await allColumnsShown(page, SHOWN_WAIT_MS)
      const ownAt = await deviceBoardShown(page, SHOWN_WAIT_MS)
      const read = await rawDealsRead(page)
      // The first reload warms what a start of the installed app finds warm (V8's code cache).
      if (run === 0) continue
      shown.push(at)
      ownShown.push(ownAt)
      reads.push(read.ms)
      documents.push((await documentTiming(page)).responseEnd)
      rows = read.rows
    }
    const cdp = await context.newCDPSession(page)
    const trace = await tracedReload(page, cdp)
    await cdp.detach()
    await context.close()
    const ms = (value: number | undefined) => `${(value ?? 0).toFixed(0)} ms`
    console.log(
      `  reload offline to every column's first card: ${shown.map((value) => value.toFixed(0)).join(', ')} ms; ` +
        `the page's document from the service worker at p50 ${ms(median(documents))}; ` +
        `drawn from the device's own reads (the first screen's copy no longer standing in) at ` +
        `${ownShown.map((value) => value.toFixed(0)).join(', ')} ms`,
    )
    console.log(
      `  one traced reload (${ms(trace.total)}), main thread: script compile and evaluation ${ms(trace.scripts)}, ` +
        `other JavaScript (React, the reads' callbacks) ${ms(trace.javascript)}, style and layout ${ms(trace.styleLayout)}, ` +
        `paint ${ms(trace.paint)}, idle (waiting for the worker, IndexedDB) ${ms(trace.idle)}`,
    )
    record({
      name: `cold start: offline reload to cards (${rows} deals kept)`,
      value: median(shown),
      unit: 'ms',
      limit: median(reads),
      limitName: `raw IndexedDB getAll of ${rows} deals`,
      goal: { max: GOAL_MS, ratio: GOAL_RATIO },
    })
  })
}
