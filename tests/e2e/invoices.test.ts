/**
 * The Invoice screen in real Chromium, read from the briefcase: a fresh profile signs in online
 * and waits until its data is available offline, goes offline, and only then opens /invoices for
 * the first time: both tabs show the server's invoices in their month columns with the footer
 * total, and so they do after a reload offline.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { InvoiceItem, InvoiceList } from '../../src/contract/invoices.ts'
import { MONTH_NAMES } from '../../src/domain/dates.ts'
import { INVOICE_EXPORT_COLUMNS } from '../../src/domain/exports.ts'
import { formatCardAmount, formatTotalAmount, withIdrSymbol } from '../../src/domain/money.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import { adminGet, e2eSuite, signedInWithWorker } from './helpers.ts'
import { readXlsx } from './xlsx.ts'

const e2e = e2eSuite()

const TABS = [
  { label: 'To be Invoice', path: '/pipeline/invoice/0/0/0/0/0/1' },
  { label: 'Invoiced', path: '/pipeline/invoice/0/0/0/0/0/0' },
] as const

interface Expected {
  label: string
  /** The earliest invoice of the list: first in its column, so in view. */
  first: InvoiceItem
  count: number
  total: string
}

async function expectedOf(tab: (typeof TABS)[number]): Promise<Expected> {
  const list = await adminGet<InvoiceList>(e2e, tab.path)
  const shown = list.invoice.filter((invoice) => invoice.stage >= 1 && invoice.stage <= 5)
  expect(shown.length, `the seed has invoices for ${tab.label}`).toBeGreaterThan(0)
  const total = shown.reduce((sum, invoice) => sum + invoice.amount, 0)
  return {
    label: tab.label,
    first: shown[0]!,
    count: shown.length,
    total: withIdrSymbol(formatTotalAmount(total)),
  }
}

const panel = (page: Page) => page.getByRole('tabpanel')

async function expectTabShown(page: Page, expected: Expected): Promise<void> {
  const tab = page.getByRole('tab', { name: expected.label, exact: true })
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
  const { first } = expected
  const card = panel(page).locator(
    `[data-month-column="${first.stage}"] [data-invoice-id="${first.invoiceId}"]`,
  )
  await card.waitFor()
  expect(await card.innerText()).toContain(formatCardAmount(first.amount))
  expect(await card.innerText()).toContain(first.client?.text ?? '-')
  expect(await panel(page).locator('[data-month-column]').count()).toBe(5)
  const counts = await panel(page)
    .locator('[data-month-column] header [aria-label$=" invoices"]')
    .allInnerTexts()
  expect(counts.reduce((sum, count) => sum + Number(count), 0)).toBe(expected.count)
  expect(await panel(page).getByTestId('invoice-total').innerText()).toBe(expected.total)
  await panel(page).getByTestId('as-of').waitFor()
}

describe('the Invoice screen', () => {
  it('shows both tabs offline from the briefcase, never opened online, and again after a reload', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    const state = await waitAvailableOffline(page)
    expect(state.areas.invoices?.fetchedAt).toBeTypeOf('number')
    const [toBeInvoiced, invoiced] = await Promise.all(TABS.map(expectedOf))

    await context.setOffline(true)
    await page.goto('/invoices')
    await page.getByRole('heading', { name: 'Invoice', exact: true }).waitFor()
    await expectTabShown(page, toBeInvoiced!)
    await screenshot(page, 'invoices-offline-to-be-invoiced')

    await page.getByRole('tab', { name: 'Invoiced', exact: true }).click()
    await expectTabShown(page, invoiced!)
    await screenshot(page, 'invoices-offline-invoiced')

    // The tab is in the address: a reload keeps it.
    await page.reload()
    await expectTabShown(page, invoiced!)
    // The tabs are keyboard-usable: the arrow key moves to the other tab and shows its list.
    await page.getByRole('tab', { name: 'Invoiced', exact: true }).focus()
    await page.keyboard.press('ArrowLeft')
    await expectTabShown(page, toBeInvoiced!)
    await context.setOffline(false)
  })
})

/** The invoices a list shows: those in its five month columns, in the board's order. */
const shownOf = (list: InvoiceList): InvoiceItem[] =>
  list.invoice.filter((invoice) => invoice.stage >= 1 && invoice.stage <= 5)

/** An RM on some but not all of the list's invoices (so the filter visibly narrows it). */
function narrowingRm(invoices: readonly InvoiceItem[]): { id: number; text: string } {
  const counts = new Map<number, { rm: { id: number; text: string }; count: number }>()
  for (const invoice of invoices) {
    for (const rm of new Map(invoice.rms.map((each) => [each.id, each])).values()) {
      const entry = counts.get(rm.id) ?? { rm, count: 0 }
      entry.count++
      counts.set(rm.id, entry)
    }
  }
  const some = [...counts.values()].filter((entry) => entry.count < invoices.length)
  expect(some.length, 'the seed has an RM on some of the To be Invoice invoices').toBeGreaterThan(0)
  return some.sort((a, b) => b.count - a.count)[0]!.rm
}

