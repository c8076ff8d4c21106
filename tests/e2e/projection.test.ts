/**
 * The Projection deal board and the Projection summary in real Chromium: a card moved to another
 * month offline stays moved (pending) over a reload and syncs when back online; the Projected
 * invoice update dialog changes a value; a summary weight changes the projection total.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProjectionBoard, ProjectionItem } from '../../src/contract/projection.ts'
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP } from '../../src/domain/messages.ts'
import { screenshot, signedIn } from './harness.ts'
import {
  adminGet,
  button,
  e2eSuite,
  moveWithKeyboard,
  owns,
  profileId,
  signedInWithWorker,
} from './helpers.ts'

const e2e = e2eSuite()

const ALL_PROJECTION = '/pipeline/projection/0/0/0/0/0/0'

const card = (page: Page, invoiceId: number): Locator =>
  page.locator(`[data-invoice-id="${invoiceId}"]`)
const cardIn = (page: Page, column: number, invoiceId: number): Locator =>
  page.locator(`[data-month-column="${column}"] [data-invoice-id="${invoiceId}"]`)

const serverBoard = (): Promise<ProjectionBoard> => adminGet<ProjectionBoard>(e2e, ALL_PROJECTION)

async function openProjection(page: Page): Promise<void> {
  await signedInWithWorker(page, 'admin')
  await button(page, 'Projection deal').click()
  await page.locator('[data-invoice-id]').first().waitFor()
}

/** An item of the server's board whose card is on the page and that `wanted` accepts. */
async function shownItem(
  page: Page,
  wanted: (item: ProjectionItem) => boolean,
): Promise<ProjectionItem> {
  for (const item of (await serverBoard()).projection) {
    if (wanted(item) && (await card(page, item.invoiceId).count()) === 1) return item
  }
  throw new Error('no such projection card on the board')
}

const moveItem = (page: Page, invoiceId: number, keys: string[]): Promise<void> =>
  moveWithKeyboard(
    page,
    card(page, invoiceId).locator('[aria-roledescription="projection card"]'),
    keys,
  )

describe('projection deal board', () => {
  it('moves a card to the next month offline, keeps it over a reload, and syncs it when back online', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await openProjection(page)
    expect(await page.locator('[data-month-column]').count()).toBe(5)
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByText('Projection deal')
      .waitFor()
    const board = await serverBoard()
    const item = await shownItem(page, (each) => each.stage < 5)
    const target = item.stage + 1
    const month = board.stages[target - 1]!

    await context.setOffline(true)
    await moveItem(page, item.invoiceId, ['ArrowRight'])
    await cardIn(page, target, item.invoiceId).waitFor()
    // The card shows the move before the outbox's live query reports its op: wait for the mark.
    await expect
      .poll(() => card(page, item.invoiceId).getAttribute('data-sync'), { timeout: 10_000 })
      .toBe('pending')

    await page.reload()
    await cardIn(page, target, item.invoiceId).waitFor()
    // After a reload too, the cards may show before the outbox's states are read.
    await expect
      .poll(() => card(page, item.invoiceId).getAttribute('data-sync'), { timeout: 10_000 })
      .toBe('pending')
    await page.getByTestId('as-of').waitFor()
    await screenshot(page, 'projection-offline-pending')

    await context.setOffline(false)
    await page.locator(`[data-invoice-id="${item.invoiceId}"][data-sync="synced"]`).waitFor()
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    const moved = (await serverBoard()).projection.find((each) => each.invoiceId === item.invoiceId)
    expect(moved).toMatchObject({ month: month.month, year: month.year, stage: target })
    expect(await cardIn(page, target, item.invoiceId).count()).toBe(1)
  })

  it('updates a projected invoice value through the dialog and syncs it', async () => {
    const { page } = await e2e.open({ width: 1366, height: 820 })
    await openProjection(page)
    const item = await shownItem(page, () => true)
    const value = item.value + 1_234_567

    const face = card(page, item.invoiceId).locator('[aria-roledescription="projection card"]')
    const dialog = page.getByRole('dialog')
    // Enter on a card opens its dialog (space would pick it up).
    await face.focus()
    await page.keyboard.press('Enter')
    await dialog.getByText('Projected invoice update').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })

    await face.click()
    await dialog.getByText('Projected invoice update').waitFor()
    const field = dialog.getByRole('textbox', { name: 'Value (IDR)' })
    await field.fill(String(value))
    await dialog.getByRole('textbox', { name: 'Remark' }).fill('Moved by e2e')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })

    // The card reads 'synced' for a moment before the outbox query reports the new op, so the
    // server is asked until the change arrived, and the card's mark is read after that.
    const onServer = async () =>
      (await serverBoard()).projection.find((each) => each.invoiceId === item.invoiceId)
    await expect.poll(async () => (await onServer())?.value, { timeout: 20_000 }).toBe(value)
    expect(await onServer()).toMatchObject({ value, remarks: 'Moved by e2e' })
    await page.locator(`[data-invoice-id="${item.invoiceId}"][data-sync="synced"]`).waitFor()
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
  })
})

describe('projection permissions', () => {
  it("shows 'Hold Up!' to an RM opening a card of a deal it does not own", async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await signedIn(page, 'rm')
    await button(page, 'Projection deal').click()
    await page.locator('[data-invoice-id]').first().waitFor()
    const rmId = await profileId(context)
    const item = await shownItem(page, (each) => !owns(rmId, each))
    await card(page, item.invoiceId).locator('[aria-roledescription="projection card"]').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(HOLD_UP).waitFor()
    await dialog.getByText(AUTHORIZED_OWNERS_ONLY).waitFor()
    expect(await page.getByText('Projected invoice update').count()).toBe(0)
  })
})

describe('projection summary', () => {
  it('shows the three bands and changes the projection total when a weight changes', async () => {
    const { context, page } = await e2e.open({ width: 1366, height: 820 })
    await signedIn(page, 'admin')
    await button(page, 'Projection summary').click()
    await page.locator('[data-band]').nth(2).waitFor()
    expect(await page.locator('[data-band]').count()).toBe(3)
    const total = page.getByTestId('projection-summary-total')
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="projection-summary-total"]')
          ?.getAttribute('data-total') !== '',
    )
    const before = Number(await total.getAttribute('data-total'))
    // The probability filter is hidden on this tab.
    expect(await page.getByTestId('filter-bar').getByText('All probability').count()).toBe(0)

    const weight = page.getByRole('combobox', { name: 'Weight 0.6-0.8' })
    expect(await weight.inputValue()).toBe('0.4')
    await weight.selectOption('0.8')
    await page.waitForFunction(
      (previous) =>
        document
          .querySelector('[data-testid="projection-summary-total"]')
          ?.getAttribute('data-total') !== previous,
      String(before),
    )
    expect(Number(await total.getAttribute('data-total'))).toBeGreaterThan(before)
    await screenshot(page, 'projection-summary')

    // The last answer stays on the device: offline, it shows with "as of".
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('as-of').waitFor()
    expect(Number(await total.getAttribute('data-total'))).toBe(before)
  })
})
