/**
 * The deal detail in real Chromium: opened from a card title and kept over a reload (typed search
 * params), Won refused without an invoice period, Lost then Reopen through the outbox (the card
 * leaves and returns to the board), Delete, and the owner rule (an RM sees Back only on a deal it
 * does not own).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import {
  CONFIRM,
  DEAL_CANT_BE_WON,
  MUST_INCLUDE_INVOICE_PERIOD,
  SAVE_OUTCOME,
  stateChangeText,
  SUCCESS,
} from '../../src/domain/messages.ts'
import { apiGet, apiLogin, screenshot } from './harness.ts'
import {
  adminGet,
  ALL_OPEN_DEALS,
  button,
  card,
  closeSuccess,
  detail,
  e2eSuite,
  fillAddDeal,
  openBoard,
  openDetail,
  owns,
  pickDeal,
  profileId,
  serverState,
} from './helpers.ts'

const e2e = e2eSuite()

const used = new Set<number>()

/** A deal shown on the page matching `wanted`, not used by an earlier test. */
const shownDeal = (page: Page, wanted: (deal: DealCard) => boolean): Promise<DealCard> =>
  pickDeal(e2e, wanted, { shownOn: page, used })

describe('deal detail', () => {
  it('opens from a card title, stays open over a reload, and Back returns to the board', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d))
    await openDetail(page, deal.dealId)
    expect(page.url()).toContain(`tab=detail`)
    expect(page.url()).toContain(`deal=${deal.dealId}`)
    await expect(page.locator('#deal-detail-title').textContent()).resolves.toBe(deal.dealName)
    expect(await page.locator('[data-stage-age]').count()).toBe(5)

    await page.reload()
    await detail(page, deal.dealId).waitFor()
    await screenshot(page, 'deal-detail')

    await button(page, 'Back').click()
    await card(page, deal.dealId).waitFor()
    await page.goBack()
    await detail(page, deal.dealId).waitFor()
  })

  it('refuses Won without an invoice period', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d) && !d.invoicePeriod)
    await openDetail(page, deal.dealId)
    await button(page, 'Won').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(MUST_INCLUDE_INVOICE_PERIOD).waitFor()
    await dialog.getByText(DEAL_CANT_BE_WON).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await serverState(e2e, deal.dealId)).toBe('Open')
  })

  it('marks a deal Lost (it leaves the board), then Reopen brings it back', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d))
    await openDetail(page, deal.dealId)

    await button(page, 'Lost').click()
    await page.getByText(CONFIRM.lost.title).waitFor()
    await page.getByText('Lost Deal list').waitFor()
    await button(page, CONFIRM.lost.yes).click()
    await page.getByText(stateChangeText(deal.dealName, 'LOST')).waitFor()
    await button(page, 'Close').click()
    await page.locator(`[data-deal-detail="${deal.dealId}"][data-deal-state="Lost"]`).waitFor()
    await page.locator('[data-detail-sync="synced"]').waitFor()
    expect(await serverState(e2e, deal.dealId)).toBe('Lost')
    expect(await button(page, 'Won').count()).toBe(0)
    expect(await button(page, 'Delete').count()).toBe(0)

    await button(page, 'Back').click()
    await page.locator('[data-deal-id]').first().waitFor()
    await card(page, deal.dealId).waitFor({ state: 'detached' })

    await page.goBack()
    await detail(page, deal.dealId).waitFor()
    await button(page, 'Reopen').click()
    await page.getByText(CONFIRM.reopen.title).waitFor()
    await page.getByText('appear in the pipeline').waitFor()
    await button(page, CONFIRM.reopen.yes).click()
    await page.getByText(stateChangeText(deal.dealName, 'Open')).waitFor()
    await button(page, 'Close').click()
    await page.locator(`[data-deal-detail="${deal.dealId}"][data-deal-state="Open"]`).waitFor()
    await page.locator('[data-detail-sync="synced"]').waitFor()
    expect(await serverState(e2e, deal.dealId)).toBe('Open')

    await button(page, 'Back').click()
    await card(page, deal.dealId).waitFor()
  })

  it('deletes a deal offline (gone at once), and the server deletes it once online', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d))
    await openDetail(page, deal.dealId)

    await context.setOffline(true)
    await button(page, 'Delete').click()
    await page.getByText(CONFIRM.delete.title).waitFor()
    await page.getByText('permanent').waitFor()
    await button(page, CONFIRM.delete.yes).click()
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await button(page, 'Close').click()
    await page.locator('[data-deal-id]').first().waitFor()
    expect(await card(page, deal.dealId).count()).toBe(0)

    await context.setOffline(false)
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    const open = await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)
    expect(open.some((d) => d.dealId === deal.dealId)).toBe(false)
  })

  it('changes the probability and adds, edits and deletes a status update', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d) && d.probability !== 80)
    await openDetail(page, deal.dealId)

    await page.locator('[data-probability] button').click()
    await page.getByRole('radio', { name: 'Verbally agree (0.8)' }).check()
    await button(page, 'Save').click()
    await page.getByText(SUCCESS.probabilityUpdated).waitFor()
    await button(page, 'Close').click()
    expect(await page.locator('[data-probability]').textContent()).toBe('0.8')
    await page.locator('[data-detail-sync="synced"]').waitFor()

    const status = page.locator('[data-status-card]')
    const save = status.getByRole('button', { name: 'Save', exact: true })
    expect(await save.isDisabled()).toBe(true)
    await status.getByLabel('New status').fill('Waiting for the board meeting')
    await save.click()
    await page.getByText(SUCCESS.statusUpdated).waitFor()
    await button(page, 'Close').click()
    await status.getByText('Waiting for the board meeting').waitFor()

    await status.getByRole('button', { name: 'Edit status' }).first().click()
    await status.getByLabel('Status text').fill('Board meeting on Monday')
    await status.getByRole('button', { name: 'Save', exact: true }).last().click()
    await page.getByText(SUCCESS.statusUpdated).waitFor()
    await button(page, 'Close').click()
    await status.getByText('Board meeting on Monday').waitFor()

    // The top bar may read 0 pending a moment before the outbox query reports the last edit: ask
    // the server until the changes arrived.
    const { token } = await apiLogin(e2e.baseURL, 'admin')
    const serverDetail = () =>
      apiGet<{ probability: number }>(e2e.baseURL, `/Pipeline/detail/${deal.dealId}`, token)
    await expect.poll(async () => (await serverDetail()).probability, { timeout: 20_000 }).toBe(80)
    const statuses = () =>
      apiGet<{ status: string }[]>(e2e.baseURL, `/Pipeline/status/${deal.dealId}`, token)
    await expect
      .poll(async () => (await statuses()).map((entry) => entry.status), { timeout: 20_000 })
      .toContain('Board meeting on Monday')
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()

    await status.getByRole('button', { name: 'Delete status' }).first().click()
    await button(page, 'Yes, Delete').click()
    await closeSuccess(page, SUCCESS.statusDeleted)
    await status.getByText('Board meeting on Monday').waitFor({ state: 'detached' })
  })

  it('adds a deal offline (its card pending at once), then syncs it and opens it on its server id', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const client = await shownDeal(page, (d) => owns(rmId, d))
    const name = `Offline deal ${Date.now()}`

    const { dealName, save } = await fillAddDeal(page, client.clientName)
    expect(await save.isDisabled()).toBe(true)
    await dealName.fill(name)

    await context.setOffline(true)
    await save.click()
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await page.getByText(name).last().waitFor()
    await button(page, 'Close').click()
    const newCard = page.locator('[data-deal-id]', { hasText: name })
    await newCard.waitFor()
    // The card shows the move before the outbox's live query reports its op: wait for the mark.
    await expect.poll(() => newCard.getAttribute('data-sync'), { timeout: 10_000 }).toBe('pending')
    expect(Number(await newCard.getAttribute('data-deal-id'))).toBeLessThan(0)

    await context.setOffline(false)
    const synced = page.locator('[data-deal-id][data-sync="synced"]', { hasText: name })
    await synced.waitFor()
    const serverId = Number(await synced.getAttribute('data-deal-id'))
    expect(serverId).toBeGreaterThan(0)
    await synced.locator('[data-open-deal]').click()
    await detail(page, serverId).waitFor()
    expect(page.url()).toContain(`deal=${serverId}`)
  })

  it('shows Back only to an RM on a deal it does not own', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => !owns(rmId, d))
    await openDetail(page, deal.dealId)
    await button(page, 'Back').waitFor()
    for (const name of ['Won', 'Lost', 'Delete', 'Reopen']) {
      expect(await button(page, name).count()).toBe(0)
    }
  })
})
