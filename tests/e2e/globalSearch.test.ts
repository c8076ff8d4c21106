/**
 * The global search in real Chromium, offline, from the briefcase: Ctrl+K (and /) open the box in
 * the top bar; part of a company's name finds it and Enter opens its form on /clients; part of a
 * deal's name finds it, the arrows move to it and Enter opens its detail; a visit of a deal's
 * journal opens in its dialog, an invoice its detail on /invoices; a legal form alone finds
 * nothing; Escape closes and gives the focus back; a company added offline a moment ago is found
 * at once, with its sync mark. In a small window a long list ends within it and scrolls, a group
 * of more than five shows them all from its "Show all" option (the keyboard's as well), and an
 * opened result leaves the box without the focus and the list gone. Screenshots go to
 * $E2E_SCREENSHOTS when set.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SAVE_OUTCOME } from '../../src/domain/messages.ts'
import { searchWords } from '../../src/domain/searchText.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { screenshot, signedIn } from './harness.ts'
import { detail, e2eSuite, pickDeal, signedInWithWorker } from './helpers.ts'

const e2e = e2eSuite()

const box = (page: Page): Locator => page.getByRole('combobox', { name: 'Search this device' })
const results = (page: Page): Locator => page.getByRole('listbox')
const hit = (page: Page, key: string): Locator => page.locator(`[data-search-hit="${key}"]`)

/** Types `text` key by key and waits until the list answers it. */
async function search(page: Page, text: string): Promise<void> {
  await box(page).pressSequentially(text, { delay: 20 })
  await page.locator(`[role="listbox"][data-search-query="${text}"]`).waitFor()
}

/** The option the arrows made active (aria-activedescendant of the box). */
async function activeHit(page: Page): Promise<string | null> {
  const id = await box(page).getAttribute('aria-activedescendant')
  return id ? page.locator(`[id="${id}"]`).getAttribute('data-search-hit') : null
}

/** Whether the option is the one the arrows made active. */
async function isActive(page: Page, option: Locator): Promise<boolean> {
  const id = await box(page).getAttribute('aria-activedescendant')
  return id !== null && id === (await option.getAttribute('id'))
}

/** A company whose name has a word no other company's has: part of it finds the one company. */
async function uniqueCompany(): Promise<{ id: number; company: string; part: string }> {
  const rows = await e2e.db.query<{ id: number; company: string }>(
    'SELECT id, company FROM clients ORDER BY id',
  )
  const counts = new Map<string, number>()
  for (const row of rows) {
    for (const word of searchWords(row.company)) counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  for (const row of rows) {
    const words = searchWords(row.company)
    // Two words' starts together (the seed's words are shared by many companies).
    const [first, second] = words.slice(-2)
    if (!first || !second) continue
    const part = `${first.slice(0, 4)} ${second.slice(0, 5)}`
    const same = rows.filter((other) => {
      const otherWords = searchWords(other.company)
      return part.split(' ').every((term) => otherWords.some((word) => word.startsWith(term)))
    })
    if (same.length === 1) return { ...row, part }
  }
  throw new Error('no company with a unique pair of words')
}

/**
 * A visit of an open deal (so its journal is on the device), of a company with no other visit:
 * found by its company's name.
 */
async function journalVisit() {
  const [row] = await e2e.db.query<{
    id: number
    dealId: number
    company: string
    objective: string
  }>(
    `SELECT v.id, v.deal_id AS "dealId", c.company, v.objective
       FROM visits v JOIN deals d ON d.id = v.deal_id JOIN clients c ON c.id = v.client_id
      WHERE d.state = 'open'
        AND (SELECT count(*) FROM visits w WHERE w.client_id = v.client_id) = 1
      ORDER BY v.id LIMIT 1`,
  )
  if (!row) throw new Error('the seed has no visit of an open deal')
  const part = searchWords(row.company)
    .map((word) => word.slice(0, 4))
    .join(' ')
  return { ...row, part }
}

/** An invoice on the device whose deal name no other invoice there has. */
async function uniqueInvoice(page: Page): Promise<{ id: number; part: string }> {
  const rows = await page.evaluate(
    () =>
      new Promise<{ invoiceId: number; dealName: string }[]>((resolve, reject) => {
        const open = indexedDB.open('crm')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('invoices').objectStore('invoices').getAll()
          read.onsuccess = () => {
            open.result.close()
            resolve(read.result as { invoiceId: number; dealName: string }[])
          }
        }
      }),
  )
  const once = rows.find(
    (row) => row.dealName && rows.filter((other) => other.dealName === row.dealName).length === 1,
  )
  if (!once) throw new Error('no invoice with a deal name of its own on the device')
  const part = searchWords(once.dealName)
    .map((word) => word.slice(0, 5))
    .join(' ')
  return { id: once.invoiceId, part }
}

