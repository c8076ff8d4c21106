/**
 * What the e2e files share: the server and browser started around a file's tests, sign-in that
 * waits for the service worker, deal cards and details on the page, and the server's deals as the
 * admin sees them through the API.
 */
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { SAVE_OUTCOME } from '../../src/domain/messages.ts'
import { OUTBOX_SYNC_TAG } from '../../sw/outboxSyncTag.ts'
import {
  apiGet,
  apiLogin,
  signedIn,
  startE2E,
  type DemoUser,
  type E2E,
  type E2EOptions,
} from './harness.ts'

export { profileId } from './harness.ts'

export const ALL_OPEN_DEALS = '/pipeline/0/0/0/0/0/0'

/**
 * Starts the server and browser before the file's tests and closes them after them; what it
 * returns reads the running one, so it can be called at the top of the file.
 */
export function e2eSuite(options: E2EOptions = {}): E2E {
  let started: E2E | undefined
  beforeAll(async () => {
    started = await startE2E(options)
  })
  afterAll(() => started?.close())
  const running = (): E2E => {
    if (!started) throw new Error('the e2e server has not started')
    return started
  }
  return {
    get baseURL() {
      return running().baseURL
    },
    get browser() {
      return running().browser
    },
    get db() {
      return running().db
    },
    open: (viewport, baseURL) => running().open(viewport, baseURL),
    close: () => running().close(),
  }
}

export const card = (page: Page, dealId: number): Locator =>
  page.locator(`[data-deal-id="${dealId}"]`)
export const detail = (page: Page, dealId: number): Locator =>
  page.locator(`[data-deal-detail="${dealId}"]`)
export const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true })

/** Whether the user is one of the deal's RMs or has access to it (its owners). */
export const owns = (userId: number, deal: { rms: { id: number }[]; access: { id: number }[] }) =>
  [...deal.rms, ...deal.access].some((person) => person.id === userId)

/** Signs in and waits until the service worker controls the page (offline reloads need it). */
export async function signedInWithWorker(page: Page, user: DemoUser): Promise<void> {
  await signedIn(page, user)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Signs in, waits for the board's first card and for the service worker. */
export async function openBoard(page: Page, user: DemoUser): Promise<void> {
  await signedIn(page, user)
  await page.locator('[data-deal-id]').first().waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  // A first pull shows each column's first cards before the whole list, with its totals.
  await page.getByTestId('total-proposal-value').filter({ hasNotText: '…' }).waitFor()
}

/** Opens a deal's detail from its card title. */
export async function openDetail(page: Page, dealId: number): Promise<void> {
  await card(page, dealId).locator('[data-open-deal]').click()
  await detail(page, dealId).waitFor()
}

/** GETs `path` from the API as the admin. */
export async function adminGet<T>(e2e: E2E, path: string): Promise<T> {
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  return apiGet<T>(e2e.baseURL, path, token)
}

export const serverDetail = <T>(e2e: E2E, dealId: number): Promise<T> =>
  adminGet<T>(e2e, `/Pipeline/detail/${dealId}`)

export const serverState = async (e2e: E2E, dealId: number): Promise<string> =>
  (await serverDetail<{ state: { text: string } }>(e2e, dealId)).state.text

export const serverStage = async (e2e: E2E, dealId: number): Promise<number> =>
  (await serverDetail<{ stage: { id: number } }>(e2e, dealId)).stage.id

/**
 * The first open deal of the server's that `wanted` accepts, with its card on `shownOn` when
 * given (columns render the cards in view), and not in `used` (it is added there, so each test of
 * a file takes a deal of its own).
 */
export async function pickDeal(
  e2e: E2E,
  wanted: (deal: DealCard) => boolean,
  { shownOn, used }: { shownOn?: Page; used?: Set<number> } = {},
): Promise<DealCard> {
  for (const deal of await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)) {
    if (used?.has(deal.dealId) || !wanted(deal)) continue
    if (shownOn && (await card(shownOn, deal.dealId).count()) !== 1) continue
    used?.add(deal.dealId)
    return deal
  }
  throw new Error(shownOn ? 'no such deal on the board' : 'no such deal')
}

