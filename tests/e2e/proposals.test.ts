/**
 * The Proposal dialog and card in real Chromium: a proposal with a file and two invoice periods
 * saved offline is pending on the card, survives an offline reload, syncs once online, its View
 * opens the file through the File view call, and the deal can then be won. Save stays disabled
 * without Send by or without an invoice period; a deal without an invoice period is refused Won.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import {
  CONFIRM,
  DEAL_CANT_BE_WON,
  FILE_TYPE_NOT_ALLOWED,
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

/** A 1x1 PNG: an allowed type the browser shows inline in the new tab. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const FILE_NAME = 'Proposal PT Sinar Jaya core banking upgrade phase two final.png'

async function profileId(context: BrowserContext): Promise<number> {
  const profile = (await context.cookies()).find((cookie) => cookie.name === 'profile')
  if (!profile) throw new Error('no profile cookie')
  return (JSON.parse(decodeURIComponent(profile.value)) as { id: number }).id
}

const card = (page: Page, dealId: number): Locator => page.locator(`[data-deal-id="${dealId}"]`)
const detail = (page: Page, dealId: number): Locator =>
  page.locator(`[data-deal-detail="${dealId}"]`)
const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true })

const owns = (userId: number, deal: DealCard): boolean =>
  [...deal.rms, ...deal.access].some((person) => person.id === userId)

const used = new Set<number>()

/** An open deal above Lead in without an invoice period, owned by the user and on the board. */
async function dealAboveLeadIn(page: Page, userId: number): Promise<DealCard> {
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  const deals = await apiGet<DealCard[]>(e2e.baseURL, ALL_OPEN_DEALS, token)
  for (const deal of deals) {
    if (used.has(deal.dealId) || deal.stage < 2 || deal.invoicePeriod || !owns(userId, deal)) {
      continue
    }
    if ((await card(page, deal.dealId).count()) === 1) {
      used.add(deal.dealId)
      return deal
    }
  }
  throw new Error('no such deal on the board')
}

async function openDeal(page: Page, context: BrowserContext): Promise<DealCard> {
  await signedIn(page, 'rm')
  await page.locator('[data-deal-id]').first().waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const deal = await dealAboveLeadIn(page, await profileId(context))
  await card(page, deal.dealId).locator('[data-open-deal]').click()
  await detail(page, deal.dealId).waitFor()
  return deal
}

async function addPeriod(page: Page, month: string, value: string, remark: string) {
  await button(page.locator('[data-proposal-dialog]'), 'Add period').click()
  const periodDialog = page.locator('[data-invoice-period-dialog]')
  await periodDialog.getByText('Add Invoice Period').waitFor()
  const save = button(periodDialog, 'Save')
  expect(await save.isDisabled()).toBe(true)
  await periodDialog.getByLabel('Period').fill(month)
  await periodDialog.getByLabel('Value').fill(value)
  await periodDialog.getByLabel('Remark').fill(remark)
  await save.click()
  await periodDialog.waitFor({ state: 'detached' })
}

async function serverDetail(dealId: number) {
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  return apiGet<{
    state: { text: string }
    proposal: {
      filename: string
      proposalValue: number
      invoices: { invoiceAmount: number }[]
    } | null
  }>(e2e.baseURL, `/Pipeline/detail/${dealId}`, token)
}

