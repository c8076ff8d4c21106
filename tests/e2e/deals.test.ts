/**
 * The deal detail in real Chromium: opened from a card title and kept over a reload (typed search
 * params), Won refused without an invoice period, Lost then Reopen through the outbox (the card
 * leaves and returns to the board), Delete, and the owner rule (an RM sees Back only on a deal it
 * does not own).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import {
  CONFIRM,
  DEAL_CANT_BE_WON,
  MUST_INCLUDE_INVOICE_PERIOD,
  stateChangeText,
  SUCCESS,
} from '../../src/domain/messages.ts'
import { apiGet, apiLogin, screenshot, signedIn, startE2E, type E2E } from './harness.ts'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

const ALL_OPEN_DEALS = '/pipeline/0/0/0/0/0/0'

async function profileId(context: BrowserContext): Promise<number> {
  const profile = (await context.cookies()).find((cookie) => cookie.name === 'profile')
  if (!profile) throw new Error('no profile cookie')
  return (JSON.parse(decodeURIComponent(profile.value)) as { id: number }).id
}

const card = (page: Page, dealId: number): Locator => page.locator(`[data-deal-id="${dealId}"]`)
const detail = (page: Page, dealId: number): Locator =>
  page.locator(`[data-deal-detail="${dealId}"]`)

async function openBoard(page: Page, user: 'rm' | 'admin'): Promise<void> {
  await signedIn(page, user)
  await page.locator('[data-deal-id]').first().waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

const owns = (userId: number, deal: DealCard): boolean =>
  [...deal.rms, ...deal.access].some((person) => person.id === userId)

const used = new Set<number>()

/** A deal shown on the page matching `wanted`, not used by an earlier test. */
async function shownDeal(page: Page, wanted: (deal: DealCard) => boolean): Promise<DealCard> {
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  const deals = await apiGet<DealCard[]>(e2e.baseURL, ALL_OPEN_DEALS, token)
  for (const deal of deals) {
    if (used.has(deal.dealId) || !wanted(deal)) continue
    if ((await card(page, deal.dealId).count()) === 1) {
      used.add(deal.dealId)
      return deal
    }
  }
  throw new Error('no such deal on the board')
}

async function openDetail(page: Page, deal: DealCard): Promise<void> {
  await card(page, deal.dealId).locator('[data-open-deal]').click()
  await detail(page, deal.dealId).waitFor()
}

const button = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true })

async function serverState(dealId: number): Promise<string> {
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  const answer = await apiGet<{ state: { text: string } }>(
    e2e.baseURL,
    `/Pipeline/detail/${dealId}`,
    token,
  )
  return answer.state.text
}

describe('deal detail', () => {
  it('opens from a card title, stays open over a reload, and Back returns to the board', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d))
    await openDetail(page, deal)
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
    await openDetail(page, deal)
    await button(page, 'Won').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(MUST_INCLUDE_INVOICE_PERIOD).waitFor()
    await dialog.getByText(DEAL_CANT_BE_WON).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await serverState(deal.dealId)).toBe('Open')
  })

  it('marks a deal Lost (it leaves the board), then Reopen brings it back', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d))
    await openDetail(page, deal)

    await button(page, 'Lost').click()
    await page.getByText(CONFIRM.lost.title).waitFor()
    await page.getByText('Lost Deal list').waitFor()
    await button(page, CONFIRM.lost.yes).click()
    await page.getByText(stateChangeText(deal.dealName, 'LOST')).waitFor()
    await button(page, 'Close').click()
    await page.locator(`[data-deal-detail="${deal.dealId}"][data-deal-state="Lost"]`).waitFor()
    await page.locator('[data-detail-sync="synced"]').waitFor()
    expect(await serverState(deal.dealId)).toBe('Lost')
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
    expect(await serverState(deal.dealId)).toBe('Open')

    await button(page, 'Back').click()
    await card(page, deal.dealId).waitFor()
  })

  it('deletes a deal offline (gone at once), and the server deletes it once online', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d))
    await openDetail(page, deal)

    await context.setOffline(true)
    await button(page, 'Delete').click()
    await page.getByText(CONFIRM.delete.title).waitFor()
    await page.getByText('permanent').waitFor()
    await button(page, CONFIRM.delete.yes).click()
    await page.getByText(`${deal.dealName} ${SUCCESS.dealDeleted}`).waitFor()
    await button(page, 'Close').click()
    await page.locator('[data-deal-id]').first().waitFor()
    expect(await card(page, deal.dealId).count()).toBe(0)

    await context.setOffline(false)
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    const { token } = await apiLogin(e2e.baseURL, 'admin')
    const open = await apiGet<DealCard[]>(e2e.baseURL, ALL_OPEN_DEALS, token)
    expect(open.some((d) => d.dealId === deal.dealId)).toBe(false)
  })

  it('changes the probability and adds, edits and deletes a status update', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d) && d.probability !== 80)
    await openDetail(page, deal)

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

    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    const { token } = await apiLogin(e2e.baseURL, 'admin')
    const serverDetail = await apiGet<{ probability: number }>(
      e2e.baseURL,
      `/Pipeline/detail/${deal.dealId}`,
      token,
    )
    expect(serverDetail.probability).toBe(80)
    const statuses = await apiGet<{ status: string }[]>(
      e2e.baseURL,
      `/Pipeline/status/${deal.dealId}`,
      token,
    )
    expect(statuses.some((entry) => entry.status === 'Board meeting on Monday')).toBe(true)

    await status.getByRole('button', { name: 'Delete status' }).first().click()
    await button(page, 'Yes, Delete').click()
    await status.getByText('Board meeting on Monday').waitFor({ state: 'detached' })
  })

  it('adds a deal offline (its card pending at once), then syncs it and opens it on its server id', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const client = await shownDeal(page, (d) => owns(rmId, d))
    const name = `Offline deal ${Date.now()}`

    await button(page, 'Add deal').click()
    const dialog = page.getByTestId('add-deal-dialog')
    await dialog.getByPlaceholder('Type company name').fill(client.clientName)
    await dialog.getByRole('button', { name: client.clientName, exact: true }).first().click()
    await dialog.locator('[data-chosen-client]').waitFor()
    for (const label of ['Tribe *', 'Segment *', 'Branch *', 'Person in charge *']) {
      const select = dialog.getByLabel(label, { exact: true })
      if ((await select.inputValue()) === '0') await select.selectOption({ index: 1 })
    }
    await dialog.getByRole('button', { name: 'Select relationship manager' }).click()
    await page
      .getByTestId('rm-picker')
      .getByRole('button', { name: /^Choose / })
      .first()
      .click()
    const save = dialog.getByRole('button', { name: 'Save', exact: true })
    expect(await save.isDisabled()).toBe(true)
    await dialog.getByLabel('Deal name').fill(name)

    await context.setOffline(true)
    await save.click()
    await page.getByText(SUCCESS.dealCreated).waitFor()
    await page.getByText(name).last().waitFor()
    await button(page, 'Close').click()
    const newCard = page.locator('[data-deal-id]', { hasText: name })
    await newCard.waitFor()
    expect(await newCard.getAttribute('data-sync')).toBe('pending')
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
    await openDetail(page, deal)
    await button(page, 'Back').waitFor()
    for (const name of ['Won', 'Lost', 'Delete', 'Reopen']) {
      expect(await button(page, name).count()).toBe(0)
    }
  })
})