/**
 * Space picks the card up, each arrow moves it, space drops it (dnd-kit's keyboard sensor). The
 * sensor listens for arrows only once the page has rendered the pickup (aria-pressed): arrows
 * pressed before that, as on a loaded machine, would be lost and the card dropped where it was.
 */
export async function moveWithKeyboard(page: Page, handle: Locator, keys: string[]): Promise<void> {
  // A card is draggable once drag and drop has loaded (it loads after the cards are drawn).
  await handle.and(page.locator('[aria-describedby]')).waitFor()
  await handle.focus()
  await page.keyboard.press('Space')
  await handle.and(page.locator('[aria-pressed="true"]')).waitFor()
  await page.waitForTimeout(100)
  for (const key of keys) {
    await page.keyboard.press(key)
    await page.waitForTimeout(150)
  }
  await page.keyboard.press('Space')
  await handle.and(page.locator('[aria-pressed="true"]')).waitFor({ state: 'detached' })
  // A drop shows at once; the board is busy until its write is stored and read back.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
}

/** Moves a deal card across the board's stage columns with the keyboard. */
export const moveDeal = (page: Page, dealId: number, keys: string[]): Promise<void> =>
  moveWithKeyboard(page, card(page, dealId).locator('[aria-roledescription="deal card"]'), keys)

/** The id of the worker registration of the app, as the DevTools protocol names it. */
function registrationId(cdp: CDPSession): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
    void cdp.send('ServiceWorker.enable')
  })
}

/** Polls `condition` every 250 ms until it holds; throws after `ms`. */
async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  for (let waited = 0; waited < ms; waited += 250) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('condition not met')
}

/**
 * Fires the outbox's Background Sync event in the service worker through the DevTools protocol
 * (Chromium's own timing is minutes) until `arrived` holds: up to five times, the last one as the
 * last chance, each given 8 s.
 */
export async function syncUntil(
  e2e: E2E,
  context: BrowserContext,
  arrived: () => Promise<boolean>,
): Promise<void> {
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  const id = await registrationId(cdp)
  for (let attempt = 1; !(await arrived()); attempt++) {
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: e2e.baseURL,
      registrationId: id,
      tag: OUTBOX_SYNC_TAG,
      lastChance: attempt === 5,
    })
    try {
      await until(arrived, 8_000)
    } catch (error) {
      if (attempt === 5) throw error
    }
  }
}

/**
 * Opens Add deal and fills every required field for `clientName` (the first RM of the picker)
 * but the deal name, with the probability given; answers the dialog, its name field and Save.
 */
export async function fillAddDeal(
  page: Page,
  clientName: string,
  probability = 10,
): Promise<{ dialog: Locator; dealName: Locator; save: Locator }> {
  await button(page, 'Add deal').click()
  const dialog = page.getByTestId('add-deal-dialog')
  await dialog.getByPlaceholder('Type company name').fill(clientName)
  await dialog.getByRole('button', { name: clientName, exact: true }).first().click()
  await dialog.locator('[data-chosen-client]').waitFor()
  for (const label of ['Tribe', 'Segment', 'Branch', 'Person in charge']) {
    const select = dialog.getByRole('combobox', { name: label, exact: true })
    if ((await select.inputValue()) === '0') await select.selectOption({ index: 1 })
  }
  await dialog.getByRole('button', { name: 'Select relationship manager' }).click()
  await page.getByTestId('rm-picker').getByRole('listbox').getByRole('option').first().click()
  const save = dialog.getByRole('button', { name: 'Save', exact: true })
  await dialog.getByLabel('Probability', { exact: true }).selectOption(String(probability))
  return { dialog, dealName: dialog.getByLabel('Deal name'), save }
}

