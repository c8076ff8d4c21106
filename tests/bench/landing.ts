/**
 * JavaScript over the wire before the pipeline is usable (issue #19), in Debian's Chromium against
 * the built app on the 5,000-deal seed: a cold load (no service worker, empty cache) of the sign-in
 * page, an RM signs in, until the first deal card is on screen. The figure is the sum of the
 * encoded (compressed) body sizes of the scripts fetched from navigation to that card; its limit is
 * the part of it every screen needs whatever it draws (React, the router, Dexie and the bundler's
 * runtime). The chunks are listed, largest first, to show what the landing path pulls.
 */
import type { Browser } from 'playwright-core'
import { signIn } from '../e2e/harness.ts'
import { launchChromium, seededServer, VIEWPORT } from './browser.ts'
import { record } from './figures.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const RUNS = 3
const GOAL_KB = 160
/** The chunks of the libraries every screen needs (vite.config.ts names them). */
const FLOOR_CHUNK = /\/assets\/(react|router|dexie|rolldown-runtime)-[\w-]+\.js$/

interface Script {
  url: string
  bytes: number
  startTime: number
}

interface Landing {
  scripts: Script[]
  cardAt: number
}

async function coldLanding(browser: Browser, baseURL: string): Promise<Landing> {
  // Blocked service workers: every script comes from the network, as on a first visit.
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, serviceWorkers: 'block' })
  try {
    // The moment the first card enters the page, noted by the page itself: polling would see it
    // a frame later, after the idle prefetching it starts had begun.
    await context.addInitScript(`
      new MutationObserver((changes, observer) => {
        if (!document.querySelector('[data-deal-id]')) return
        window.__firstCardAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    `)
    const page = await context.newPage()
    await signIn(page, 'rm')
    const cardAt = await page
      .waitForFunction(
        () => (window as { __firstCardAt?: number }).__firstCardAt ?? false,
        undefined,
        {
          timeout: 60_000,
        },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          url: new URL(entry.name).pathname,
          bytes: entry.encodedBodySize,
          startTime: entry.startTime,
        })),
    )
    return { scripts: scripts.filter((script) => script.startTime <= cardAt), cardAt }
  } finally {
    await context.close()
  }
}

const kb = (bytes: number): number => bytes / 1024

export async function landingBench(): Promise<void> {
  const { server, seededMs } = await seededServer(DEALS)
  console.log(
    `\nLanding path, ${DEALS}-deal seed (seeded in ${(seededMs / 1000).toFixed(1)} s), Chromium, ` +
      `cold (no service worker), an RM signs in, to the first card:`,
  )
  const browser = await launchChromium()
  try {
    let landing: Landing | null = null
    // The same bytes each run; the first warms the server's compression cache, if any.
    for (let run = 0; run < RUNS; run++) landing = await coldLanding(browser, server.url)
    const { scripts } = landing!
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0)
    const floor = scripts
      .filter((script) => FLOOR_CHUNK.test(script.url))
      .reduce((sum, script) => sum + script.bytes, 0)
    const listed = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${script.url.replace(/^\/assets\//, '')} ${kb(script.bytes).toFixed(1)}`)
    console.log(`  ${scripts.length} scripts (KB over the wire): ${listed.join(', ')}`)
    record({
      name: 'landing: JS over the wire to the first card (RM, cold)',
      value: kb(total),
      unit: 'KB',
      limit: kb(floor),
      limitName: 'React, router, Dexie',
      goal: { max: GOAL_KB },
    })
  } finally {
    await browser.close()
    await server.close()
  }
}
