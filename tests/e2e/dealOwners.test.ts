/**
 * The deal detail's name edit, owners and client information in real Chromium: share nominals
 * the server answers adding up (nothing re-saved on opening), the Owners dialog's percent/nominal
 * conversion saved through the outbox, a rename made offline that syncs once online and shows on
 * the board, and an RM of role 5 on a deal it does not own (no edit affordances; the server
 * answers 403).
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealDetail } from '../../src/contract/deals.ts'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { SAVE_OUTCOME, SUCCESS } from '../../src/domain/messages.ts'
import { formatIdrWithSymbol } from '../../src/domain/money.ts'
import { apiGet, apiLogin, screenshot, type DemoUser } from './harness.ts'
import {
  ALL_OPEN_DEALS,
  button,
  e2eSuite,
  owns,
  pickDeal,
  serverDetail,
  signedInWithWorker,
} from './helpers.ts'

const e2e = e2eSuite()

const used = new Set<number>()

const dealOnServer = (dealId: number): Promise<DealDetail> => serverDetail<DealDetail>(e2e, dealId)

/** An open deal matching `wanted`, not used by an earlier test. */
const openDeal = (wanted: (deal: DealCard) => boolean): Promise<DealCard> =>
  pickDeal(e2e, wanted, { used })

async function openDetail(page: Page, user: DemoUser, dealId: number): Promise<Locator> {
  await signedInWithWorker(page, user)
  await page.goto(`/deals?tab=detail&deal=${dealId}`)
  const detail = page.locator(`[data-deal-detail="${dealId}"]`)
  await detail.waitFor()
  return detail
}

describe('deal owners', () => {
  it('shows nominals adding up without a re-save, converts nominal and percent in the dialog, and saves', async () => {
    const deal = await openDeal((each) => each.proposalValue >= 10_000_000)
    const value = deal.proposalValue
    const before = await dealOnServer(deal.dealId)
    const rm = before.rms[0]!
    // The server answers each nominal as its percent makes it, the list adding up to the value.
    expect(before.rms.reduce((sum, share) => sum + share.nominal, 0)).toBe(value)
    expect(Math.abs(rm.nominal - (rm.percent / 100) * value)).toBeLessThanOrEqual(value * 1e-6 + 1)
    const { page } = await e2e.open()
    await openDetail(page, 'admin', deal.dealId)

    // Nothing to re-save on opening: the deal stays as it was on the server.
    const ownersCard = page.locator(`[data-owners-card="${deal.dealId}"]`)
    const rmOnCard = ownersCard.locator(`[data-owner-share="rms:${rm.userId}"]`)
    const shown = formatIdrWithSymbol(rm.nominal)
    await rmOnCard.locator('[data-share-nominal]', { hasText: shown }).waitFor()
    await page.locator('[data-detail-sync="synced"]').waitFor()
    expect((await dealOnServer(deal.dealId)).version).toBe(before.version)

    await button(ownersCard, 'Edit owners').click()
    const dialog = page.getByRole('dialog', { name: 'Owners' })
    const rmList = dialog.getByRole('region', { name: 'Relationship Manager' })
    const row = rmList.locator(`[data-share-row="rms:${rm.userId}"]`)
    await button(rmList, 'Using nominal').click()
    expect(await button(rmList, 'Using nominal').getAttribute('aria-pressed')).toBe('true')
    await row.locator('[data-share-nominal]', { hasText: shown }).waitFor()

    await rmList.getByRole('button', { name: `Edit ${rm.name}` }).click()
    const shareDialog = page.getByRole('dialog', { name: 'Edit RM' })
    await shareDialog.getByLabel('Nominal (IDR)').fill(String(value / 2))
    await shareDialog.locator('[data-share-converted]', { hasText: '50%' }).waitFor()
    await screenshot(page, 'owners-share-dialog')
    await button(shareDialog, 'Save').click()
    await row.locator('[data-share-percent]', { hasText: '50%' }).waitFor()
    const half = formatIdrWithSymbol(value / 2)
    await row.locator('[data-share-nominal]', { hasText: half }).waitFor()

    await button(rmList, 'Using percentage').click()
    await row.locator('[data-share-percent]', { hasText: '50%' }).waitFor()
    await screenshot(page, 'owners-dialog')
    await button(dialog, 'Save').click()
    await page.getByText(SUCCESS.dealUpdated).waitFor()
    await button(page, 'Close').click()

    await rmOnCard.locator('[data-share-percent]', { hasText: '50%' }).waitFor()
    await screenshot(page, 'owners-card')
    await page.locator('[data-detail-sync="synced"]').waitFor()
    await expect
      .poll(async () => {
        const saved = (await dealOnServer(deal.dealId)).rms.find((r) => r.userId === rm.userId)
        return saved && { percent: Number(saved.percent), nominal: Number(saved.nominal) }
      })
      .toEqual({ percent: 50, nominal: Math.round(value / 2) })
  })
})

