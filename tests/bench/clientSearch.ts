/**
 * Client search offline (printed, never asserted): with the seed's clients cached in IndexedDB
 * and the browser offline, the time from Enter in the client list's search to the table showing
 * only matching rows (median and range over SEARCHES company names).
 */
import type { Browser, Page } from 'playwright-core'
import type { Db } from '../../src/server/db/db.ts'
import { signInAdmin, VIEWPORT } from './browser.ts'
import { median } from './stats.ts'

const SEARCHES = 15

const cachedClients = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('crm')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('clients').objectStore('clients').count()
          count.onsuccess = () => {
            open.result.close()
            resolve(count.result)
          }
        }
      }),
  )

/** performance.now() when the table shows rows and every one contains `term`. */
const onlyMatchesShown = (page: Page, term: string): Promise<number> =>
  page
    .waitForFunction(
      (wanted) => {
        const rows = [...document.querySelectorAll('[data-testid="client-row"]')]
        const ok =
          rows.length > 0 &&
          rows.every((row) => row.firstElementChild?.textContent?.toLowerCase().includes(wanted))
        return ok ? performance.now() : false
      },
      term.toLowerCase(),
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)

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
  while ((await cachedClients(page)) < clients) await page.waitForTimeout(100)
  const fillMs = performance.now() - filling
  await context.setOffline(true)
  const search = page.getByRole('searchbox', { name: 'Search company name' })
  const times: number[] = []
  for (const { company } of names) {
    await search.fill(company)
    const pressedAt = await page.evaluate(() => performance.now())
    await search.press('Enter')
    times.push((await onlyMatchesShown(page, company)) - pressedAt)
  }
  await context.close()
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `  client search offline (${clients} clients cached in ${(fillMs / 1000).toFixed(1)} s): Enter to rows on screen median ${median(times).toFixed(0)} ms (${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)} ms, ${times.length} searches)`,
  )
}
