/**
 * The Proposal dialog and card in real Chromium: a proposal with a file and two invoice periods
 * saved offline is pending on the card, survives an offline reload, syncs once online, its View
 * opens the file through the File view call, and the deal can then be won. Save stays disabled
 * without Send by or without an invoice period; a deal without an invoice period is refused Won.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import {
  CONFIRM,
  DEAL_CANT_BE_WON,
  FILE_TYPE_NOT_ALLOWED,
  MUST_INCLUDE_INVOICE_PERIOD,
  SAVE_OUTCOME,
  stateChangeText,
  SUCCESS,
} from '../../src/domain/messages.ts'
import { screenshot } from './harness.ts'
import {
  button,
  detail,
  e2eSuite,
  fillAddDeal,
  openBoard,
  openDetail,
  owns,
  pickDeal,
  profileId,
  serverDetail as detailOnServer,
  openedFileBytes,
} from './helpers.ts'

const e2e = e2eSuite()

/** A 1x1 PNG: an allowed type the browser shows inline in the new tab. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const FILE_NAME = 'Proposal PT Sinar Jaya core banking upgrade phase two final.png'

const used = new Set<number>()

/**
 * Signs in as an RM and opens an open deal above Lead in without an invoice period that it owns,
 * with no proposal. The seed follows today's date, so such a deal in view may have a proposal
 * without periods: that proposal is removed on the server before the deal is opened.
 */
async function openDeal(page: Page, context: BrowserContext): Promise<DealCard> {
  await openBoard(page, 'rm')
  const userId = await profileId(context)
  const deal = await pickDeal(
    e2e,
    (each) => each.stage >= 2 && !each.invoicePeriod && owns(userId, each),
    { shownOn: page, used },
  )
  await e2e.db.query('DELETE FROM proposals WHERE deal_id = $1', [deal.dealId])
  await openDetail(page, deal.dealId)
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

const serverDetail = (dealId: number) =>
  detailOnServer<{
    state: { text: string }
    clientContact: { id: number; text: string } | null
    proposal: {
      contactIds: number[]
      filename: string
      proposalValue: number
      invoices: { invoiceAmount: number }[]
    } | null
  }>(e2e, dealId)

describe('proposal', () => {
  it('saved offline with a file and two periods: pending, kept over a reload, synced, View, then Won', async () => {
    const { context, page } = await e2e.open()
    const deal = await openDeal(page, context)
    const proposalCard = page.locator('[data-proposal-card]')
    await proposalCard.getByText('No proposal yet').waitFor()

    const contact = (await serverDetail(deal.dealId)).clientContact
    if (!contact) throw new Error('the deal has no client contact')
    await context.setOffline(true)
    await button(page, 'Upload Proposal').click()
    const dialog = page.locator('[data-proposal-dialog="add_proposal"]')
    await dialog.getByText('No invoice period').waitFor()
    // The deal's client contact is offered even though this device never loaded the client's list.
    const receivers = dialog.getByRole('combobox', { name: 'Receiver client' })
    await receivers.click()
    await dialog
      .getByRole('listbox')
      .getByRole('option', { name: contact.text, exact: true })
      .click()
    // The options stay open after a choice (multiple): Escape closes them, not the dialog.
    await receivers.press('Escape')
    await dialog
      .getByRole('list', { name: 'Chosen Receiver client' })
      .getByText(contact.text)
      .waitFor()
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
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
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
    // Sync, then the detail's re-pull: two round trips that a loaded machine may stretch.
    await page.locator('[data-proposal-sync="synced"]').waitFor({ timeout: 30_000 })
    // View opens the server's file once the detail is pulled again with the proposal's link.
    const view = button(proposalCard, 'View')
    await view.waitFor({ timeout: 30_000 })
    await proposalCard.scrollIntoViewIfNeeded()
    await screenshot(page, 'proposal-card')
    const onServer = await serverDetail(deal.dealId)
    expect(onServer.proposal?.filename).toBe(FILE_NAME)
    expect(onServer.proposal?.contactIds).toEqual([contact.id])
    expect(onServer.proposal?.invoices.map((line) => line.invoiceAmount)).toEqual([
      100_000_000, 50_000_000,
    ])

    expect((await openedFileBytes(page, view)).equals(PNG)).toBe(true)

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
    // Once Won: Won and Lost are gone, Add To Be Invoice is offered.
    await button(page, 'Add To Be Invoice').waitFor()
    expect(await button(page, 'Won').count()).toBe(0)
    expect(await button(page, 'Lost').count()).toBe(0)
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

describe('Add deal above Lead in', () => {
  it("'Yes I have proposal' opens the new deal, on its server id, with the proposal dialog", async () => {
    const { context, page } = await e2e.open()
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const client = await pickDeal(e2e, (deal) => owns(rmId, deal), { shownOn: page })
    const name = `Deal with a proposal ${Date.now()}`
    const { dealName, save } = await fillAddDeal(page, client.clientName, 20)
    await dealName.fill(name)
    await save.click()
    await page.getByText(CONFIRM.uploadProposal.title).waitFor()
    await button(page, CONFIRM.uploadProposal.yes).click()

    await page.locator('[data-proposal-dialog="add_proposal"]').waitFor({ timeout: 30_000 })
    const dealId = Number(new URL(page.url()).searchParams.get('deal'))
    expect(dealId).toBeGreaterThan(0)
    await detail(page, dealId).waitFor()
    expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(1)
  })
})