/** The Sales visit dialog. */
export const visitDialog = (page: Page): Locator => page.locator('[data-visit-dialog]')

/** Closes the success modal titled `title`. */
export async function closeSuccess(page: Page, title: string): Promise<void> {
  const result = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await result.getByRole('button', { name: 'Close', exact: true }).click()
  await result.waitFor({ state: 'detached' })
}

/**
 * Closes the result of a save the server has not accepted yet ('Saved on this device'), after
 * checking it does not claim the spec's success text `unclaimed`.
 */
export async function closeSavedOnDevice(page: Page, unclaimed?: string): Promise<void> {
  const result = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle }) })
  await result.waitFor()
  if (unclaimed) expect(await result.textContent()).not.toContain(unclaimed)
  await result.getByRole('button', { name: 'Close', exact: true }).click()
  await result.waitFor({ state: 'detached' })
}

/**
 * Closes the result of a save whose answer may come late (a dropped answer, a retry): the spec's
 * success text `title` once the server took it, 'Saved on this device' while it waits.
 */
export async function closeSaveResult(page: Page, title: string): Promise<void> {
  const result = page.getByRole('dialog').filter({
    has: page.getByRole('heading', {
      name: new RegExp(`^(${title}|${SAVE_OUTCOME.waitingTitle})$`),
    }),
  })
  await result.getByRole('button', { name: 'Close', exact: true }).click()
  await result.waitFor({ state: 'detached' })
}

/** Chooses the first option of a multi-select of the visit dialog and closes its options. */
export async function chooseFirst(dialog: Locator, field: string): Promise<void> {
  await dialog.getByRole('combobox', { name: field }).click()
  await dialog.getByRole('option').first().click()
  await dialog.getByRole('list', { name: `Chosen ${field}` }).waitFor()
  // The options stay open after a choice (multiple): Escape closes them, not the dialog.
  await dialog.getByRole('option').first().waitFor()
  await dialog.getByRole('combobox', { name: field }).press('Escape')
  await dialog.getByRole('option').first().waitFor({ state: 'detached' })
}

/** The bytes of the kept file opened last (the emulated offline state blocks blob: fetches). */
const LAST_OPENED_KEPT_FILE = `new Promise((resolve, reject) => {
  const open = indexedDB.open('crm')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const request = open.result.transaction('keptFiles').objectStore('keptFiles').index('openedAt')
      .openCursor(null, 'prev')
    request.onerror = () => reject(request.error)
    request.onsuccess = async () => {
      const row = request.result?.value
      open.result.close()
      resolve({
        openedAt: row?.openedAt ?? 0,
        bytes: row?.bytes ? Array.from(new Uint8Array(await row.bytes.arrayBuffer())) : [],
      })
    }
  }
})`

/** The kept file opened at `since` or later (its opening is marked just after its tab opens). */
async function keptFileOpenedSince(page: Page, since: number): Promise<Uint8Array> {
  for (;;) {
    const last = (await page.evaluate(LAST_OPENED_KEPT_FILE)) as {
      openedAt: number
      bytes: number[]
    }
    if (last.openedAt >= since) return new Uint8Array(last.bytes)
    await page.waitForTimeout(100)
  }
}

/**
 * The bytes of the file a View click opened in a new tab: the server's signed link, or the copy
 * the device keeps (a blob: URL of the kept Blob, read from IndexedDB).
 */
export async function openedFileBytes(page: Page, view: Locator): Promise<Buffer> {
  const context = page.context()
  const clickedAt = (await page.evaluate('Date.now()')) as number
  const [tab] = await Promise.all([context.waitForEvent('page'), view.click()])
  await tab.waitForURL((url) => url.protocol === 'blob:' || /\/File\/download\//i.test(url.href))
  const url = tab.url()
  await tab.close()
  if (url.startsWith('blob:')) return Buffer.from(await keptFileOpenedSince(page, clickedAt))
  const download = await context.request.get(url)
  expect(download.status()).toBe(200)
  return Buffer.from(await download.body())
}