describe('deal name edit', () => {
  it('renames a deal offline (pending), syncs once online, and the board card shows the new name', async () => {
    const deal = await openDeal(() => true)
    const { context, page } = await e2e.open()
    await openDetail(page, 'admin', deal.dealId)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    const name = `Renamed ${deal.dealId} ${Date.now() % 100_000}`

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Edit deal name' }).click()
    const dialog = page.getByRole('dialog', { name: 'Deal name' })
    const save = button(dialog, 'Save')
    expect(await save.isDisabled()).toBe(true)
    await dialog.getByLabel('Deal name').fill(name)
    await save.click()
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await button(page, 'Close').click()
    await page.locator('#deal-detail-title', { hasText: name }).waitFor()
    await page.locator('[data-detail-sync="pending"]').waitFor()
    expect((await dealOnServer(deal.dealId)).name).toBe(deal.dealName)

    await context.setOffline(false)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    await expect.poll(async () => (await dealOnServer(deal.dealId)).name).toBe(name)
    await page.locator('#deal-detail-title', { hasText: name }).waitFor()

    await button(page, 'Back').click()
    await page.locator(`[data-deal-id="${deal.dealId}"]`, { hasText: name }).waitFor()
  })
})

describe('a rename made offline while the deal moved on the server', () => {
  it('merges by itself: the server keeps the new stage and takes the new name', async () => {
    const deal = await openDeal((each) => each.stage < 5)
    const { context, page } = await e2e.open()
    await openDetail(page, 'admin', deal.dealId)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    const name = `Merged ${deal.dealId} ${Date.now() % 100_000}`

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Edit deal name' }).click()
    const dialog = page.getByRole('dialog', { name: 'Deal name' })
    await dialog.getByLabel('Deal name').fill(name)
    await button(dialog, 'Save').click()
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await button(page, 'Close').click()
    await page.locator('[data-detail-sync="pending"]').waitFor()

    // The manager moves the deal on meanwhile; the name save carries the stage the admin saw.
    const manager = await apiLogin(e2e.baseURL, 'manager')
    const stage = deal.stage + 1
    const moved = await fetch(
      `${e2e.baseURL}/api/pipeline/drop/${deal.dealId}/${manager.userId}/${stage}`,
      { headers: { Authorization: `Bearer ${manager.token}` } },
    )
    expect(moved.status).toBe(200)

    await context.setOffline(false)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    await expect.poll(async () => (await dealOnServer(deal.dealId)).name).toBe(name)
    const stored = await dealOnServer(deal.dealId)
    expect({ name: stored.name, stage: stored.stage.id }).toEqual({ name, stage })
  })
})

