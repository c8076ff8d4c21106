/**
 * The Individual Sales Report (/account) in real Chromium: an RM that never opened it goes
 * offline and opens it from the briefcase (cards, charts and tables with "as of"), searches and
 * pages its visits on the device, exports them offline and reads the file back; online again, it
 * logs a sales visit on one of its deals and, once synced, sees the Sales visit card and the
 * table count rise. The RM leads Team Jakarta: the Team Proposal and leader's Team Sales Report
 * tables show (with their Total row, a Need approval row opening the target for approval); rm2
 * leads and mentors no team and sees no team section.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VISIT_EXPORT_HEADERS } from '../../src/contract/exports.ts'
import { SUCCESS } from '../../src/domain/messages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { screenshot, signedInProfile } from './harness.ts'
import {
  closeSaveResult,
  e2eSuite,
  owns,
  pickDeal,
  signedInWithWorker,
  visitDialog,
} from './helpers.ts'
import { readXlsx } from './xlsx.ts'

const e2e = e2eSuite()

async function openAccount(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Individual Sales Report', exact: true })
    .click()
  await page.waitForURL('**/account')
  await page.locator('[data-account-report]').waitFor()
}

const table = (page: Page, id: string): Locator => page.locator(`[data-account-table="${id}"]`)
const salesVisitCard = (page: Page): Locator => page.locator('[data-account-card="Sales visit"]')

/** The table's rows matching its search, once its answer is shown. */
async function tableTotal(page: Page, id: string): Promise<number> {
  const section = page.locator(`[data-account-table="${id}"][data-total]`)
  await section.waitFor()
  return Number(await section.getAttribute('data-total'))
}

/** Filling an RM's briefcase, then the report offline and online, on a loaded machine. */
const LONG = { timeout: 240_000 }