describe('proposal', () => {
  it('saved offline with a file and two periods: pending, kept over a reload, synced, View, then Won', async () => {
    const { context, page } = await e2e.open()
    const deal = await openDeal(page, context)
    const proposalCard = page.locator('[data-proposal-card]')
    await proposalCard.getByText('No proposal yet').waitFor()

    await context.setOffline(true)
    await button(page, 'Upload Proposal').click()
    const dialog = page.locator('[data-proposal-dialog="add_proposal"]')
    await dialog.getByText('No invoice period').waitFor()
    const save = button(dialog, 'Save')
    expect(await save.isDisabled()).toBe(true)

    await dialog.getByLabel('Send by').selectOption({ index: 1 })
    expect(await save.isDisabled()).toBe(true)
    await addPeriod(page, '2026-12', '100000000', 'Down payment')
    await addPeriod(page, '2027-01', '50000000', 'Final')
    expect(await dialog.locator('[data-invoice-period]').count()).toBe(2)
    expect(await save.isDisabled()).toBe(false)
    await dialog.getByLabel('Send by').selectOption({ index: 0 })
    expect(await save.isDisabled()).toBe(true)
    await dialog.getByLabel('Send by').selectOption({ index: 1 })

    await dialog.getByLabel('Proposal value (IDR)').fill('150000000')
    await button(dialog, 'Upload file').click({ trial: true })
    await dialog
      .getByLabel('Proposal file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
    await dialog.getByText(FILE_TYPE_NOT_ALLOWED).waitFor()
    await button(dialog, 'Upload file').waitFor()
    await dialog
      .getByLabel('Proposal file')
      .setInputFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: PNG })
    await button(dialog, 'Change file').waitFor()
    expect(await save.isDisabled()).toBe(false)
    await screenshot(page, 'proposal-dialog')
    await save.click()
    await page.getByText(SUCCESS.proposalUploaded).waitFor()
    await button(page, 'Close').click()

    await page.locator('[data-proposal-sync="pending"]').waitFor()
    const cutName = `${FILE_NAME.slice(0, 35)}...`
    expect(await proposalCard.locator('[data-proposal-filename]').textContent()).toBe(cutName)
    expect(await proposalCard.locator('[data-card-invoice-period]').count()).toBe(2)

    await page.reload()
    await detail(page, deal.dealId).waitFor()
    await page.locator('[data-proposal-sync="pending"]').waitFor()
    expect(await proposalCard.locator('[data-proposal-value]').textContent()).toBe(
      'IDR 150,000,000',
    )

    await context.setOffline(false)
    await page.locator('[data-proposal-sync="synced"]').waitFor()
    // View opens the server's file once the detail is pulled again with the proposal's link.
    const view = button(proposalCard, 'View')
    await view.waitFor()
    await proposalCard.scrollIntoViewIfNeeded()
    await screenshot(page, 'proposal-card')
    const onServer = await serverDetail(deal.dealId)
    expect(onServer.proposal?.filename).toBe(FILE_NAME)
    expect(onServer.proposal?.invoices.map((line) => line.invoiceAmount)).toEqual([
      100_000_000, 50_000_000,
    ])

    const [tab] = await Promise.all([context.waitForEvent('page'), view.click()])
    await tab.waitForURL(/\/File\/download\//i)
    const download = await context.request.get(tab.url())
    expect(download.status()).toBe(200)
    expect(Buffer.from(await download.body()).equals(PNG)).toBe(true)
    await tab.close()

    await button(proposalCard, 'Edit').click()
    const edit = page.locator('[data-proposal-dialog="edit_proposal"]')
    expect(await edit.locator('[data-invoice-period]').count()).toBe(2)
    await button(edit, 'Change file').waitFor()
    await edit.getByLabel('Proposal value (IDR)').fill('175000000')
    await button(edit, 'Save').click()
    await page.getByText(SUCCESS.proposalUploaded).waitFor()
    await button(page, 'Close').click()
    await expect
      .poll(async () => (await serverDetail(deal.dealId)).proposal?.proposalValue)
      .toBe(175_000_000)
    expect((await serverDetail(deal.dealId)).proposal?.filename).toBe(FILE_NAME)

    await button(page, 'Won').click()
    await page.getByText(CONFIRM.won.title).waitFor()
    await button(page, CONFIRM.won.yes).click()
    await page.getByText(stateChangeText(deal.dealName, 'WON')).waitFor()
    await button(page, 'Close').click()
    await page.locator('[data-detail-sync="synced"]').waitFor()
    await expect.poll(async () => (await serverDetail(deal.dealId)).state.text).toBe('Won')
  })

  it('a deal without an invoice period is refused Won', async () => {
    const { context, page } = await e2e.open()
    const deal = await openDeal(page, context)
    await button(page, 'Won').click()
    const refusal = page.getByRole('dialog')
    await refusal.getByText(MUST_INCLUDE_INVOICE_PERIOD).waitFor()
    await refusal.getByText(DEAL_CANT_BE_WON).waitFor()
    await button(refusal, 'Close').click()
    expect((await serverDetail(deal.dealId)).state.text).toBe('Open')
  })
})
