/**
 * Visit save (printed, never asserted), in Debian's Chromium against the built app (BENCH_DIST,
 * else dist/) and the reference server: the time from the Save click in the Sales visit dialog of
 * a deal to the dialog leaving the page, online and offline (median of RUNS saves each), beside
 * one frame. Saving queues the visit locally, so both should be close.
 */
import type { Page } from 'playwright-core'
import { SAVE_OUTCOME, SUCCESS } from '../../src/domain/messages.ts'
import { startServer } from '../../src/server/start.ts'
import { BENCH_DIST, launchChromium, signInAdmin, VIEWPORT } from './browser.ts'
import { ONE_FRAME, record } from './figures.ts'
import { median } from './stats.ts'

const RUNS = 10
/** Click on Save to the dialog gone, in the page's clock (ms). */
async function saveOnce(page: Page, objective: string, online: boolean): Promise<number> {
  await page.getByRole('button', { name: 'Add sales visit' }).click()
  const dialog = page.locator('[data-visit-dialog]')
  await dialog.getByRole('textbox', { name: 'Visit objective' }).fill(objective)
  await page.evaluate(() => {
    const save = document.querySelector<HTMLButtonElement>('[data-visit-dialog] [type="submit"]')
    const timing = window as unknown as { visitSave?: Promise<number> }
    timing.visitSave = new Promise<number>((resolve) => {
      save?.addEventListener(
        'click',
        () => {
          const clickedAt = performance.now()
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-visit-dialog]')) return
            observer.disconnect()
            resolve(performance.now() - clickedAt)
          })
          observer.observe(document.body, { childList: true, subtree: true })
        },
        { capture: true, once: true },
      )
    })
  })
  await dialog.getByRole('button', { name: 'Save' }).click()
  const elapsed = await page.evaluate(
    () => (window as unknown as { visitSave: Promise<number> }).visitSave,
  )
  // The spec's success once the server accepted the visit; offline, 'Saved on this device'.
  const result = page.getByRole('dialog').filter({
    has: page.getByRole('heading', {
      name: online ? SUCCESS.visitAdded : SAVE_OUTCOME.waitingTitle,
    }),
  })
  await result.getByRole('button', { name: 'Close', exact: true }).click()
  await result.waitFor({ state: 'detached' })
  return elapsed
}

export async function visitSaveBench(): Promise<void> {
  console.log('\nSales visit save, Chromium:')
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    staticDir: BENCH_DIST,
    quiet: true,
  })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })
    const page = await context.newPage()
    await signInAdmin(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const card = page.locator('[data-deal-id]').first()
    await card.waitFor()
    const dealId = await card.getAttribute('data-deal-id')
    await card.locator('[data-open-deal]').click()
    await page.locator(`[data-deal-detail="${dealId}"]`).waitFor()
    for (const mode of ['online', 'offline'] as const) {
      await context.setOffline(mode === 'offline')
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        times.push(await saveOnce(page, `Bench ${mode} visit ${run}`, mode === 'online'))
      }
      const sorted = [...times].sort((a, b) => a - b)
      console.log(
        `  ${mode}: ${times.length} saves, ${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)} ms`,
      )
      record({
        name: `visit save ${mode}, Save click to dialog closed (p50)`,
        value: median(times),
        unit: 'ms',
        ...ONE_FRAME,
      })
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
