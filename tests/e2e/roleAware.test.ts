/**
 * Role-aware screens in real Chromium: the read-only demo user (role 4) sees a deal's client with
 * no Edit or Delete; cards a person may not move show no grab cursor and say why, and a drag of
 * one still ends in 'Hold Up!'; an RM gets no Delete on a company it does not manage.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ClientDetail } from '../../src/contract/clients.ts'
import type { DealDetail } from '../../src/contract/deals.ts'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP } from '../../src/domain/messages.ts'
import { stageName } from '../../src/domain/stages.ts'
import { CARD_ONLY_NOTE } from '../../src/features/deals/CardOnlyDetail.tsx'
import { refusedRouteText } from '../../src/routes/refusedRoute.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import {
  adminGet,
  button,
  card,
  e2eSuite,
  openBoard,
  owns,
  pickDeal,
  profileId,
  serverDetail,
  serverStage,
  signedInWithWorker,
} from './helpers.ts'

const e2e = e2eSuite()

const handleOf = (page: Page, dealId: number): Locator =>
  card(page, dealId).locator('[aria-roledescription="deal card"]')

const cursorOf = (handle: Locator): Promise<string> =>
  handle.evaluate((element) => getComputedStyle(element).cursor)

/** Drags a card by the pointer into the next column and lets go. */
async function dragToNextColumn(page: Page, deal: DealCard): Promise<void> {
  await page.locator('[data-board-dnd="ready"]').waitFor()
  const from = await handleOf(page, deal.dealId).boundingBox()
  const to = await page.locator(`[data-stage="${deal.stage + 1}"]`).boundingBox()
  if (!from || !to) throw new Error('card or column not laid out')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(
      from.x + from.width / 2 + ((to.x + to.width / 2 - from.x - from.width / 2) * step) / 10,
      from.y + from.height / 2 + 40 * (step / 10),
    )
  }
  await page.mouse.up()
}

describe('read-only user (role 4)', () => {
  it('has no menu button, and is told why /clients shows the Pipeline instead', async () => {
    const { page } = await e2e.open()
    await openBoard(page, 'viewer')
    expect(await page.getByRole('button', { name: 'Toggle sidebar' }).count()).toBe(0)
    expect(await page.locator('[data-refused-route]').count()).toBe(0)

    await page.goto('/clients')
    await page.waitForURL('**/deals')
    const notice = page.locator('[data-refused-route]')
    await notice.getByText(refusedRouteText('Client')).waitFor()
    await screenshot(page, 'role4-refused-route')
    await button(notice, 'Dismiss').click()
    await notice.waitFor({ state: 'detached' })

    await page.goto('/salesreport')
    await notice.getByText(refusedRouteText('Sales Report')).waitFor()
  })

  it('sees the client of a deal with no Edit or Delete, every field disabled and no Save', async () => {
    const deal = await pickDeal(e2e, () => true)
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'viewer')
    await page.goto(`/deals?tab=detail&deal=${deal.dealId}`)
    const detail = page.locator(`[data-deal-detail="${deal.dealId}"]`)
    await detail.waitFor()
    const infoCard = page.locator(`[data-client-info-card="${deal.dealId}"]`)
    await button(infoCard, 'Detail Client').click()
    const form = page.getByTestId('client-form')
    await form.getByRole('heading', { name: 'Client company detail' }).waitFor()
    await form.getByRole('textbox', { name: 'Company name' }).waitFor()
    await screenshot(page, 'role4-client-detail')

    for (const name of ['Edit', 'Delete', 'Save', 'Add', 'Add new']) {
      expect(await button(form, name).count(), name).toBe(0)
    }
    expect(await form.getByRole('button', { name: /^(Edit|Remove) / }).count()).toBe(0)
    expect(await form.getByRole('textbox', { name: 'Company name' }).isDisabled()).toBe(true)
    expect(await button(form, 'Back').count()).toBe(1)
    // Nor may the deal itself be changed.
    expect(await page.getByRole('button', { name: 'Edit client information' }).count()).toBe(0)
    await button(form, 'Back').click()
    await form.waitFor({ state: 'detached' })
  })

  it("shows board cards as not movable (no grab cursor, 'Authorized owner's only'), and a drop still answers 'Hold Up!'", async () => {
    const { page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'viewer')
    const deal = await pickDeal(e2e, (each) => each.stage < 5, { shownOn: page })
    const handle = handleOf(page, deal.dealId)

    expect(await cursorOf(handle)).toBe('default')
    expect(await handle.getAttribute('data-movable')).toBe('false')
    expect(await handle.getAttribute('title')).toContain(AUTHORIZED_OWNERS_ONLY)
    expect(await handle.getAttribute('aria-description')).toContain(AUTHORIZED_OWNERS_ONLY)

    await dragToNextColumn(page, deal)
    const result = page.getByRole('dialog')
    await result.getByRole('heading', { name: HOLD_UP }).waitFor()
    expect(await result.innerText()).toContain(AUTHORIZED_OWNERS_ONLY)
    await screenshot(page, 'role4-hold-up')
    await result.getByRole('button', { name: 'Close' }).click()
    expect(
      await page.locator(`[data-stage="${deal.stage}"] [data-deal-id="${deal.dealId}"]`).count(),
    ).toBe(1)
    expect(await serverStage(e2e, deal.dealId)).toBe(deal.stage)
  })
})