describe('the Individual Sales Report', () => {
  it(
    'opens offline from the briefcase, exports offline, and counts a visit logged online',
    LONG,
    async () => {
      const { context, page } = await e2e.open()
      await signedInWithWorker(page, 'rm')
      await waitAvailableOffline(page)
      const rmId = (await signedInProfile(context)).id

      await context.setOffline(true)
      await openAccount(page)
      await salesVisitCard(page).waitFor()
      expect(await page.locator('[data-account-card]').count()).toBe(4)
      await page.locator('[data-chart]').nth(3).waitFor()
      expect(await page.locator('[data-chart]').count()).toBe(4)
      const visits = table(page, 'visits')
      await visits.getByTestId('visits-row').first().waitFor()
      expect(await visits.getByTestId('visits-row').count()).toBeLessThanOrEqual(5)
      await table(page, 'proposals').getByTestId('proposals-row').first().waitFor()
      // Every part says how old it is: the cards, the charts, the visits and the proposals.
      for (const part of [
        page.locator('[data-account-report] > div').first(),
        page.locator('[data-my-target]'),
        visits,
        table(page, 'proposals'),
      ]) {
        await part.getByTestId('as-of').first().waitFor()
      }
      // The leader's sections, from the briefcase too.
      const leaderTable = page.locator('[data-team-report="leader"]')
      await leaderTable.getByTestId('team-report-leader-total').waitFor()
      expect(await leaderTable.getByTestId('team-report-leader-total').textContent()).toContain(
        'Total',
      )
      await table(page, 'team-proposals').getByTestId('team-proposals-row').first().waitFor()
      expect(await page.locator('[data-team-report="mentor"]').count()).toBe(0)
      await screenshot(page, 'account-offline')

      // Export the visits offline: the kept export answer, read back.
      const firstCompany = (
        await visits.getByTestId('visits-row').first().locator('td').nth(1).textContent()
      )?.trim()
      expect(firstCompany).toBeTruthy()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        visits.getByRole('button', { name: 'Export to excel' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('sales_visit.xlsx')
      const sheet = readXlsx(await download.path())
      expect(sheet[0]).toEqual([...VISIT_EXPORT_HEADERS])
      expect(sheet.slice(1).some((row) => row[1] === firstCompany)).toBe(true)
      expect(sheet[1]?.[2]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/)

      // Search and paging run on the device, offline.
      const total = await tableTotal(page, 'visits')
      expect(total).toBeGreaterThan(5)
      await visits.getByRole('button', { name: 'Next' }).click()
      await visits.getByText(`6–${Math.min(10, total)} of ${total}`).waitFor()
      await visits.getByRole('searchbox', { name: 'Search sales visits' }).fill(firstCompany!)
      await expect
        .poll(async () => Number(await visits.getAttribute('data-total')), { timeout: 5_000 })
        .toBeLessThan(total)
      for (const company of await visits
        .getByTestId('visits-row')
        .locator('td:nth-child(2)')
        .allTextContents()) {
        expect(company.trim()).toBe(firstCompany)
      }
      await visits.getByRole('searchbox', { name: 'Search sales visits' }).fill('')

      // Online: log a visit on one of the RM's deals, wait until it is synced.
      await context.setOffline(false)
      const cardsBefore = Number(await salesVisitCard(page).getAttribute('data-amount'))
      const deal = await pickDeal(e2e, (each) => owns(rmId, each))
      await page.goto(`/deals?tab=detail&deal=${deal.dealId}`)
      const objective = `Account visit ${Date.now()}`
      await page.getByRole('button', { name: 'Add sales visit' }).click()
      await visitDialog(page).getByRole('textbox', { name: 'Visit objective' }).fill(objective)
      await visitDialog(page).getByRole('button', { name: 'Save' }).click()
      await closeSaveResult(page, SUCCESS.visitAdded)
      await expect
        .poll(
          async () =>
            (await e2e.db.query('SELECT id FROM visits WHERE objective = $1', [objective])).length,
          { timeout: 30_000 },
        )
        .toBe(1)
      await page.waitForFunction((text) => {
        const entries = [...document.querySelectorAll('li[data-journal-type="meeting"]')]
        const entry = entries.find((each) => each.textContent?.includes(text))
        const mark = entry?.querySelector('[data-visit-sync]')?.getAttribute('data-visit-sync')
        return Number(entry?.getAttribute('data-visit-id')) > 0 && (!mark || mark === 'synced')
      }, objective)

      await openAccount(page)
      await expect
        .poll(async () => Number(await salesVisitCard(page).getAttribute('data-amount')), {
          timeout: 15_000,
        })
        .toBe(cardsBefore + 1)
      await expect.poll(() => tableTotal(page, 'visits'), { timeout: 15_000 }).toBe(total + 1)
      await table(page, 'visits')
        .getByRole('searchbox', { name: 'Search sales visits' })
        .fill(objective)
      await table(page, 'visits').getByTestId('visits-row').filter({ hasText: objective }).waitFor()
      await screenshot(page, 'account-visit-counted')
    },
  )

  it('the leader opens a Need approval target from its Team Sales Report', LONG, async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    await openAccount(page)
    const leaderTable = page.locator('[data-team-report="leader"]')
    const waiting = leaderTable
      .getByTestId('team-report-leader-row')
      .filter({ hasText: 'Need approval' })
      .filter({ hasNotText: 'Leader' })
      .first()
    await waiting.getByRole('link', { name: /^Open for approval/ }).click()
    await page.waitForURL(/\/\d{4}\/\d+$/)
    await page.locator('[data-target-screen="pending"]').waitFor()
  })

  it('an RM who leads and mentors no team sees no team section', LONG, async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'rm2')
    await waitAvailableOffline(page)
    await openAccount(page)
    await salesVisitCard(page).waitFor()
    await table(page, 'visits').getByTestId('visits-row').first().waitFor()
    await page.waitForTimeout(1_000)
    expect(await page.locator('[data-team-report]').count()).toBe(0)
    expect(await table(page, 'team-proposals').count()).toBe(0)
  })
})
