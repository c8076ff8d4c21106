/**
 * The Sales Report in real Chromium, read from the briefcase: a manager signs in online and waits
 * until its data is available offline, goes offline, and only then opens /salesreport for the
 * first time. The summary cards, the four charts and the Individual Sales Report table show the
 * server's figures with "as of"; a card's table opens; the table's export, made offline, is read
 * back and its totals match the table; a view never loaded says so instead of an empty chart.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { IndividualReport, SummaryCard } from '../../src/contract/reports.ts'
import { INDIVIDUAL_REPORT_EXPORT_COLUMNS } from '../../src/domain/exports.ts'
import { formatIdr, formatIdrWithSymbol } from '../../src/domain/money.ts'
import { salesFiguresTotal } from '../../src/domain/reports.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiLogin, profileId, screenshot } from './harness.ts'
import { adminGet, e2eSuite, signedInWithWorker } from './helpers.ts'
import { readXlsx } from './xlsx.ts'

const e2e = e2eSuite()

const thisYear = () => {
  const today = new Date()
  return { year: today.getFullYear(), month: today.getMonth() + 1 }
}

const table = (page: Page) => page.getByTestId('individual-report')

describe('the Sales Report', () => {
  it('opens offline from the briefcase, never opened online, and exports offline what it shows', async () => {
    const { context, page } = await e2e.open({ width: 1440, height: 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signedInWithWorker(page, 'manager')
    const state = await waitAvailableOffline(page)
    expect(state.areas.salesReport?.fetchedAt).toBeTypeOf('number')
    const managerId = await profileId(context)
    const { year, month } = thisYear()
    const cards = await adminGet<SummaryCard[]>(e2e, '/Pipeline/report/summary')
    const people = await adminGet<IndividualReport>(
      e2e,
      `/pipeline/team/admin/${managerId}/1/${month}/${year}/0`,
    )
    expect(people.items.length, 'the seed has RMs').toBeGreaterThan(0)

    await context.setOffline(true)
    await page.goto('/salesreport')
    await page.getByRole('heading', { name: 'Sales Report', exact: true }).waitFor()
    const shownCards = page.locator('[data-summary-card]')
    await shownCards.first().waitFor()
    expect(await shownCards.count()).toBe(3)
    for (const [index, card] of cards.entries()) {
      const shown = shownCards.nth(index)
      expect(await shown.getByRole('heading').innerText()).toBe(card.title)
      expect(await shown.innerText()).toContain(formatIdrWithSymbol(card.amount))
      expect(await shown.innerText()).toContain(card.note)
    }
    await page.getByTestId('as-of').first().waitFor()

    const charts = page.locator('[data-chart]')
    await charts.first().locator('svg').first().waitFor()
    expect(await charts.count()).toBe(4)
    expect(await charts.locator('figcaption > span:first-child').allInnerTexts()).toEqual([
      'No. Proposals',
      'Sales visit',
      'Proposal value',
      'Sales',
    ])

    await table(page).waitFor()
    expect(await table(page).getByTestId('individual-report-row').count()).toBe(people.items.length)
    const total = salesFiguresTotal(people.items)
    const totalRow = await table(page).getByTestId('individual-report-total').innerText()
    expect(totalRow).toContain(formatIdr(total.proposalValue))
    expect(totalRow).toContain(formatIdr(total.sales))
    await screenshot(page, 'sales-report-offline')

    await page.getByRole('button', { name: `Detail ${cards[2]!.title}`, exact: true }).click()
    const detail = page.locator('[data-card-table="periodInvoice"]')
    await detail.getByTestId('comparison-total').waitFor()
    expect(await detail.getByTestId('comparison-row').count()).toBeGreaterThan(0)
    await detail.getByRole('button', { name: `Close ${cards[2]!.title} detail` }).click()
    await detail.waitFor({ state: 'detached' })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Individual Sales Report' })
        .getByRole('button', { name: 'Export to excel', exact: true })
        .click(),
    ])
    expect(download.suggestedFilename()).toBe('Individual Report All.xlsx')
    const rows = readXlsx(await download.path())
    expect(rows[0]).toEqual([...INDIVIDUAL_REPORT_EXPORT_COLUMNS])
    expect(rows).toHaveLength(people.items.length + 2)
    expect(rows.at(-1)!.slice(-4)).toEqual([
      String(total.nProposals),
      String(total.visits),
      String(total.proposalValue),
      String(total.sales),
    ])

    // A unit never looked at online is not on the device: said plainly, no empty chart.
    await page.getByLabel('Unit', { exact: true }).selectOption({ label: 'Branch' })
    await page.locator('[data-report-notice="offline"]').waitFor()
    expect(await charts.count()).toBe(0)
    await context.setOffline(false)
    await charts.first().locator('svg').first().waitFor({ timeout: 20_000 })
  })

  it('is not offered to an RM, and the server refuses an RM its calls', async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    await page.getByRole('link', { name: 'Individual Sales Report', exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Sales Report', exact: true }).count()).toBe(0)
    const { token } = await apiLogin(e2e.baseURL, 'rm')
    const response = await fetch(`${e2e.baseURL}/api/Pipeline/report/summary`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(403)
  })
})
