/**
 * Live updates in real Chromium: the admin and the manager each have the board open; a card the
 * admin moves moves on the manager's board without a reload. Offline, the manager's board stays
 * as it was; back online it catches up. Nothing is lost and no conflict dialog appears. An open
 * deal detail updates in place.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SummaryCard } from '../../src/contract/reports.ts'
import { formatIdrWithSymbol } from '../../src/domain/money.ts'
import { apiLogin, apiPost, screenshot } from './harness.ts'
import { adminGet, card, e2eSuite, moveDeal, openBoard, pickDeal, serverStage } from './helpers.ts'

const e2e = e2eSuite()

const cardIn = (page: Page, stage: number, dealId: number): Locator =>
  page.locator(`[data-stage="${stage}"] [data-deal-id="${dealId}"]`)

/** Within this long a change made elsewhere is on the board (the goal is a second). */
const SHOWN_WITHIN_MS = 5_000

describe('live updates', () => {
  it("moves a card the admin moved on the manager's open board, and catches up after offline", async () => {
    const admin = await e2e.open()
    const manager = await e2e.open()
    await openBoard(admin.page, 'admin')
    await openBoard(manager.page, 'manager')
    const used = new Set<number>()
    const first = await pickDeal(e2e, (d) => d.stage <= 4, { shownOn: manager.page, used })
    const second = await pickDeal(e2e, (d) => d.stage <= 4, { shownOn: manager.page, used })
    for (const deal of [first, second]) await card(admin.page, deal.dealId).waitFor()
    await manager.page.getByTestId('live').waitFor()
    await screenshot(manager.page, 'live-board')

    await moveDeal(admin.page, first.dealId, ['ArrowRight'])
    await cardIn(manager.page, first.stage + 1, first.dealId).waitFor({ timeout: SHOWN_WITHIN_MS })

    await manager.context.setOffline(true)
    await manager.page.getByTestId('as-of').waitFor()
    expect(await manager.page.getByTestId('live').count()).toBe(0)
    await moveDeal(admin.page, second.dealId, ['ArrowRight'])
    await expect.poll(() => serverStage(e2e, second.dealId)).toBe(second.stage + 1)
    await manager.page.waitForTimeout(1_000)
    expect(await cardIn(manager.page, second.stage, second.dealId).count()).toBe(1)

    await manager.context.setOffline(false)
    await cardIn(manager.page, second.stage + 1, second.dealId).waitFor({ timeout: 15_000 })
    await manager.page.getByTestId('live').waitFor({ timeout: 15_000 })
    expect(await cardIn(manager.page, first.stage + 1, first.dealId).count()).toBe(1)
    expect(await manager.page.getByRole('dialog').count()).toBe(0)
    expect(await manager.page.locator('[data-sync="conflict"]').count()).toBe(0)
  })

  it('updates an open deal detail in place when someone else adds a status update', async () => {
    const manager = await e2e.open()
    await openBoard(manager.page, 'manager')
    const deal = await pickDeal(e2e, () => true, { shownOn: manager.page })
    await manager.page.goto(`/deals?tab=detail&deal=${deal.dealId}`)
    const statusCard = manager.page.locator(
      `[data-deal-detail="${deal.dealId}"] [data-status-card]`,
    )
    await statusCard.waitFor()
    await manager.page.getByTestId('live').waitFor()

    const { token, userId } = await apiLogin(e2e.baseURL, 'admin')
    await apiPost(e2e.baseURL, '/pipeline/status', token, {
      status: 'Heard on the live stream',
      dealId: deal.dealId,
      userId,
    })
    await statusCard.getByText('Heard on the live stream').waitFor({ timeout: SHOWN_WITHIN_MS })
    await screenshot(manager.page, 'live-detail')
  })

  it('asks the Sales Report on screen again when an invoice its figures count changed elsewhere', async () => {
    const manager = await e2e.open({ width: 1440, height: 900 })
    await openBoard(manager.page, 'manager')
    await manager.page.goto('/salesreport')
    const shownCards = manager.page.locator('[data-summary-card]')
    await shownCards.first().waitFor()
    await manager.page.getByTestId('live').first().waitFor()
    const before = await adminGet<SummaryCard[]>(e2e, '/Pipeline/report/summary')

    await e2e.db.query(
      `UPDATE invoices SET amount = amount + 123000000, version = version + 1 WHERE id = (
         SELECT id FROM invoices WHERE invoice_date >= date_trunc('month', now())
            AND invoice_date < date_trunc('month', now()) + interval '1 month'
          ORDER BY id LIMIT 1)`,
    )
    const after = await adminGet<SummaryCard[]>(e2e, '/Pipeline/report/summary')
    const changed = after.findIndex((each, index) => each.amount !== before[index]!.amount)
    expect(changed, 'a summary figure counts the invoice').toBeGreaterThanOrEqual(0)
    // Asked again at most every few seconds: within the pacing and a poke.
    await shownCards
      .nth(changed)
      .getByText(formatIdrWithSymbol(after[changed]!.amount))
      .waitFor({ timeout: 15_000 })
    await screenshot(manager.page, 'live-sales-report')
  })
})
