/**
 * Client search offline (printed, never asserted): with the seed's clients cached in IndexedDB
 * and the browser offline, the time from Enter in the client list's search to the table showing
 * only matching rows (median over SEARCHES company names), beside the raw IndexedDB read of the
 * clients table in the same page (the rows a search looks through).
 */
import type { Browser, Page } from 'playwright-core'
import type { Db } from '../../src/server/db/db.ts'
import { rawRead, shownAt } from './boardPage.ts'
import { signInAdmin, VIEWPORT } from './browser.ts'
import { record } from './figures.ts'
import { median } from './stats.ts'

const SEARCHES = 15

/** performance.now() when the table shows rows and every one contains `term`. */
const onlyMatchesShown = (page: Page, term: string): Promise<number> =>
  shownAt(
    page,
    (wanted) => {
      const rows = [...document.querySelectorAll('[data-testid="client-row"]')]
      const ok =
        rows.length > 0 &&
        rows.every((row) => row.firstElementChild?.textContent?.toLowerCase().includes(wanted))
      return ok ? performance.now() : false
    },
    term.toLowerCase(),
    30_000,
  )

export async function clientSearchBench(browser: Browser, baseURL: string, db: Db): Promise<void> {
  const [{ count: clients }] = (await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM clients',
  )) as [{ count: number }]
  const names = await db.query<{ company: string }>(
    `SELECT company FROM clients ORDER BY md5(company) LIMIT ${SEARCHES}`,
  )
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
  const page = await context.newPage()
  await signInAdmin(page)
  const filling = performance.now()
  await page.goto('/clients')
  await page.getByTestId('client-row').first().waitFor({ timeout: 60_000 })
  while ((await rawRead(page, 'clients')).rows < clients) await page.waitForTimeout(100)
  const fillMs = performance.now() - filling
  await context.setOffline(true)
  const search = page.getByRole('searchbox', { name: 'Search company name' })
  const times: number[] = []
  const reads: number[] = []
  for (const { company } of names) {
    await search.fill(company)
    const pressedAt = await page.evaluate(() => performance.now())
    await search.press('Enter')
    times.push((await onlyMatchesShown(page, company)) - pressedAt)
    reads.push((await rawRead(page, 'clients')).ms)
  }
  await context.close()
  console.log(
    `  client search: ${clients} clients cached in ${(fillMs / 1000).toFixed(1)} s, ${times.length} searches`,
  )
  record({
    name: 'client search offline, Enter to rows on screen (p50)',
    value: median(times),
    unit: 'ms',
    limit: median(reads),
    limitName: `raw IndexedDB getAll of ${clients} clients`,
  })
}
