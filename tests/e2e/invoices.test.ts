/**
 * The Invoice screen in real Chromium, read from the briefcase: a fresh profile signs in online
 * and waits until its data is available offline, goes offline, and only then opens /invoices for
 * the first time: both tabs show the server's invoices in their month columns with the footer
 * total, and so they do after a reload offline.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { InvoiceItem, InvoiceList } from '../../src/contract/invoices.ts'
import { formatCardAmount, formatTotalAmount, withIdrSymbol } from '../../src/domain/money.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import { adminGet, e2eSuite, signedInWithWorker } from './helpers.ts'

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

    await page.reload()
    await expectTabShown(page, toBeInvoiced!)
    // The tabs are keyboard-usable: the arrow key moves to the next tab and shows its list.
    await page.getByRole('tab', { name: 'To be Invoice', exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    await expectTabShown(page, invoiced!)
    await context.setOffline(false)
  })
})
