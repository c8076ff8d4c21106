/**
 * The briefcase (printed, never asserted), on the 5,000-deal seed, in Debian's Chromium against
 * the built app: the first fill after sign-in for the admin and for an RM (time, rows/s, bytes on
 * the wire, IndexedDB size, page heap), each beside the server's own time to answer the same
 * change feed walk from Node (the limit no browser can beat); then a refresh after 10 deals
 * changed on the server (time and bytes).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import {
  CHANGE_FEED_ROUTES,
  changesQuery,
  type ChangesPage,
} from '../../src/contract/changeFeed.ts'
import { pathOf } from '../../src/contract/route.ts'
import type { RunningServer } from '../../src/server/start.ts'
import type { BriefcaseState } from '../../src/sync/briefcase.ts'
import { idbGet, waitAvailableOffline } from '../e2e/briefcaseState.ts'
import {
  apiLogin,
  DEMO_PASSWORD,
  DEMO_USERS,
  passwordInput,
  type DemoUser,
} from '../e2e/harness.ts'
import { launchChromium, seededServer, VIEWPORT } from './browser.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const MB = 1_048_576

const ms = (value: number): string => `${(value / 1000).toFixed(1)} s`
const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`

/** Bytes received over the network (compressed, headers included) while `run` runs. */
async function wireBytes<T>(cdp: CDPSession, run: () => Promise<T>): Promise<[T, number]> {
  let bytes = 0
  const count = (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength
  }
  cdp.on('Network.loadingFinished', count)
  try {
    return [await run(), bytes]
  } finally {
    cdp.off('Network.loadingFinished', count)
  }
}

/** The whole feed walked from Node, as the server answers it: the limit of a fill. */
async function serverWalk(
  server: RunningServer,
  user: DemoUser,
): Promise<{ ms: number; bytes: number }> {
  const { token } = await apiLogin(server.url, user)
  const started = performance.now()
  let bytes = 0
  let until: string | undefined
  let after: string | undefined
  for (;;) {
    const path = `${pathOf(CHANGE_FEED_ROUTES.changes, {})}${changesQuery({ since: '0', until, after })}`
    const response = await fetch(`${server.url}/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    })
    const text = await response.text()
    bytes += text.length
    const page = JSON.parse(text) as ChangesPage
    if (page.next === null) break
    until = page.until
    after = page.next
  }
  return { ms: performance.now() - started, bytes }
}

async function heapSampler(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const sampled = window as unknown as { heapPeak: number }
    sampled.heapPeak = 0
    setInterval(() => {
      const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
      sampled.heapPeak = Math.max(sampled.heapPeak, memory?.usedJSHeapSize ?? 0)
    }, 100)
  })
  return () => page.evaluate(() => (window as unknown as { heapPeak: number }).heapPeak)
}

async function rowCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('crm')
        open.onsuccess = () => {
          const stores = ['deals', 'dealDetails', 'statusUpdates', 'clients', 'contacts']
          const tx = open.result.transaction(stores, 'readonly')
          let total = 0
          let left = stores.length
          for (const store of stores) {
            const request = tx.objectStore(store).count()
            request.onsuccess = () => {
              total += request.result
              if (--left === 0) {
                open.result.close()
                resolve(total)
              }
            }
          }
        }
      }),
  )
}

async function firstFill(
  context: BrowserContext,
  page: Page,
  server: RunningServer,
  user: DemoUser,
): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await page.goto('/')
  const peakHeap = await heapSampler(page)
  const started = performance.now()
  const [state, bytes] = await wireBytes(cdp, async () => {
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_USERS[user].email)
    await passwordInput(page).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    return waitAvailableOffline(page, 3000)
  })
  const fillMs = performance.now() - started
  const rows = await rowCount(page)
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
  const limit = await serverWalk(server, user)
  console.log(
    `  ${user.padEnd(6)} first fill (${state.mode}): ${ms(fillMs)} for ${rows} rows (${Math.round(rows / (fillMs / 1000))} rows/s), ` +
      `${mb(bytes)} on the wire, IndexedDB ${mb(usage)}, page heap peak ${mb(await peakHeap())}; ` +
      `the server alone answers the same feed in ${ms(limit.ms)} (${mb(limit.bytes)} of JSON): ratio ${(fillMs / limit.ms).toFixed(1)}`,
  )
  await cdp.detach()
}

async function refreshAfterTenChanges(context: BrowserContext, page: Page, server: RunningServer) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const before = (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))!.value
  await server.db.query(
    `UPDATE deals SET name = name || ' (changed)', version = version + 1
      WHERE id IN (SELECT id FROM deals WHERE state = 'open' ORDER BY id LIMIT 10)`,
  )
  await page.goto('/pending')
  const started = performance.now()
  const [, bytes] = await wireBytes(cdp, async () => {
    await page.getByRole('button', { name: 'Refresh offline data' }).click()
    for (;;) {
      const state = (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))!
        .value
      if (state.run === null && state.cursor !== before.cursor) return
      await page.waitForTimeout(20)
    }
  })
  console.log(
    `  admin  refresh after 10 deals changed on the server: ${(performance.now() - started).toFixed(0)} ms, ${(bytes / 1024).toFixed(1)} KB on the wire`,
  )
  await cdp.detach()
}

export async function briefcaseBench(): Promise<void> {
  const { server, seededMs } = await seededServer(DEALS)
  console.log(`\nBriefcase, ${DEALS}-deal seed (seeded in ${ms(seededMs)}), Chromium, change feed:`)
  const browser = await launchChromium()
  try {
    for (const user of ['admin', 'rm'] as const) {
      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })
      const page = await context.newPage()
      await firstFill(context, page, server, user)
      if (user === 'admin') await refreshAfterTenChanges(context, page, server)
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