/** A filter's first pull goes to the server: give it time. */
const PULLED = { timeout: 20_000, interval: 200 }

/** The panel shows exactly `invoices`: the month counts, the cards in view and the total. */
async function expectShows(page: Page, invoices: readonly InvoiceItem[]): Promise<void> {
  const ids = new Set(invoices.map((invoice) => invoice.invoiceId))
  const total = withIdrSymbol(formatTotalAmount(invoices.reduce((sum, i) => sum + i.amount, 0)))
  await expect.poll(() => panel(page).getByTestId('invoice-total').innerText(), PULLED).toBe(total)
  const countOf = async () =>
    (
      await panel(page)
        .locator('[data-month-column] header [aria-label$=" invoices"]')
        .allInnerTexts()
    ).reduce((sum, count) => sum + Number(count), 0)
  await expect.poll(countOf, PULLED).toBe(invoices.length)
  const first = invoices[0]!
  await panel(page)
    .locator(`[data-month-column="${first.stage}"] [data-invoice-id="${first.invoiceId}"]`)
    .waitFor()
  const inView = await panel(page)
    .locator('[data-invoice-id]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-invoice-id'))))
  expect(inView.length).toBeGreaterThan(0)
  expect(inView.filter((id) => !ids.has(id))).toEqual([])
}

describe('the Invoice screen`s Filter and Export To Excel', () => {
  it('filters by RM online, keeps the filter across a reload, and exports the cards shown', async () => {
    const { context, page } = await e2e.open({ width: 1440, height: 900 })
    await signedInWithWorker(page, 'admin')
    await waitAvailableOffline(page)
    const all = shownOf(await adminGet<InvoiceList>(e2e, TABS[0].path))
    const rm = narrowingRm(all)
    const matching = shownOf(
      await adminGet<InvoiceList>(e2e, `/pipeline/invoice/0/0/0/0/${rm.id}/1`),
    )
    expect(matching.length).toBeGreaterThan(0)
    expect(matching.length).toBeLessThan(all.length)

    await page.goto('/invoices')
    await expectShows(page, all)

    // The pipeline's dialog, without probability; keyboard: Escape closes it, focus comes back.
    const filterButton = panel(page).getByRole('button', { name: 'Filter', exact: true })
    await filterButton.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Filter' }).waitFor()
    expect(await dialog.getByLabel('Tribe').inputValue()).toBe('0')
    expect(await dialog.getByLabel('Segment').inputValue()).toBe('0')
    expect(await dialog.getByRole('button', { name: 'Date Range' }).innerText()).toContain(
      'All Period',
    )
    expect(await dialog.getByText('Probability').isVisible()).toBe(false)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => filterButton.evaluate((button) => button === document.activeElement))
      .toBe(true)

    await filterButton.press('Enter')
    await dialog.getByLabel('Relationship manager').selectOption(String(rm.id))
    await screenshot(page, 'invoices-filter-dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })

    const filterBar = panel(page).getByTestId('filter-bar')
    await filterBar.getByText(rm.text, { exact: true }).waitFor()
    await expectShows(page, matching)
    await screenshot(page, 'invoices-filtered')

    await page.reload()
    await panel(page).getByTestId('filter-bar').getByText(rm.text, { exact: true }).waitFor()
    await expectShows(page, matching)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel(page).getByRole('button', { name: 'Export To Excel', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^invoices-to-be-invoice-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const rows = readXlsx(await download.path())
    expect(rows[0]).toEqual([...INVOICE_EXPORT_COLUMNS])
    expect(rows.slice(1)).toEqual(
      matching.map((invoice, index) => [
        String(index + 1),
        MONTH_NAMES[invoice.month - 1],
        String(invoice.year),
        invoice.client?.text ?? '',
        invoice.dealName,
        invoice.rms.map((each) => each.text).join(', '),
        invoice.tribes.map((each) => each.text).join(', '),
        invoice.branch?.text ?? '',
        invoice.segment?.text ?? '',
        '0',
        String(invoice.amount),
        String(invoice.amount),
        invoice.remarks ?? '',
      ]),
    )

    // Offline, a filter never pulled on this device shows the offline placeholder.
    await context.setOffline(true)
    await filterButton.click()
    await dialog.getByLabel('Relationship manager').selectOption('0')
    const segment = dialog.getByLabel('Segment')
    const segmentId = await segment
      .locator('option')
      .nth(1)
      .evaluate((option) => (option as HTMLOptionElement).value)
    await segment.selectOption(segmentId)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await panel(page).getByRole('status').getByText('You are offline').waitFor()
    await context.setOffline(false)
  })
})