describe('client information', () => {
  it('changes the contact offline, then a probability change after it syncs without a conflict', async () => {
    const { token } = await apiLogin(e2e.baseURL, 'admin')
    const deals = await apiGet<DealCard[]>(e2e.baseURL, ALL_OPEN_DEALS, token)
    let chosen: { deal: DealCard; contact: { id: number; name: string } } | null = null
    for (const deal of deals.filter((each) => !used.has(each.dealId)).slice(0, 40)) {
      const detail = await dealOnServer(deal.dealId)
      const client = await apiGet<{ contacts: { id: number; name: string }[] }>(
        e2e.baseURL,
        `/clients/${detail.clientCompany.id}`,
        token,
      )
      const other = client.contacts.find((contact) => contact.id !== detail.clientContact?.id)
      if (other && detail.probability !== 80) {
        chosen = { deal, contact: other }
        break
      }
    }
    if (!chosen) throw new Error('no deal whose client has another contact')
    const { deal, contact } = chosen
    used.add(deal.dealId)

    const { context, page } = await e2e.open()
    await openDetail(page, 'admin', deal.dealId)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    const card = page.locator(`[data-client-info-card="${deal.dealId}"]`)
    await card.getByRole('button', { name: 'Edit client information' }).click()
    const contactField = card.getByRole('combobox', { name: 'Contact', exact: true })
    await contactField.locator(`option[value="${contact.id}"]`).waitFor({ state: 'attached' })
    await screenshot(page, 'client-info-edit')

    await context.setOffline(true)
    await contactField.selectOption(String(contact.id))
    await button(card, 'Save').click()
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await button(page, 'Close').click()
    await card.getByText(contact.name, { exact: true }).waitFor()
    await page.locator('[data-probability] button').click()
    await page.getByRole('radio', { name: 'Verbally agree (0.8)' }).check()
    await button(page.getByRole('dialog'), 'Save').click()
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await button(page, 'Close').click()
    await page.locator('[data-detail-sync="pending"]').waitFor()

    await context.setOffline(false)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    await expect
      .poll(async () => {
        const saved = await dealOnServer(deal.dealId)
        return [saved.clientContact?.id, saved.probability]
      })
      .toEqual([contact.id, 80])

    await button(card, 'Detail Client').click()
    const form = page.getByTestId('client-form')
    await form.getByRole('heading', { name: 'Client company detail' }).waitFor()
    await screenshot(page, 'client-detail')
    await button(form, 'Back').click()
    await form.waitFor({ state: 'detached' })
  })
})

describe('owner rule', () => {
  it('shows an RM no edit affordances on a deal it does not own, and the server refuses its owners call', async () => {
    const { token, ...rm2 } = await apiLogin(e2e.baseURL, 'rm2')
    const rm2Id = await userIdOf(token)
    const deal = await openDeal((each) => !owns(rm2Id, each))
    const { page } = await e2e.open()
    const detail = await openDetail(page, 'rm2', deal.dealId)
    await button(page, 'Back').waitFor()
    await detail.locator('[data-owners-card]').waitFor()
    await detail.locator('[data-client-info-card]').waitFor()
    for (const name of ['Edit deal name', 'Edit owners', 'Edit client information']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0)
    }

    const before = await dealOnServer(deal.dealId)
    const response = await fetch(`${e2e.baseURL}/api/pipeline/owners`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        dealId: deal.dealId,
        userId: rm2Id,
        segmentId: before.segment?.id ?? rm2.segmentId,
        branchId: before.branch?.id ?? rm2.branchId,
        consultants: [],
        rms: [{ userId: rm2Id, percent: 100, nominal: 0, usePercent: true }],
        tribes: [],
        picId: 0,
      }),
    })
    expect(response.status).toBe(403)
    expect((await dealOnServer(deal.dealId)).rms).toEqual(before.rms)
  })
})

/** The user id an access token names (its subject). */
async function userIdOf(token: string): Promise<number> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub?: string | number
  }
  const id = Number(payload.sub)
  if (!Number.isSafeInteger(id)) throw new Error('no user id in the token')
  return id
}
