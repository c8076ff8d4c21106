/**
 * Invoice tabs (printed, never asserted), on the 5,000-deal seed, in Debian's Chromium against the
 * built app:
 * - both tabs offline, from the briefcase: navigation to the 'To be Invoice' tab's five month
 *   columns, then the 'Invoiced' tab's click to its list (p50/max over 5 navigations), each beside
 *   the server's own time for the same list call from Node;
 * - Save to card in its new tab: online, the 'Invoiced' action's form saved, from the Save click
 *   to the card in the Invoiced tab (p50/max over 5 cards), beside the server's own time for the
 *   same PUT /pipeline/tobeinvoiced/{id} from Node.
 */
import type { Locator, Page } from 'playwright-core'
import type { InvoicePayload } from '../../src/contract/invoiceForms.ts'
import type { InvoiceItem, InvoiceList } from '../../src/contract/invoices.ts'
import { waitAvailableOffline } from '../e2e/briefcaseState.ts'
import { adminLogin } from './apiLogin.ts'
import { launchChromium, seededServer, signInAdmin, VIEWPORT } from './browser.ts'
import { median } from './stats.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const RUNS = 5
const LIST_REQUESTS = 20
const SHOWN_WAIT_MS = 15_000
const STEP_WAIT_MS = 5_000
/** A save's result dialog waits up to 6 s for the server's answer before saying 'Saved on this device'. */
const RESULT_WAIT_MS = 8_000

const TO_BE_INVOICED = { flag: 1, label: 'To be Invoice', path: '/pipeline/invoice/0/0/0/0/0/1' }
const INVOICED = { flag: 0, label: 'Invoiced', path: '/pipeline/invoice/0/0/0/0/0/0' }
type Tab = typeof TO_BE_INVOICED | typeof INVOICED

const ms = (value: number): string => `${value.toFixed(0)} ms`
const spread = (times: readonly number[]): string =>
  times.length === 0 ? 'none seen' : `p50 ${ms(median(times))}, max ${ms(Math.max(...times))}`

/** Invoices in the list's five month columns: the ones a tab shows. */
const shownOf = (list: InvoiceList): InvoiceItem[] =>
  list.invoice.filter((invoice) => invoice.stage >= 1 && invoice.stage <= 5)

interface Api {
  get<T>(path: string): Promise<T>
  /** Median of `count` sequential GETs of `path` (ms). */
  listTime(path: string, count: number): Promise<number>
  /** Median of one PUT /pipeline/tobeinvoiced/{id} per invoice (ms), and how many failed. */
  markInvoicedTime(invoices: readonly InvoiceItem[]): Promise<{ ms: number; failed: number }>
}

async function adminApi(baseURL: string): Promise<Api> {
  const { token, userId } = await adminLogin(baseURL)
  const authorization = `Bearer ${token}`
  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now()
    const response = await fetch(`${baseURL}/api${path}`, {
      ...init,
      headers: { authorization, 'accept-encoding': 'gzip', ...init.headers },
    })
    await response.arrayBuffer()
    return { ms: performance.now() - started, ok: response.ok }
  }
  return {
    get: async <T>(path: string) =>
      (await (await fetch(`${baseURL}/api${path}`, { headers: { authorization } })).json()) as T,
    async listTime(path, count) {
      const times: number[] = []
      for (let i = 0; i < count; i++) times.push((await timed(path)).ms)
      return median(times)
    },
    async markInvoicedTime(invoices) {
      const times: number[] = []
      for (const invoice of invoices) {
        const { ms, ok } = await timed(`/pipeline/tobeinvoiced/${invoice.invoiceId}`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
            'If-Match': `"${invoice.version}"`,
          },
          body: JSON.stringify(markInvoicedBody(invoice, userId)),
        })
        if (ok) times.push(ms)
      }
      return { ms: median(times), failed: invoices.length - times.length }
    },
  }
}

/** The to-invoice form's save of an invoice as listed, shares split evenly. */
function markInvoicedBody(invoice: InvoiceItem, userId: number): InvoicePayload {
  const even = (count: number) => ({
    percent: 100 / Math.max(1, count),
    nominal: invoice.amount / Math.max(1, count),
    usePercent: true,
  })
  return {
    id: invoice.invoiceId,
    clientId: invoice.client?.id ?? 0,
    dealId: invoice.dealId,
    dealName: invoice.dealName,
    userId,
    invoiceDate: invoice.invoiceDate,
    amount: invoice.amount,
    remarks: invoice.remarks,
    contactId: invoice.contact?.id ?? 0,
    fileBase64: '',
    filename: '',
    rms: invoice.rms.map((rm) => ({ userId: rm.id, ...even(invoice.rms.length) })),
    tribes: invoice.tribes.map((tribe) => ({ tribeId: tribe.id, ...even(invoice.tribes.length) })),
    branchId: invoice.branch?.id ?? 0,
    picId: invoice.pic?.id ?? 0,
  }
}

