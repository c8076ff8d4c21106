/**
 * Invoice tabs (printed, never asserted), on the 5,000-deal seed, in Debian's Chromium against the
 * built app, each figure beside its limit in the same run:
 * - offline, from the briefcase: navigation to the 'To be Invoice' tab's five month columns (p50
 *   of 5 navigations), beside the raw IndexedDB read of the invoices table in the same page; then
 *   the 'Invoiced' tab's click to its list (p50), beside one frame;
 * - Save to card in its new tab: online, the 'Invoiced' action's form saved, from the Save click
 *   to the card in the Invoiced tab (p50 over 5 cards), beside one frame (the save is written on
 *   the device first; the server's answer comes after).
 */
import type { Locator, Page } from 'playwright-core'
import type { InvoiceItem, InvoiceList } from '../../src/contract/invoices.ts'
import { waitAvailableOffline } from '../e2e/briefcaseState.ts'
import { adminLogin } from './apiLogin.ts'
import { offlineReadyPage, offlineVisits, shownAt } from './boardPage.ts'
import { seededChromium } from './browser.ts'
import { ONE_FRAME, record } from './figures.ts'
import { median } from './stats.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const RUNS = 5
const SHOWN_WAIT_MS = 15_000
const STEP_WAIT_MS = 5_000
/** A save's result dialog waits up to 6 s for the server's answer before saying 'Saved on this device'. */
const RESULT_WAIT_MS = 8_000

const TO_BE_INVOICED = { flag: 1, label: 'To be Invoice', path: '/pipeline/invoice/0/0/0/0/0/1' }
const INVOICED = { flag: 0, label: 'Invoiced', path: '/pipeline/invoice/0/0/0/0/0/0' }
type Tab = typeof TO_BE_INVOICED | typeof INVOICED

/** Invoices in the list's five month columns: the ones a tab shows. */
const shownOf = (list: InvoiceList): InvoiceItem[] =>
  list.invoice.filter((invoice) => invoice.stage >= 1 && invoice.stage <= 5)

