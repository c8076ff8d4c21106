/**
 * The pipeline board in real Chromium: local-first moves (offline, reload, back online), a
 * conflict with another user's move, the owner rule ('Hold Up!'), the filter kept across reloads,
 * and the Pending changes screen. Screenshots go to $E2E_SCREENSHOTS when set.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealDetail } from '../../src/contract/deals.ts'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP } from '../../src/domain/messages.ts'
import { stageName } from '../../src/domain/stages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiLogin, screenshot } from './harness.ts'
import {
  card,
  e2eSuite,
  moveDeal,
  openBoard,
  owns,
  pickDeal,
  profileId,
  serverDetail,
  serverStage,
} from './helpers.ts'

const e2e = e2eSuite()

const cardIn = (page: Page, stage: number, dealId: number): Locator =>
  page.locator(`[data-stage="${stage}"] [data-deal-id="${dealId}"]`)
const syncStatus = (page: Page): Locator => page.locator('[data-sync-status]')

/** A deal shown on the page (columns render the cards in view) matching `wanted`. */
const shownDeal = (page: Page, wanted: (deal: DealCard) => boolean): Promise<DealCard> =>
  pickDeal(e2e, wanted, { shownOn: page })

describe('pipeline board', () => {
  it('shows five stage columns of cards read from the device, with totals', async () => {
    const { page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const columns = page.locator('[data-stage]')
    expect(await columns.count()).toBe(5)
    for (const stage of [1, 2, 3, 4, 5]) {
      const heading = page.locator(`[data-stage="${stage}"] h3`)
      expect(await heading.innerText()).toBe(stageName(stage))
    }
    expect(await page.getByTestId('total-proposal-value').innerText()).toMatch(/^IDR [\d,]+M?$/)
    await page.getByLabel('Probability', { exact: true }).fill('0.5')
    await page.getByRole('button', { name: 'Count it' }).click()
    expect(await page.getByTestId('total-after-probability').innerText()).toMatch(/^IDR [\d,]+M?$/)
    expect(await syncStatus(page).getAttribute('data-sync-status')).toBe('online')
    await screenshot(page, 'pipeline-online')
  })

  it('moves an owned deal offline, keeps it moved over a reload, and syncs it when back online', async () => {
    const { context, page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d) && d.stage < 5)
    const target = deal.stage + 1

    await context.setOffline(true)
    await moveDeal(page, deal.dealId, ['ArrowRight'])
    await cardIn(page, target, deal.dealId).waitFor()
    // The card shows the move before the outbox's live query reports its op: wait for the mark.
    await expect
      .poll(() => card(page, deal.dealId).getAttribute('data-sync'), { timeout: 10_000 })
      .toBe('pending')

    await page.reload()
    await cardIn(page, target, deal.dealId).waitFor()
    // After a reload too, the cards may show before the outbox's states are read.
    await expect
      .poll(() => card(page, deal.dealId).getAttribute('data-sync'), { timeout: 10_000 })
      .toBe('pending')
    await page.locator('[data-sync-status="offline"][data-pending-count="1"]').waitFor()
    await page.getByTestId('as-of').waitFor()
    // Offline, "Sync now" could only fail: it waits for the connection like the outbox.
    expect(await page.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(true)
    // Nothing is being sent: the card's mark waits, it does not spin.
    await card(page, deal.dealId).locator('[data-pending-icon="waiting"]').waitFor()
    await screenshot(page, 'pipeline-offline-pending')

    await context.setOffline(false)
    await page.locator(`[data-deal-id="${deal.dealId}"][data-sync="synced"]`).waitFor()
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    // Sync now is back once the send that emptied the outbox has ended (the count comes first).
    await expect.poll(() => page.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(false)
    expect(await serverStage(e2e, deal.dealId)).toBe(target)
    expect(await cardIn(page, target, deal.dealId).count()).toBe(1)
  })

  it('marks a conflict when admin moved the same deal meanwhile, and "take theirs" shows their stage', async () => {
    const rm = await e2e.open({ width: 1280, height: 800 })
    await openBoard(rm.page, 'rm')
    const rmId = await profileId(rm.context)
    const deal = await shownDeal(rm.page, (d) => owns(rmId, d) && d.stage <= 3)
    const mine = deal.stage + 1
    const theirs = deal.stage + 2

    await rm.context.setOffline(true)
    await moveDeal(rm.page, deal.dealId, ['ArrowRight'])
    await cardIn(rm.page, mine, deal.dealId).waitFor()

    const admin = await e2e.open({ width: 1280, height: 800 })
    await openBoard(admin.page, 'admin')
    await moveDeal(admin.page, deal.dealId, ['ArrowRight', 'ArrowRight'])
    await cardIn(admin.page, theirs, deal.dealId).waitFor()
    // The card reads synced until the move is queued: wait for the server, not the mark.
    await expect.poll(() => serverStage(e2e, deal.dealId), { timeout: 20_000 }).toBe(theirs)
    await admin.page.locator(`[data-deal-id="${deal.dealId}"][data-sync="synced"]`).waitFor()

    await rm.context.setOffline(false)
    const conflicted = rm.page.locator(`[data-deal-id="${deal.dealId}"][data-sync="conflict"]`)
    await conflicted.waitFor()
    expect(await cardIn(rm.page, mine, deal.dealId).count()).toBe(1)
    await screenshot(rm.page, 'pipeline-conflict')

    await conflicted.getByTestId('card-sync-mark').click()
    const dialog = rm.page.getByTestId('deal-sync-dialog')
    await dialog.waitFor()
    expect(await dialog.getByTestId('mine-stage').innerText()).toBe(stageName(mine))
    expect(await dialog.getByTestId('theirs-stage').innerText()).toBe(stageName(theirs))
    // The same field was changed on both sides: the dialog names it, who changed it and when.
    expect(await dialog.getByTestId('op-clashes').innerText()).toMatch(
      /^Changed here and on the server: Stage \(by [^,]+, \d{2} \w{3} \d{4} \| \d{2}:\d{2}\)/,
    )
    await screenshot(rm.page, 'pipeline-conflict-dialog')
    await dialog.getByRole('button', { name: 'Take theirs' }).click()

    await rm.page
      .locator(`[data-stage="${theirs}"] [data-deal-id="${deal.dealId}"][data-sync="synced"]`)
      .waitFor()
    expect(await serverStage(e2e, deal.dealId)).toBe(theirs)
  })

  it('merges a move made offline with a rename the manager made meanwhile: no dialog, both kept', async () => {
    const rm = await e2e.open({ width: 1280, height: 800 })
    await openBoard(rm.page, 'rm')
    const rmId = await profileId(rm.context)
    const deal = await shownDeal(rm.page, (d) => owns(rmId, d) && d.stage < 5)
    const target = deal.stage + 1

    await rm.context.setOffline(true)
    await moveDeal(rm.page, deal.dealId, ['ArrowRight'])
    await cardIn(rm.page, target, deal.dealId).waitFor()

    // The manager renames the deal online, through the API, with the name save payload.
    const newName = `${deal.dealName} (renamed)`
    const manager = await apiLogin(e2e.baseURL, 'manager')
    const current = await serverDetail<DealDetail>(e2e, deal.dealId)
    const renamed = await fetch(`${e2e.baseURL}/api/pipeline/${deal.dealId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${manager.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: deal.dealId,
        userId: manager.userId,
        name: newName,
        clientId: current.clientCompany.id,
        contactId: current.clientContact?.id ?? 0,
        dealDate: current.dealDate,
        segmentId: current.segment?.id ?? 0,
        branchId: current.branch?.id ?? 0,
        stageId: current.stage.id,
        probability: current.probability,
        picId: current.pic?.id ?? 0,
      }),
    })
    expect(renamed.status).toBe(200)

    await rm.context.setOffline(false)
    await rm.page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    await expect.poll(() => serverStage(e2e, deal.dealId), { timeout: 20_000 }).toBe(target)
    const stored = await serverDetail<DealDetail>(e2e, deal.dealId)
    expect({ name: stored.name, stage: stored.stage.id }).toEqual({ name: newName, stage: target })
    // No conflict reached the RM: the card is synced, in the new stage, under the new name.
    const shown = cardIn(rm.page, target, deal.dealId)
    await rm.page
      .locator(`[data-stage="${target}"] [data-deal-id="${deal.dealId}"][data-sync="synced"]`)
      .waitFor()
    const title = () => shown.locator('h4[title]').getAttribute('title')
    await expect.poll(title, { timeout: 10_000 }).toBe(newName)
    expect(await rm.page.getByTestId('deal-sync-dialog').count()).toBe(0)

    // Pending changes keeps a line for it in its history.
    await rm.page.goto('/pending')
    const history = rm.page.getByTestId('merged-history')
    await history.waitFor()
    expect(await history.innerText()).toContain('Move stage')
    await screenshot(rm.page, 'pipeline-merged-history')
  })

  it("answers 'Hold Up!' to a drag of a deal the RM does not own, and the card stays", async () => {
    const { context, page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => !owns(rmId, d) && d.stage < 5)
    await page.locator('[data-board-dnd="ready"]').waitFor()

    const from = await card(page, deal.dealId)
      .locator('[aria-roledescription="deal card"]')
      .boundingBox()
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

    const result = page.getByRole('dialog')
    await result.getByRole('heading', { name: HOLD_UP }).waitFor()
    expect(await result.innerText()).toContain(AUTHORIZED_OWNERS_ONLY)
    expect(await result.locator('[data-icon="authorisation"]').count()).toBe(1)
    // A screen reader hears the refusal, not that the card was dropped.
    const heard = await page.locator('[id^="DndLiveRegion"]').innerText()
    expect(heard).toContain(HOLD_UP)
    expect(heard).not.toContain('was dropped')
    await result.getByRole('button', { name: 'Close' }).click()
    expect(await cardIn(page, deal.stage, deal.dealId).count()).toBe(1)
    expect(await card(page, deal.dealId).getAttribute('data-sync')).toBe('synced')
    expect(await serverStage(e2e, deal.dealId)).toBe(deal.stage)
  })

  it('reorders cards inside a column on this device only, and keeps the order over a reload', async () => {
    const { page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'admin')
    // Once the first fill and the live stream's first refresh are done: on a loaded machine a
    // refresh that lands during the keyboard drag has cost it its move.
    await page.getByTestId('live').waitFor()
    await waitAvailableOffline(page)
    const firstTwo = () =>
      page
        .locator('[data-stage="3"] [data-deal-id]')
        .evaluateAll((cards) =>
          cards.slice(0, 2).map((card) => Number(card.getAttribute('data-deal-id'))),
        )
    const [first, second] = await firstTwo()
    await moveDeal(page, first!, ['ArrowDown'])
    await page.waitForFunction(
      ([a, b]) => {
        const ids = [...document.querySelectorAll('[data-stage="3"] [data-deal-id]')]
          .slice(0, 2)
          .map((card) => Number(card.getAttribute('data-deal-id')))
        return ids[0] === b && ids[1] === a
      },
      [first!, second!],
    )
    expect(await card(page, first!).getAttribute('data-sync')).toBe('synced')
    expect(await syncStatus(page).getAttribute('data-pending-count')).toBe('0')

    await page.reload()
    await page.locator('[data-stage="3"] [data-deal-id]').first().waitFor()
    expect(await firstTwo()).toEqual([second, first])
    expect(await serverStage(e2e, first!)).toBe(3)
  })

  it('keeps the saved filter across a reload and shows only matching deals', async () => {
    const { page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'admin')
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Filter' }).waitFor()
    expect(await dialog.getByLabel('Tribe').inputValue()).toBe('0')
    expect(await dialog.getByRole('button', { name: 'Date Range' }).innerText()).toContain(
      'All Period',
    )
    // The probability chips are labels around visually hidden checkboxes: click what is seen.
    await dialog.getByLabel('0.5 Proposal Presentation').locator('..').click()
    await dialog.getByLabel('0.8 Verbally agree').locator('..').click()
    expect(await dialog.getByLabel('0.5 Proposal Presentation').isChecked()).toBe(true)
    await screenshot(page, 'pipeline-filter-dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()

    const filterBar = page.getByTestId('filter-bar')
    await filterBar.getByText('0.5, 0.8').waitFor()
    await page.reload()
    await filterBar.getByText('0.5, 0.8').waitFor()
    await page.locator('[data-deal-id]').first().waitFor()
    const shownStages = await page
      .locator('[data-stage]')
      .evaluateAll((columns) =>
        columns
          .filter((column) => column.querySelector('[data-deal-id]') !== null)
          .map((column) => Number(column.getAttribute('data-stage'))),
      )
    expect(shownStages.every((stage) => stage === 4 || stage === 5)).toBe(true)

    await filterBar.getByRole('button', { name: 'Reset filter' }).click()
    await filterBar.getByText('All probability').waitFor()
  })

  it('lists an offline change on Pending changes, where discarding it puts the card back', async () => {
    const { context, page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const rmId = await profileId(context)
    const deal = await shownDeal(page, (d) => owns(rmId, d) && d.stage < 5)

    await context.setOffline(true)
    await moveDeal(page, deal.dealId, ['ArrowRight'])
    await cardIn(page, deal.stage + 1, deal.dealId).waitFor()
    await syncStatus(page).click()
    await page.waitForURL('**/pending')
    const row = page.locator('[data-op-status]').filter({ hasText: deal.dealName })
    await row.waitFor()
    expect(await row.innerText()).toContain('Move stage')
    expect(await row.innerText()).toContain(`Stage: ${stageName(deal.stage + 1)}`)
    await screenshot(page, 'pending-changes')
    await row.getByRole('button', { name: 'Discard' }).click()
    await page.getByText('Everything is synced').waitFor()

    await page.getByRole('link', { name: 'Pipeline' }).click()
    await cardIn(page, deal.stage, deal.dealId).waitFor()
    expect(await card(page, deal.dealId).getAttribute('data-sync')).toBe('synced')
    await context.setOffline(false)
  })
})