/** performance.now() (from navigation start) when the tab shows (checked each frame). */
const shownAt = (page: Page, tab: Tab, withCard: boolean): Promise<number> =>
  page
    .waitForFunction(
      ({ flag, withCard }) => {
        const list = document.querySelector(`[data-invoice-list="${flag}"]`)
        const shown =
          list !== null &&
          list.querySelectorAll('[data-month-column]').length === 5 &&
          (!withCard || list.querySelector('[data-invoice-id]') !== null)
        return shown ? performance.now() : false
      },
      { flag: tab.flag, withCard },
      { polling: 'raf', timeout: SHOWN_WAIT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)

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

/** What the tab waits for, by what the server's list gives it. */
const waitedFor = (tab: Tab, shown: number) =>
  shown > 0
    ? `five month columns and a card, ${shown} invoices in them`
    : `five month columns (no ${tab.label} card in them)`

async function bothTabsOffline(page: Page, api: Api): Promise<void> {
  const shown = {
    toBe: shownOf(await api.get<InvoiceList>(TO_BE_INVOICED.path)).length,
    invoiced: shownOf(await api.get<InvoiceList>(INVOICED.path)).length,
  }
  const invoicedSelector =
    shown.invoiced > 0
      ? '[data-invoice-list="0"] [data-invoice-id]'
      : '[data-invoice-list="0"] [data-month-column]'
  const opened: number[] = []
  const switched: number[] = []
  await page.context().setOffline(true)
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/invoices', { waitUntil: 'commit' })
    opened.push(await shownAt(page, TO_BE_INVOICED, shown.toBe > 0))
    await armPressTimer(page, invoicedSelector)
    await tabButton(page, INVOICED).click()
    const latency = await pressToShown(page)
    if (!Number.isNaN(latency)) switched.push(latency)
  }
  await page.context().setOffline(false)
  const [toBeServer, invoicedServer] = [
    await api.listTime(TO_BE_INVOICED.path, LIST_REQUESTS),
    await api.listTime(INVOICED.path, LIST_REQUESTS),
  ]
  console.log(
    `  offline, navigation to '${TO_BE_INVOICED.label}' (${waitedFor(TO_BE_INVOICED, shown.toBe)}, ${RUNS} navigations): ` +
      `${spread(opened)}; the server alone answers GET ${TO_BE_INVOICED.path} in ${ms(toBeServer)} (median of ${LIST_REQUESTS})`,
  )
  console.log(
    `  offline, '${INVOICED.label}' tab click to ${waitedFor(INVOICED, shown.invoiced)} (${switched.length} of ${RUNS} seen): ` +
      `${spread(switched)}; the server alone answers GET ${INVOICED.path} in ${ms(invoicedServer)} (median of ${LIST_REQUESTS})`,
  )
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

async function saveToCard(page: Page, api: Api): Promise<void> {
  await page.goto('/invoices')
  // Steady state: the briefcase's refresh on start would otherwise compete with the saves.
  await waitAvailableOffline(page, 3000)
  const saves: number[] = []
  let outcome: string
  try {
    for (let run = 0; run < RUNS; run++) {
      const latency = await saveToInvoicedTab(page)
      if (!Number.isNaN(latency)) saves.push(latency)
    }
    outcome = `(${saves.length} of ${RUNS} cards seen): ${spread(saves)}`
  } catch (error) {
    // The UI is being built: whatever stops a save is printed, and the run goes on.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    outcome = `not measured: ${reason}`
  }
  // Invoices the UI did not touch: they are still to be invoiced.
  const untouched = shownOf(await api.get<InvoiceList>(TO_BE_INVOICED.path))
    .filter((invoice) => invoice.client !== null)
    .slice(0, RUNS)
  const server = await api.markInvoicedTime(untouched)
  console.log(
    `  Save to card in its new tab ('Invoiced' action, Save click to the card in '${INVOICED.label}') ${outcome}; ` +
      `the server alone answers PUT /pipeline/tobeinvoiced/{id} in ${ms(server.ms)} ` +
      `(median of ${untouched.length - server.failed} from Node${server.failed > 0 ? `, ${server.failed} refused` : ''})`,
  )
}

export async function invoiceTabsBench(): Promise<void> {
  const { server, seededMs } = await seededServer(DEALS)
  console.log(
    `\nInvoice tabs, ${DEALS}-deal seed (seeded in ${(seededMs / 1000).toFixed(1)} s), Chromium ${VIEWPORT.width}x${VIEWPORT.height}:`,
  )
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })
    const page = await context.newPage()
    await signInAdmin(page)
    await waitAvailableOffline(page, 3000)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const api = await adminApi(server.url)
    await bothTabsOffline(page, api)
    await saveToCard(page, api)
    await context.close()
  } finally {
    await browser.close()
    await server.close()
  }
}