describe('relationship manager (role 5)', () => {
  it('sees the grab cursor on its own deals only', async () => {
    const { context, page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const mine = await pickDeal(e2e, (each) => owns(rmId, each), { shownOn: page })
    const notMine = await pickDeal(e2e, (each) => !owns(rmId, each), { shownOn: page })

    expect(await cursorOf(handleOf(page, mine.dealId))).toBe('grab')
    expect(await handleOf(page, mine.dealId).getAttribute('title')).toBeNull()
    expect(await cursorOf(handleOf(page, notMine.dealId))).toBe('default')
    expect(await handleOf(page, notMine.dealId).getAttribute('data-movable')).toBe('false')
  })

  it('offline, opens a card it does not own from what the card holds, and says the rest needs a connection', async () => {
    const { context, page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    await waitAvailableOffline(page)
    const notMine = await pickDeal(e2e, (each) => !owns(rmId, each), { shownOn: page })

    await context.setOffline(true)
    await card(page, notMine.dealId).locator('[data-open-deal]').click()
    const summary = page.locator(`[data-card-only="${notMine.dealId}"]`)
    await summary.waitFor()
    await summary.getByRole('heading', { name: notMine.dealName }).waitFor()
    const text = await summary.innerText()
    expect(text).toContain(notMine.clientName)
    expect(text).toContain(stageName(notMine.stage))
    expect(text).toContain(CARD_ONLY_NOTE)
    await screenshot(page, 'rm-offline-card-only')
    await context.setOffline(false)
  })

  it('gets Edit but no Delete on a company it is not a relationship manager of', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    const rmId = await profileId(context)
    let company: string | undefined
    for (const deal of await adminGet<DealCard[]>(e2e, '/pipeline/0/0/0/0/0/0')) {
      const { clientCompany } = await serverDetail<DealDetail>(e2e, deal.dealId)
      const client = await adminGet<ClientDetail>(e2e, `/clients/${clientCompany.id}`)
      if (!client.relManagers.some((manager) => manager.relManagerId === rmId)) {
        company = client.client.company
        break
      }
    }
    if (!company) throw new Error('no company without the RM among its relationship managers')

    await page.goto('/clients')
    const search = page.getByRole('searchbox', { name: 'Search company name' })
    await page.getByTestId('client-row').first().waitFor()
    await search.fill(company)
    await search.press('Enter')
    const row = page.getByTestId('client-row').filter({ hasText: company }).first()
    await row.waitFor()
    expect(await row.getByRole('button', { name: `Edit ${company}` }).count()).toBe(1)
    expect(await row.getByRole('button', { name: `Delete ${company}` }).count()).toBe(0)
  })
})
