/**
 * The service worker's Background Sync drain: a stage move queued offline reaches the server
 * after the tab is closed, when the browser fires the outbox's `sync` event (fired here through
 * the DevTools protocol, as Chromium's own timing is minutes).
 */
import type { BrowserContext, CDPSession } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { OUTBOX_SYNC_TAG } from '../../sw/outboxSyncTag.ts'
import { apiGet, apiLogin, signedIn, startE2E, type E2E } from './harness.ts'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

async function profileId(context: BrowserContext): Promise<number> {
  const profile = (await context.cookies()).find((cookie) => cookie.name === 'profile')
  return (JSON.parse(decodeURIComponent(profile!.value)) as { id: number }).id
}

async function serverStage(dealId: number): Promise<number> {
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  const detail = await apiGet<{ stage: { id: number } }>(
    e2e.baseURL,
    `/Pipeline/detail/${dealId}`,
    token,
  )
  return detail.stage.id
}

/** The id of the worker registration of the app, as the DevTools protocol names it. */
function registrationId(cdp: CDPSession): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
    void cdp.send('ServiceWorker.enable')
  })
}

async function until(condition: () => Promise<boolean>, ms = 20_000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 250) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('condition not met')
}

describe('Background Sync', () => {
  it('sends a move queued offline after the tab was closed', async () => {
    const { context, page } = await e2e.open({ width: 1280, height: 800 })
    await signedIn(page, 'rm')
    await page.locator('[data-deal-id]').first().waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const rmId = await profileId(context)
    const { token } = await apiLogin(e2e.baseURL, 'rm')
    const deals = await apiGet<DealCard[]>(e2e.baseURL, '/pipeline/0/0/0/0/0/0', token)
    let deal: DealCard | undefined
    for (const candidate of deals) {
      const owned = [...candidate.rms, ...candidate.access].some((person) => person.id === rmId)
      const shown = await page.locator(`[data-deal-id="${candidate.dealId}"]`).count()
      if (owned && candidate.stage < 5 && shown === 1) {
        deal = candidate
        break
      }
    }
    if (!deal) throw new Error('no owned deal on the board')

    await context.setOffline(true)
    await page.locator(`[data-deal-id="${deal.dealId}"] [aria-roledescription="deal card"]`).focus()
    await page.keyboard.press('Space')
    await page.waitForTimeout(100)
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(100)
    await page.keyboard.press('Space')
    await page
      .locator(
        `[data-stage="${deal.stage + 1}"] [data-deal-id="${deal.dealId}"][data-sync="pending"]`,
      )
      .waitFor()

    await page.close()
    // The page was offline, so only the worker can deliver the move. Chromium may fire the Background
    // Sync event by itself as soon as the op is queued (setOffline holds back pages, not the
    // browser's own connectivity); otherwise it is fired here, as the browser does once online, and
    // again while the worker reports ops left (e.g. the closing tab still held the outbox lock).
    const arrived = async () => (await serverStage(deal.dealId)) === deal.stage + 1
    const deliveredBeforeClose = await arrived()
    if (!deliveredBeforeClose) expect(await serverStage(deal.dealId)).toBe(deal.stage)
    await context.setOffline(false)

    const blank = await context.newPage()
    const cdp = await context.newCDPSession(blank)
    const id = await registrationId(cdp)
    for (let attempt = 1; !deliveredBeforeClose; attempt++) {
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: e2e.baseURL,
        registrationId: id,
        tag: OUTBOX_SYNC_TAG,
        lastChance: attempt === 5,
      })
      try {
        await until(arrived, 8_000)
        break
      } catch (error) {
        if (attempt === 5) throw error
      }
    }

    const again = await context.newPage()
    await again.goto('/deals')
    await again
      .locator(
        `[data-stage="${deal.stage + 1}"] [data-deal-id="${deal.dealId}"][data-sync="synced"]`,
      )
      .waitFor()
    await again.locator('[data-sync-status][data-pending-count="0"]').waitFor()
  })
})