/** How many invoices each tab shows, by the server's lists (from Node, as the admin). */
async function shownCounts(baseURL: string): Promise<{ toBe: number; invoiced: number }> {
  const { token } = await adminLogin(baseURL)
  const count = async (tab: Tab) => {
    const response = await fetch(`${baseURL}/api${tab.path}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return shownOf((await response.json()) as InvoiceList).length
  }
  return { toBe: await count(TO_BE_INVOICED), invoiced: await count(INVOICED) }
}

/** performance.now() (from navigation start) when the tab shows (checked each frame). */
const tabShownAt = (page: Page, tab: Tab, withCard: boolean): Promise<number> =>
  shownAt(
    page,
    ({ flag, withCard }) => {
      const list = document.querySelector(`[data-invoice-list="${flag}"]`)
      const shown =
        list !== null &&
        list.querySelectorAll('[data-month-column]').length === 5 &&
        (!withCard || list.querySelector('[data-invoice-id]') !== null)
      return shown ? performance.now() : false
    },
    { flag: tab.flag, withCard },
    SHOWN_WAIT_MS,
  )

declare global {
  interface Window {
    __shownAfterPress?: Promise<number>
  }
}

/**
 * Arms a timer from the next pointer press to `selector` being visible (NaN after `waitMs`);
 * read it with `pressToShown`.
 */
async function armPressTimer(page: Page, selector: string, waitMs = SHOWN_WAIT_MS): Promise<void> {
  await page.evaluate(
    ({ selector, waitMs }) => {
      // No named inner functions: tsx would wrap them in a helper the page does not have.
      window.__shownAfterPress = new Promise<number>((resolve) => {
        window.addEventListener(
          'pointerdown',
          async () => {
            const pressedAt = performance.now()
            for (;;) {
              if (document.querySelector(selector)?.checkVisibility()) {
                return resolve(performance.now() - pressedAt)
              }
              if (performance.now() - pressedAt > waitMs) return resolve(Number.NaN)
              await new Promise((frame) => requestAnimationFrame(frame))
            }
          },
          { capture: true, once: true },
        )
      })
    },
    { selector, waitMs },
  )
}

const pressToShown = (page: Page): Promise<number> => page.evaluate(() => window.__shownAfterPress!)

const tabButton = (page: Page, tab: Tab) => page.getByRole('tab', { name: tab.label, exact: true })

async function bothTabsOffline(page: Page, baseURL: string): Promise<void> {
  const shown = await shownCounts(baseURL)
  const invoicedSelector =
    shown.invoiced > 0
      ? '[data-invoice-list="0"] [data-invoice-id]'
      : '[data-invoice-list="0"] [data-month-column]'
  const opened: number[] = []
  const switched: number[] = []
  const { reads, rows } = await offlineVisits(page, '/invoices', 'invoices', RUNS, async () => {
    opened.push(await tabShownAt(page, TO_BE_INVOICED, shown.toBe > 0))
    await armPressTimer(page, invoicedSelector)
    await tabButton(page, INVOICED).click()
    const latency = await pressToShown(page)
    if (!Number.isNaN(latency)) switched.push(latency)
  })
  console.log(
    `  offline; shown: ${shown.toBe} invoices to be invoiced, ${shown.invoiced} invoiced; ` +
      `tab click seen ${switched.length} of ${RUNS}`,
  )
  record({
    name: `offline navigation to '${TO_BE_INVOICED.label}' (p50)`,
    value: median(opened),
    unit: 'ms',
    limit: median(reads),
    limitName: `raw IndexedDB getAll of ${rows} invoices`,
  })
  record({
    name: `offline '${INVOICED.label}' tab click to its list (p50)`,
    value: median(switched),
    unit: 'ms',
    ...ONE_FRAME,
  })
}

class NotMeasured extends Error {}

/** Waits for a step of the DOM contract; a missing one means the UI is not there (yet). */
async function needed(locator: Locator, what: string): Promise<void> {
  try {
    await locator.waitFor({ timeout: STEP_WAIT_MS })
  } catch {
    throw new NotMeasured(`${what} not found within ${STEP_WAIT_MS / 1000} s`)
  }
}

/** Closes the success dialog, if one came (after measuring). */
async function closeAnyDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').first()
  if (!(await dialog.isVisible())) return
  const close = dialog.getByRole('button', { name: 'Close', exact: true })
  if (await close.isVisible()) await close.click()
  else await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden', timeout: STEP_WAIT_MS }).catch(() => undefined)
}

/** One 'Invoiced' action: the Save click to the card shown in the Invoiced tab (ms, NaN if not). */
async function saveToInvoicedTab(page: Page): Promise<number> {
  await tabButton(page, TO_BE_INVOICED).click()
  const card = page.locator('[data-invoice-list="1"] [data-invoice-id]').first()
  await needed(card, 'a To be Invoice card')
  const invoiceId = await card.getAttribute('data-invoice-id')
  const menu = page
    .locator(`[data-invoice-id="${invoiceId}"]`)
    .getByRole('button', { name: 'Invoice actions' })
  await needed(menu, `the 'Invoice actions' button on card ${invoiceId}`)
  await menu.click()
  const item = page.getByRole('menuitem', { name: 'Invoiced', exact: true })
  await needed(item, "the 'Invoiced' menu item")
  await item.click()
  const form = page.locator('form[data-invoice-form]')
  await needed(form, 'form[data-invoice-form]')
  await armPressTimer(page, `[data-invoice-list="0"] [data-invoice-id="${invoiceId}"]`)
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  const latency = await pressToShown(page)
  // The save's result comes once the server answered (or after its wait): close it then.
  await page
    .getByRole('dialog')
    .first()
    .waitFor({ timeout: RESULT_WAIT_MS })
    .catch(() => undefined)
  await closeAnyDialog(page)
  return latency
}

async function saveToCard(page: Page): Promise<void> {
  await page.goto('/invoices')
  // Steady state: the briefcase's refresh on start would otherwise compete with the saves.
  await waitAvailableOffline(page, 3000)
  const saves: number[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const latency = await saveToInvoicedTab(page)
      if (!Number.isNaN(latency)) saves.push(latency)
    }
    console.log(`  online; Save to card seen ${saves.length} of ${RUNS}`)
  } catch (error) {
    // The UI is being built: whatever stops a save is printed, and the run goes on.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    console.log(`  online; Save to card not measured: ${reason}`)
  }
  record({
    name: `'Invoiced' Save click to the card in '${INVOICED.label}' (p50)`,
    value: median(saves),
    unit: 'ms',
    ...ONE_FRAME,
  })
}

export async function invoiceTabsBench(): Promise<void> {
  await seededChromium('Invoice tabs', DEALS, async (server, browser) => {
    const { context, page } = await offlineReadyPage(browser, server.url)
    await bothTabsOffline(page, server.url)
    await saveToCard(page)
    await context.close()
  })
}
