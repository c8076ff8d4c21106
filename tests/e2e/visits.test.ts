/**
 * Sales visits in real Chromium: a visit logged offline on a deal and a standalone visit at a
 * company added offline (through Add new company) reach the server exactly once after the page is
 * closed and reopened online, and the deal's visit shows in its journal; a visit whose answer is
 * dropped after the server committed is retried and stored once; the 200-character limits and
 * the Save rules of the dialog.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUCCESS } from '../../src/domain/messages.ts'
import { startFaultProxy, type FaultProxy } from './faultProxy.ts'
import { screenshot } from './harness.ts'
import {
  chooseFirst,
  closeSaveResult,
  closeSavedOnDevice,
  closeSuccess,
  e2eSuite,
  openDetail,
  signedInWithWorker,
  visitDialog,
} from './helpers.ts'

const e2e = e2eSuite()
let proxy: FaultProxy
beforeAll(async () => {
  proxy = await startFaultProxy(e2e.baseURL)
})
afterAll(() => proxy?.close())

async function serverVisits(objective: string): Promise<{ dealId: number | null }[]> {
  return e2e.db.query<{ dealId: number | null }>(
    'SELECT deal_id AS "dealId" FROM visits WHERE objective = $1',
    [objective],
  )
}

/** Signs in and waits for the worker (offline reloads). */
const signedInAdmin = (page: Page): Promise<void> => signedInWithWorker(page, 'admin')

/** Opens the first deal of the board. */
async function openFirstDeal(page: Page): Promise<number> {
  await page.locator('[data-deal-id]').first().waitFor()
  const dealId = Number(await page.locator('[data-deal-id]').first().getAttribute('data-deal-id'))
  await openDetail(page, dealId)
  return dealId
}

const journalEntry = (page: Page, objective: string): Locator =>
  page.locator('li[data-journal-type="meeting"]').filter({ hasText: objective })

/** The entry carries a server id and no waiting, failed or conflict mark. */
async function waitSyncedEntry(page: Page, objective: string): Promise<void> {
  await page.waitForFunction((text) => {
    const entries = [...document.querySelectorAll('li[data-journal-type="meeting"]')]
    const entry = entries.find((each) => each.textContent?.includes(text))
    const mark = entry?.querySelector('[data-visit-sync]')?.getAttribute('data-visit-sync')
    return Number(entry?.getAttribute('data-visit-id')) > 0 && (!mark || mark === 'synced')
  }, objective)
}

