/**
 * What the Chromium benches read in the page: when a screen shows what it waits for, the admin's
 * page ready offline, and the limits a screen cannot beat in the same browser (a table read and
 * written raw, no Dexie, no React).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { waitAvailableOffline } from '../e2e/briefcaseState.ts'
import { signInAdmin, VIEWPORT } from './browser.ts'

/**
 * performance.now() (from navigation start) of the first frame `shown` answers a time for, checked
 * each frame: `shown` runs in the page and returns `performance.now()` once its screen shows, else
 * false.
 */
export const shownAt = <Arg>(
  page: Page,
  shown: (arg: Arg) => number | false,
  arg: Arg,
  timeoutMs: number,
): Promise<number> =>
  page
    // Plain data only (what the page gets is `arg` serialized): no handles to unbox.
    .waitForFunction(shown as (arg: unknown) => number | false, arg as unknown, {
      polling: 'raf',
      timeout: timeoutMs,
    })
    .then((handle) => handle.jsonValue() as Promise<number>)

/**
 * performance.now() (from navigation start) when every column shows a card, checked each frame;
 * with `deviceOnly`, cards drawn from the device's own reads: the last first screen's copy
 * (`data-first-screen-copy`) no longer stands in.
 */
const boardShown = (page: Page, deviceOnly: boolean, timeoutMs: number): Promise<number> =>
  shownAt(
    page,
    (ownReads: boolean) => {
      const board = document.querySelector('[data-testid="pipeline-board"]')
      if (!board || (ownReads && board.hasAttribute('data-first-screen-copy'))) return false
      const columns = [...board.querySelectorAll('[data-stage]')]
      const shown =
        columns.length === 5 && columns.every((column) => column.querySelector('[data-deal-id]'))
      return shown ? performance.now() : false
    },
    deviceOnly,
    timeoutMs,
  )

/** performance.now() (from navigation start) when every column shows a card. */
export const allColumnsShown = (page: Page, timeoutMs = 120_000): Promise<number> =>
  boardShown(page, false, timeoutMs)

/**
 * performance.now() when every column shows a card drawn from the device's own reads. The
 * screen's reads are over then, so a raw read after it is not slowed by them.
 */
export const deviceBoardShown = (page: Page, timeoutMs = 120_000): Promise<number> =>
  boardShown(page, true, timeoutMs)

/**
 * The admin signed in on a fresh profile, the briefcase filled (every area available offline) and
 * the service worker in control: a page ready to go offline.
 */
export async function offlineReadyPage(
  browser: Browser,
  baseURL: string,
  options: { reducedMotion?: 'reduce' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, ...options })
  const page = await context.newPage()
  await signInAdmin(page)
  await waitAvailableOffline(page, 3000)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return { context, page }
}

export interface RawTiming {
  ms: number
  rows: number
}

/** A table of the app's database read raw (a getAll on `store`): what any screen of it must read. */
export const rawRead = (page: Page, store: string): Promise<RawTiming> =>
  page.evaluate(
    (store) =>
      new Promise<RawTiming>((resolve, reject) => {
        const started = performance.now()
        const open = indexedDB.open('crm')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction(store, 'readonly').objectStore(store).getAll()
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            open.result.close()
            resolve({ ms: performance.now() - started, rows: read.result.length })
          }
        }
      }),
    store,
  )

/**
 * `runs` navigations to `path` offline, each waiting in `visit` for what it times, then reading
 * `store` raw in the same page: the limit of a screen drawn from the device.
 */
export async function offlineVisits(
  page: Page,
  path: string,
  store: string,
  runs: number,
  visit: () => Promise<void>,
): Promise<{ reads: number[]; rows: number }> {
  const reads: number[] = []
  let rows = 0
  await page.context().setOffline(true)
  for (let run = 0; run < runs; run++) {
    await page.goto(path, { waitUntil: 'commit' })
    await visit()
    const read = await rawRead(page, store)
    reads.push(read.ms)
    rows = read.rows
  }
  await page.context().setOffline(false)
  return { reads, rows }
}

/** The deals table read raw: what any board must read before it can draw. */
export const rawDealsRead = (page: Page): Promise<RawTiming> => rawRead(page, 'deals')

/**
 * The device's deal rows written raw into a scratch database, one transaction of puts (what a
 * Dexie bulkPut does beneath): the fastest a pull could store them in this browser. Sent as source
 * text: the bench's transpiler would wrap the page code's inner functions in a helper the page
 * does not have.
 */
export const rawDealsWrite = (page: Page): Promise<RawTiming> =>
  page.evaluate(`(async () => {
    const request = (req) => new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const crm = await request(indexedDB.open('crm'))
    const rows = await request(crm.transaction('deals', 'readonly').objectStore('deals').getAll())
    crm.close()
    const name = 'bench-raw-' + Math.random().toString(36).slice(2)
    const opening = indexedDB.open(name, 1)
    opening.onupgradeneeded = () => opening.result.createObjectStore('deals', { keyPath: 'dealId' })
    const scratch = await request(opening)
    const started = performance.now()
    await new Promise((resolve, reject) => {
      const tx = scratch.transaction('deals', 'readwrite')
      const store = tx.objectStore('deals')
      for (const row of rows) store.put(row)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    const ms = performance.now() - started
    scratch.close()
    indexedDB.deleteDatabase(name)
    return { ms, rows: rows.length }
  })()`)
