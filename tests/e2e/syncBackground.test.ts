/**
 * The service worker's Background Sync drain: a stage move queued offline reaches the server
 * after the tab is closed, when the browser fires the outbox's `sync` event (fired here through
 * the DevTools protocol, as Chromium's own timing is minutes).
 */
import { describe, expect, it } from 'vitest'
import {
  e2eSuite,
  moveDeal,
  openBoard,
  owns,
  pickDeal,
  profileId,
  serverStage,
  syncUntil,
} from './helpers.ts'

const e2e = e2eSuite()

describe('Background Sync', () => {
  it('sends a move queued offline after the tab was closed', async () => {
    const { context, page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await pickDeal(e2e, (each) => owns(rmId, each) && each.stage < 5, {
      shownOn: page,
    })

    await context.setOffline(true)
    await moveDeal(page, deal.dealId, ['ArrowRight'])
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
    const arrived = async () => (await serverStage(e2e, deal.dealId)) === deal.stage + 1
    const deliveredBeforeClose = await arrived()
    if (!deliveredBeforeClose) expect(await serverStage(e2e, deal.dealId)).toBe(deal.stage)
    await context.setOffline(false)

    if (!deliveredBeforeClose) await syncUntil(e2e, context, arrived)

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