describe('sales visits', () => {
  it('a deal visit and a standalone visit at a company added offline reach the server once after a reopen online', async () => {
    const { context, page } = await e2e.open()
    // The client cache (and the industries of the client form) fill online first.
    await signedInAdmin(page)
    await page.goto('/clients')
    await page.getByTestId('client-row').first().waitFor()
    await page.getByTestId('contact-row').first().waitFor()
    await page.goto('/deals')
    const dealId = await openFirstDeal(page)
    await context.setOffline(true)

    const dealObjective = `Offline deal visit ${Date.now()}`
    await page.getByRole('button', { name: 'Add sales visit' }).click()
    const onDeal = visitDialog(page)
    await onDeal.waitFor()
    await chooseFirst(onDeal, 'Tribes')
    await chooseFirst(onDeal, 'Relationship manager')
    await onDeal.getByRole('textbox', { name: 'Location' }).fill('Jakarta')
    await onDeal.getByRole('textbox', { name: 'Visit objective' }).fill(dealObjective)
    await screenshot(page, 'visit-dialog-deal')
    await onDeal.getByRole('button', { name: 'Save' }).click()
    await closeSavedOnDevice(page, SUCCESS.visitAdded)
    await journalEntry(page, dealObjective).locator('[data-visit-sync="pending"]').waitFor()

    const company = `PT Kunjungan Offline ${Date.now()}`
    const standaloneObjective = `Standalone visit ${Date.now()}`
    await page.getByRole('button', { name: 'Open profile' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Add sales visit' }).click()
    const standalone = visitDialog(page)
    await standalone.getByRole('textbox', { name: 'Visit objective' }).fill(standaloneObjective)
    await standalone.getByRole('button', { name: 'Add new company' }).click()
    await page.waitForURL('**/clientsfrommodalvisit')
    await page.getByRole('button', { name: 'Add new client' }).click()
    await page.getByRole('textbox', { name: 'Company name' }).fill(company)
    await page
      .getByTestId('client-form')
      .getByRole('combobox', { name: /^Industry/ })
      .selectOption({ index: 1 })
    await page.getByTestId('client-form').getByRole('button', { name: 'Save' }).click()
    await closeSavedOnDevice(page, SUCCESS.clientAdded)
    // Back where it was, the form kept and the company just added chosen.
    await standalone.locator('[data-chosen-client]', { hasText: company }).waitFor()
    expect(await standalone.getByRole('textbox', { name: 'Visit objective' }).inputValue()).toBe(
      standaloneObjective,
    )
    await standalone.getByRole('button', { name: 'Save' }).click()
    await closeSavedOnDevice(page, SUCCESS.visitAdded)

    await page.close()
    expect(await serverVisits(dealObjective)).toEqual([])
    await context.setOffline(false)
    const reopened = await context.newPage()
    await reopened.goto(`/deals?tab=detail&deal=${dealId}`)
    await journalEntry(reopened, dealObjective).waitFor()
    await waitSyncedEntry(reopened, dealObjective)
    await screenshot(reopened, 'visit-journal-synced')

    await expect.poll(() => serverVisits(standaloneObjective), { timeout: 30_000 }).toHaveLength(1)
    expect(await serverVisits(dealObjective)).toEqual([{ dealId }])
    const [standaloneRow] = await e2e.db.query<{ company: string; dealId: number | null }>(
      `SELECT c.company, v.deal_id AS "dealId" FROM visits v JOIN clients c ON c.id = v.client_id
        WHERE v.objective = $1`,
      [standaloneObjective],
    )
    expect(standaloneRow).toEqual({ company, dealId: null })
  })

  it('a visit whose answer is lost after the server committed is retried and stored once', async () => {
    const { page } = await e2e.open(undefined, proxy.url)
    await signedInAdmin(page)
    const dealId = await openFirstDeal(page)
    proxy.dropAnswer({ method: 'POST', path: '/api/pipeline/visit' })

    const objective = `Dropped answer ${Date.now()}`
    await page.getByRole('button', { name: 'Add sales visit' }).click()
    const dialog = visitDialog(page)
    await dialog.getByRole('textbox', { name: 'Visit objective' }).fill(objective)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await closeSaveResult(page, SUCCESS.visitAdded)

    await waitSyncedEntry(page, objective)
    expect(proxy.dropped).toEqual(['POST /api/pipeline/visit'])
    expect(
      proxy.forwarded.filter((request) => request === 'POST /api/pipeline/visit').length,
    ).toBeGreaterThanOrEqual(2)
    expect(await serverVisits(objective)).toEqual([{ dealId }])
  })

  it('edits a visit from its journal entry: the dialog opens in edit mode and the change syncs', async () => {
    const { page } = await e2e.open()
    await signedInAdmin(page)
    const dealId = await openFirstDeal(page)
    const objective = `To be edited ${Date.now()}`
    await page.getByRole('button', { name: 'Add sales visit' }).click()
    await visitDialog(page).getByRole('textbox', { name: 'Visit objective' }).fill(objective)
    await visitDialog(page).getByRole('textbox', { name: 'Location' }).fill('Bandung')
    await visitDialog(page).getByRole('button', { name: 'Save' }).click()
    await closeSuccess(page, SUCCESS.visitAdded)
    await waitSyncedEntry(page, objective)

    await journalEntry(page, objective)
      .getByRole('button', { name: /^Edit sales visit/ })
      .click()
    const editing = page.locator('[data-visit-dialog="edit"]')
    const box = editing.getByRole('textbox', { name: 'Visit objective' })
    expect(await box.inputValue()).toBe(objective)
    expect(await editing.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('Bandung')
    const edited = `${objective} (edited)`
    await box.fill(edited)
    await editing.getByRole('button', { name: 'Save' }).click()
    await closeSuccess(page, SUCCESS.visitUpdated)
    await waitSyncedEntry(page, edited)
    expect(await serverVisits(edited)).toEqual([{ dealId }])
    expect(await serverVisits(objective)).toEqual([])

    // Another device holds no row of the visit: the edit starts from the history's meeting info.
    const other = await e2e.open()
    await signedInAdmin(other.page)
    await other.page.goto(`/deals?tab=detail&deal=${dealId}`)
    await journalEntry(other.page, edited)
      .getByRole('button', { name: /^Edit sales visit/ })
      .click()
    const fromHistory = other.page.locator('[data-visit-dialog="edit"]')
    expect(await fromHistory.getByRole('textbox', { name: 'Location' }).inputValue()).toBe(
      'Bandung',
    )
    const again = `${objective} (edited twice)`
    await fromHistory.getByRole('textbox', { name: 'Visit objective' }).fill(again)
    await fromHistory.getByRole('button', { name: 'Save' }).click()
    await closeSuccess(other.page, SUCCESS.visitUpdated)
    await waitSyncedEntry(other.page, again)
    expect(await serverVisits(again)).toEqual([{ dealId }])
  })

  it('objective, next step and remark stop at 200 characters with a live counter; Save rules', async () => {
    const { page } = await e2e.open()
    await signedInAdmin(page)
    await openFirstDeal(page)
    await page.getByRole('button', { name: 'Add sales visit' }).click()
    const onDeal = visitDialog(page)
    // Deal-bound: the deal's client is given, Save is open at once.
    expect(await onDeal.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true)
    for (const field of ['Visit objective', 'Next step', 'Remark']) {
      const box = onDeal.getByRole('textbox', { name: field })
      const counter = onDeal.locator(`[data-counter="${field}"]`)
      expect(await counter.innerText()).toBe('0/200')
      await box.fill('a'.repeat(199))
      expect(await counter.innerText()).toBe('199/200')
      await box.press('End')
      await box.pressSequentially('bc')
      expect(await box.inputValue()).toBe(`${'a'.repeat(199)}b`)
      expect(await counter.innerText()).toBe('200/200')
      await box.fill('x'.repeat(250))
      expect((await box.inputValue()).length).toBe(200)
      expect(await counter.innerText()).toBe('200/200')
    }
    await onDeal.getByRole('button', { name: 'Cancel' }).click()
    await onDeal.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Open profile' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Add sales visit' }).click()
    const standalone = visitDialog(page)
    const save = standalone.getByRole('button', { name: 'Save' })
    const addContact = standalone.getByRole('button', { name: 'Add new contact' })
    expect(await save.isDisabled()).toBe(true)
    expect(await addContact.isDisabled()).toBe(true)
    const client = standalone.getByRole('textbox', { name: 'Client' })
    expect(await client.getAttribute('placeholder')).toBe('Type company name')
    await client.fill('zzzz no such company')
    await client.press('Enter')
    await standalone.getByText('No options').waitFor()
    await client.fill('PT')
    await client.press('Enter')
    await standalone.getByRole('listbox', { name: 'Clients' }).getByRole('button').first().click()
    await standalone.locator('[data-chosen-client]').waitFor()
    expect(await save.isEnabled()).toBe(true)
    expect(await addContact.isEnabled()).toBe(true)
  })
})