/** The word most companies' names share (the seed names many companies alike): many results. */
async function commonCompanyWord(): Promise<string> {
  const rows = await e2e.db.query<{ company: string }>('SELECT company FROM clients')
  const counts = new Map<string, number>()
  for (const row of rows) {
    for (const word of new Set(searchWords(row.company))) {
      if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  const [word, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  if (count <= 5) throw new Error('no word in more than five company names')
  return word
}

/** The box has the focus. */
const boxFocused = (page: Page): Promise<boolean> =>
  box(page).evaluate((input) => input === document.activeElement)

/** Where the bottom of an element is on the screen. */
async function bottomOf(locator: Locator): Promise<number> {
  const bounds = await locator.boundingBox()
  if (!bounds) throw new Error('the element is not on the screen')
  return bounds.y + bounds.height
}

describe('the global search', () => {
  it('finds a company and a deal offline, opens them with Enter, and finds a company just added offline', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'admin')
    await waitAvailableOffline(page)
    const company = await uniqueCompany()
    const deal = await pickDeal(e2e, () => true)
    const visit = await journalVisit()
    await context.setOffline(true)

    // Ctrl+K opens the box from anywhere.
    await page.getByRole('heading', { name: 'Customer Relationship Management' }).click()
    await page.keyboard.press('Control+k')
    await expect
      .poll(() => box(page).evaluate((input) => input === document.activeElement))
      .toBe(true)

    // A legal form alone is no search.
    await search(page, 'PT')
    await expect.poll(() => results(page).innerText()).toContain('legal forms alone find nothing')
    expect(await results(page).getByRole('option').count()).toBe(0)
    await box(page).fill('')

    // Part of the company's name, any case: the company is the first result.
    await search(page, company.part.toUpperCase())
    await hit(page, `client:${company.id}`).waitFor()
    await screenshot(page, 'global-search-company')
    expect(await results(page).getByRole('group', { name: 'Clients' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'result' }).count()).toBe(1)
    // The best match is the active option; the arrows move off it and back; Enter opens it.
    expect(await activeHit(page)).toBe(`client:${company.id}`)
    await box(page).press('ArrowDown')
    expect(await activeHit(page)).not.toBe(`client:${company.id}`)
    await box(page).press('ArrowUp')
    expect(await activeHit(page)).toBe(`client:${company.id}`)
    await box(page).press('Enter')
    await page.waitForURL('**/clients')
    await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(
      company.company,
    )

    // Part of the deal's name: the arrows move to it, Enter opens its detail.
    await page.keyboard.press('/')
    await expect
      .poll(() => box(page).evaluate((input) => input === document.activeElement))
      .toBe(true)
    const dealPart = searchWords(deal.dealName)
      .map((word) => word.slice(0, 5))
      .join(' ')
    await search(page, dealPart)
    const wanted = `deal:${deal.dealId}`
    await hit(page, wanted).waitFor()
    for (let moves = 0; (await activeHit(page)) !== wanted; moves++) {
      expect(moves, 'the deal is among the results the arrows reach').toBeLessThan(30)
      await box(page).press('ArrowDown')
    }
    await screenshot(page, 'global-search-deal')
    await box(page).press('Enter')
    await detail(page, deal.dealId).waitFor()
    expect(page.url()).toContain(`deal=${deal.dealId}`)
    expect(page.url()).toContain('tab=detail')

    // A visit of the deal's journal opens in its dialog, over the deal's detail.
    await page.keyboard.press('Control+k')
    await search(page, visit.part)
    // Synced, so found in its deal's journal.
    const visitHit = hit(page, `visit:${visit.id}`)
    expect(await visitHit.getAttribute('data-search-source')).toBe('dealDetails')
    await visitHit.click()
    const visitDialog = page.locator('[data-visit-dialog]')
    await visitDialog.waitFor()
    // The admin may edit it: the dialog opens on the whole visit, as the journal's Edit does.
    expect(await visitDialog.getAttribute('data-visit-dialog')).toBe('edit')
    expect(await visitDialog.getByLabel('Visit objective').inputValue()).toBe(visit.objective)
    await screenshot(page, 'global-search-visit')
    await page.keyboard.press('Escape')
    await page.locator('[data-visit-dialog]').waitFor({ state: 'detached' })

    // An invoice opens its detail on /invoices.
    const invoice = await uniqueInvoice(page)
    await page.keyboard.press('Control+k')
    await search(page, invoice.part)
    await hit(page, `invoice:${invoice.id}`).click()
    await page.locator('form[data-invoice-form]').waitFor()
    expect(page.url()).toContain(`invoice=${invoice.id}`)
    expect(page.url()).toContain('form=detail')

    // Escape closes the list, empties the box and gives the focus back.
    const back = page.getByRole('button', { name: 'Toggle sidebar' })
    await back.focus()
    await page.keyboard.press('Control+k')
    await search(page, company.part)
    await box(page).press('Escape')
    await results(page).waitFor({ state: 'detached' })
    expect(await box(page).inputValue()).toBe('')
    expect(await back.evaluate((button) => button === document.activeElement)).toBe(true)

    // A company added offline a moment ago is found at once, marked as waiting to sync.
    const added = 'PT Zebrina Kencana Offline'
    await page.goto('/clients')
    await page.getByRole('button', { name: 'Add new client' }).click()
    await page.getByRole('textbox', { name: 'Company name' }).fill(added)
    await page
      .getByTestId('client-form')
      .getByRole('combobox', { name: /^Industry/ })
      .selectOption({ index: 1 })
    await page.getByTestId('client-form').getByRole('button', { name: 'Save' }).click()
    const saved = page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle })
    await saved.waitFor()
    await page.keyboard.press('Escape')
    await saved.waitFor({ state: 'detached' })
    await page.keyboard.press('Control+k')
    await search(page, 'zebrin kenc')
    const found = results(page).locator('[data-search-group="client"] [data-search-hit]')
    await found.first().waitFor()
    expect(await found.count()).toBe(1)
    expect(await found.innerText()).toContain(added)
    await found.locator('[data-search-sync="pending"]').waitFor()
    await screenshot(page, 'global-search-added-offline')
    await found.first().click()
    await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(added)
    await context.setOffline(false)
  })

  it('keeps a long list within a small window, shows all of a group, and leaves the box once a result opens', async () => {
    const height = 600
    const { page } = await e2e.open({ width: 1280, height })
    await signedIn(page, 'admin')
    await waitAvailableOffline(page)
    const word = await commonCompanyWord()

    await page.getByRole('heading', { name: 'Customer Relationship Management' }).click()
    await page.keyboard.press('Control+k')
    await search(page, word)
    const clients = results(page).locator('[data-search-group="client"] [data-search-hit]')
    await expect.poll(() => clients.count()).toBe(5)
    expect(await bottomOf(results(page))).toBeLessThanOrEqual(height)

    // The group says how many more it has, as an option the arrows reach.
    const showAll = results(page).getByRole('option', { name: /^Show (all \d+|\d+ more) clients$/ })
    await showAll.waitFor()
    const label = (await showAll.textContent()) ?? ''
    const all = /^Show all (\d+)/.exec(label)
    // All of a group up to 50 more; a step of 50 beyond.
    const expected = all ? Number(all[1]) : 55
    expect(expected).toBeGreaterThan(5)
    for (let moves = 0; !(await isActive(page, showAll)); moves++) {
      expect(moves, 'the arrows reach the option').toBeLessThan(10)
      await box(page).press('ArrowDown')
    }
    const sixth = results(page).locator('[data-search-group="client"] [role="option"]').nth(5)
    await box(page).press('Enter')
    await expect.poll(() => clients.count()).toBe(expected)
    await screenshot(page, 'global-search-show-all')
    // The list stays open with the box's focus, on the first client it did not show before.
    expect(await boxFocused(page)).toBe(true)
    expect(await isActive(page, sixth)).toBe(true)
    expect(await activeHit(page)).toBe(await sixth.getAttribute('data-search-hit'))
    await expect
      .poll(() => page.locator('[data-global-search] [role="status"]').textContent())
      .toMatch(new RegExp(`Clients ${expected}\\b`))

    // The list ends within the window, however many results it has; the last one scrolls into view.
    expect(await bottomOf(results(page))).toBeLessThanOrEqual(height)
    await box(page).press('End')
    const last = results(page).getByRole('option').last()
    await expect.poll(() => isActive(page, last)).toBe(true)
    await expect.poll(() => bottomOf(last)).toBeLessThanOrEqual(height)
    await expect.poll(() => last.isVisible()).toBe(true)

    // A result opened with the mouse: the list is gone and the box has let go of the focus.
    const firstClient = clients.first()
    const opened = await firstClient.locator('span span').first().textContent()
    await firstClient.click()
    await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(opened)
    await page.waitForTimeout(300)
    expect(await boxFocused(page)).toBe(false)
    expect(await results(page).isVisible()).toBe(false)
    expect(await box(page).inputValue()).toBe('')
    await screenshot(page, 'global-search-opened')

    // With Enter too.
    await page.keyboard.press('Control+k')
    await search(page, word)
    await clients.first().waitFor()
    await box(page).press('Enter')
    await page.waitForTimeout(300)
    expect(await boxFocused(page)).toBe(false)
    expect(await results(page).isVisible()).toBe(false)

    // The box is short again when searched anew: five a group.
    await page.keyboard.press('Control+k')
    await search(page, word)
    await expect.poll(() => clients.count()).toBe(5)
  })

  it('keeps what was typed, and the focus, while the search code is still on its way', async () => {
    // No service worker, so the search chunk's request can be held here until released.
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseURL,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    })
    try {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await context.route(/\/assets\/GlobalSearch-[\w-]+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      const page = await context.newPage()
      await signedIn(page, 'admin')
      await waitAvailableOffline(page)
      const company = await uniqueCompany()

      await page.getByRole('heading', { name: 'Customer Relationship Management' }).click()
      await page.keyboard.press('Control+k')
      await box(page).pressSequentially(company.part, { delay: 20 })
      expect(await box(page).inputValue()).toBe(company.part)
      expect(await results(page).count()).toBe(0)

      release()
      await page.locator(`[role="listbox"][data-search-query="${company.part}"]`).waitFor()
      await hit(page, `client:${company.id}`).waitFor()
      expect(await box(page).inputValue()).toBe(company.part)
      expect(await box(page).evaluate((input) => input === document.activeElement)).toBe(true)
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('leaves the page idle once the search box has been used: no frame is asked while nothing changes', async () => {
    const { page } = await e2e.open()
    // Counts the frames the page asks for (Headless UI polled the kept results panel's style
    // every frame for distances left to their CSS variables).
    await page.addInitScript(() => {
      const counted = window as unknown as { framesAsked: number }
      counted.framesAsked = 0
      const ask = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => {
        counted.framesAsked += 1
        return ask(callback)
      }
    })
    await signedIn(page, 'admin')
    await waitAvailableOffline(page)
    const company = await uniqueCompany()
    await page.getByRole('heading', { name: 'Customer Relationship Management' }).click()
    await page.keyboard.press('Control+k')
    await search(page, company.part)
    await page.keyboard.press('Escape')
    await expect.poll(() => results(page).isVisible()).toBe(false)
    await page.waitForTimeout(500)
    const framesAsked = () =>
      page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked)
    const before = await framesAsked()
    await page.waitForTimeout(1000)
    expect((await framesAsked()) - before).toBe(0)
  })
})
