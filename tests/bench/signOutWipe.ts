/**
 * Sign-out of a full briefcase (printed, never asserted): from the Log out click (once the button
 * can be clicked) until the page has reloaded on the sign-in form with the user's database
 * deleted, beside the same reload of the sign-in page alone (what any sign-out costs without
 * deleting anything). Median of one run each: a sign-out can only happen once per fill.
 */
import type { Page } from 'playwright-core'
import { record } from './figures.ts'

const storage = (page: Page): Promise<number> =>
  page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)

const MB = 1024 * 1024

export async function signOutWipeBench(page: Page, user: string): Promise<void> {
  const usageBefore = await storage(page)
  await page.goto('/deals')
  await page.getByRole('button', { name: 'Open profile' }).click()
  const logOut = page.getByRole('dialog').getByRole('button', { name: 'Log out' })
  // The clock starts when the button can be clicked: the profile dialog's code and its opening
  // transition are not the sign-out's.
  await logOut.click({ trial: true })
  const reloaded = page.waitForEvent('load')
  const started = performance.now()
  await logOut.click()
  await reloaded
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  const wipeMs = performance.now() - started

  const reloadStarted = performance.now()
  await page.reload()
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  const reloadMs = performance.now() - reloadStarted
  console.log(
    `  ${user} sign-out: storage ${(usageBefore / MB).toFixed(1)} MB before, ` +
      `${((await storage(page)) / MB).toFixed(1)} MB after`,
  )
  record({
    name: `${user} sign-out with a full briefcase, click to the sign-in form, data deleted`,
    value: wipeMs,
    unit: 'ms',
    limit: reloadMs,
    limitName: 'a reload of the sign-in page alone',
  })
}
