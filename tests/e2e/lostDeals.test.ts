/**
 * The Lost Deal list in real Chromium: a deal marked Lost from its detail is found by search,
 * opens its detail from its name, and Reopen (made offline) takes it off the list at once, with a
 * pending mark until the server has opened it; the list browses offline (from IndexedDB, "as of
 * ...") after one online visit.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { LostDealList } from '../../src/contract/lostDeals.ts'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { CONFIRM, SAVE_OUTCOME, stateChangeText } from '../../src/domain/messages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import {
  adminGet,
  button,
  e2eSuite,
  openBoard,
  openDetail,
  owns,
  pickDeal,
  profileId,
  serverState,
} from './helpers.ts'

const e2e = e2eSuite()

const lostRow = (page: Page, dealId: number): Locator =>
  page.getByTestId('lost-deal-row').filter({ has: page.locator(`[data-lost-deal-id="${dealId}"]`) })

async function openLostDeals(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Lost Deal' })
    .click()
  await page.locator('[data-lost-deals="ready"]').waitFor()
}

async function markLost(page: Page, deal: DealCard): Promise<void> {
  await openDetail(page, deal.dealId)
  await button(page, 'Lost').click()
  await button(page, CONFIRM.lost.yes).click()
  await page.getByText(stateChangeText(deal.dealName, 'LOST')).waitFor()
  await button(page, 'Close').click()
  await page.locator('[data-detail-sync="synced"]').waitFor()
  expect(await serverState(e2e, deal.dealId)).toBe('Lost')
}

describe('lost deal list', () => {
  it('finds a deal lost from its detail, opens it, and Reopen takes it off the list', async () => {
    const { context, page } = await e2e.open()
    await openBoard(page, 'rm')
    const userId = await profileId(context)
    const deal = await pickDeal(e2e, (each) => owns(userId, each), { shownOn: page })
    await markLost(page, deal)

    await openLostDeals(page)
    await page.getByRole('searchbox', { name: 'Search lost deals' }).fill(deal.dealName)
    await page.getByRole('searchbox', { name: 'Search lost deals' }).press('Enter')
    const row = lostRow(page, deal.dealId)
    await row.waitFor()
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll('[data-lost-deal-id]')].every(
          (each) => each.getAttribute('data-lost-deal-id') === String(id),
        ),
      deal.dealId,
    )
    expect(await row.locator('td').nth(1).textContent()).toBe(deal.clientName)
    await screenshot(page, 'lost-deals')

    await row.getByRole('button', { name: deal.dealName, exact: true }).click()
    await page.locator(`[data-deal-detail="${deal.dealId}"][data-deal-state="Lost"]`).waitFor()
    expect(page.url()).toContain(`deal=${deal.dealId}`)
    await page.goBack()
    await page.locator('[data-lost-deals="ready"]').waitFor()

    await page.getByRole('searchbox', { name: 'Search lost deals' }).fill(deal.dealName)
    await page.getByRole('searchbox', { name: 'Search lost deals' }).press('Enter')
    await context.setOffline(true)
    await lostRow(page, deal.dealId)
      .getByRole('button', { name: `Reopen ${deal.dealName}` })
      .click()
    await page.getByText(CONFIRM.reopen.title).waitFor()
    await button(page, CONFIRM.reopen.yes).click()
    await page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle }).waitFor()
    await button(page, 'Close').click()
    await lostRow(page, deal.dealId).waitFor({ state: 'detached' })
    await page
      .locator(`[data-reopened-deal-id="${deal.dealId}"][data-reopen-sync="pending"]`)
      .waitFor()
    expect(await serverState(e2e, deal.dealId)).toBe('Lost')

    await context.setOffline(false)
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    expect(await serverState(e2e, deal.dealId)).toBe('Open')
    await page.locator(`[data-reopened-deal-id="${deal.dealId}"]`).waitFor({ state: 'detached' })
  })

  it('browses offline after one online visit', async () => {
    const { context, page } = await e2e.open()
    await openBoard(page, 'rm')
    await openLostDeals(page)
    // The visit is over once the device holds what it keeps: the list fills page by page of the
    // change feed until then, so its first page may still change.
    await waitAvailableOffline(page)
    const first = page.locator('[data-lost-deal-id]').first()
    await first.waitFor()
    const dealId = Number(await first.getAttribute('data-lost-deal-id'))
    const rows = await page.locator('[data-lost-deal-id]').count()
    expect(rows).toBeGreaterThan(0)
    expect(rows).toBeLessThanOrEqual(10)
    // The change feed filled the list; it shows the server's first page, newest loss first.
    const serverPage = await adminGet<LostDealList>(e2e, `/pipeline/lostdeal/0/0/0/0/0/1/${rows}/*`)
    const shown = await page
      .locator('[data-lost-deal-id]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-lost-deal-id'))))
    expect(shown).toEqual(serverPage.items.map((row) => row.dealId))
    // Rows with Reopen (its own deals) and without are one height.
    const heights = await page
      .getByTestId('lost-deal-row')
      .evaluateAll((each) =>
        each.map((row) => [
          row.getBoundingClientRect().height,
          row.querySelector('button[aria-label^="Reopen"]') !== null,
        ]),
      )
    expect(new Set(heights.map(([, reopen]) => reopen)).size).toBe(2)
    const sizes = heights.map(([height]) => Number(height))
    // The last row has no bottom border.
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(1)

    await context.setOffline(true)
    await page.reload()
    await page.locator('[data-lost-deals="ready"]').waitFor()
    await lostRow(page, dealId).waitFor()
    await page.getByTestId('as-of').waitFor()
    expect(await page.locator('[data-lost-deal-id]').count()).toBe(rows)

    const name = (await lostRow(page, dealId).locator('td').first().textContent()) ?? ''
    await page.getByRole('searchbox', { name: 'Search lost deals' }).fill(name)
    await page.getByRole('searchbox', { name: 'Search lost deals' }).press('Enter')
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll('[data-lost-deal-id]')].some(
          (each) => each.getAttribute('data-lost-deal-id') === String(id),
        ) && document.querySelectorAll('[data-lost-deal-id]').length <= 10,
      dealId,
    )
    await context.setOffline(false)
  })
})
