/**
 * Five broken paths a new user hit, in real Chromium:
 * 1. Add new client → 'Add client successfully' → See detail client opens the company (online, its
 *    create synced while the modal showed, and offline) instead of 'no longer on this device'.
 * 2. Lost Deal → a deal → Back returns to the Lost Deal list with its search text and page (also
 *    after a reload of the detail), not to the Pipeline; likewise the client form's Back returns
 *    to the client list as it was left.
 * 3. Upload Proposal on a deal that has a proposal edits that proposal (same proposal id on the
 *    server), instead of an empty add form.
 * 4. A deleted deal's detail and status are not asked of the server again, whether the delete was
 *    sent at once or waited in the outbox.
 * 5. Add deal has 'Add new contact' (enabled once a client is chosen): the contact saved in the Add
 *    Contact dialog is chosen in the form and reaches the server with the deal.
 */
import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { CONFIRM, SAVE_OUTCOME, SUCCESS } from '../../src/domain/messages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiGet, apiLogin, signedIn } from './harness.ts'
import {
  adminGet,
  ALL_OPEN_DEALS,
  button,
  card,
  detail,
  e2eSuite,
  fillAddDeal,
  openBoard,
  openDetail,
  owns,
  pickDeal,
  profileId,
  serverDetail,
} from './helpers.ts'

const e2e = e2eSuite()
const used = new Set<number>()

const allSynced = (page: Page) =>
  page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()

async function fillNewContact(page: Page, name: string): Promise<void> {
  const dialog = page.getByTestId('add-contact-dialog')
  const field = (label: string) => dialog.getByLabel(`${label} of contact 1`, { exact: true })
  await field('Valid').selectOption('yes')
  await field('Salutation').selectOption('Mr.')
  await field('Name').fill(name)
  await field('Email').fill(`${name.toLowerCase().replace(/\s+/g, '.')}@example.com`)
  await field('Phone').fill('6281234567890')
  await field('Department').fill('Finance')
}

/**
 * Signs in; `offline` also waits (longer than signedInWithWorker, on a loaded machine) for the
 * service worker, which serves the app's lazy chunks once the page is offline.
 */
async function signedInAdmin(page: Page, { offline = false } = {}): Promise<void> {
  await signedIn(page, 'admin')
  await page.waitForURL('**/deals')
  if (offline) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    })
  }
}

describe('1. See detail client after Add new client', () => {
  /** `result`: the title of the save's result (the success once the server took it). */
  async function addClient(
    page: Page,
    company: string,
    result: string = SUCCESS.clientAdded,
  ): Promise<void> {
    await page.getByRole('button', { name: 'Add new client' }).click()
    await page.getByRole('heading', { name: 'Add new client company' }).waitFor()
    await page.getByRole('textbox', { name: 'Company name' }).fill(company)
    const form = page.getByTestId('client-form')
    await form.getByRole('combobox', { name: /^Industry/ }).selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: result }).waitFor()
  }

  async function seesDetail(page: Page, company: string): Promise<void> {
    await page.getByRole('button', { name: 'See detail client' }).click()
    await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    await page.getByRole('textbox', { name: 'Company name' }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(company)
    expect(await page.getByText('This client is no longer on this device.').count()).toBe(0)
  }

  it('online: the create syncs while the success modal shows, and the detail opens', async () => {
    const { page } = await e2e.open()
    await signedInAdmin(page)
    await page.goto('/clients')
    await page.getByTestId('client-row').first().waitFor()

    const company = 'PT Broken Path Online'
    await addClient(page, company)
    // The company reached the server (its temp id was replaced) before the user's click.
    await allSynced(page)
    const { token } = await apiLogin(e2e.baseURL, 'admin')
    const found = await apiGet<{ id: number }[]>(
      e2e.baseURL,
      `/clients/search/${encodeURIComponent(company)}`,
      token,
    )
    expect(found).toHaveLength(1)
    await seesDetail(page, company)
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByRole('heading', { name: 'Edit client company' }).waitFor()
  })

  it('offline: the detail opens on the temp id, and stays open when the company syncs', async () => {
    const { context, page } = await e2e.open()
    await signedInAdmin(page, { offline: true })
    await page.goto('/clients')
    await page.getByTestId('client-row').first().waitFor()

    await context.setOffline(true)
    const company = 'PT Broken Path Offline'
    await addClient(page, company, SAVE_OUTCOME.waitingTitle)
    await seesDetail(page, company)
    await page.getByTestId('client-form').getByTestId('sync-mark-pending').waitFor()
    await context.setOffline(false)
    await allSynced(page)
    await page.getByTestId('client-form').getByTestId('sync-mark-pending').waitFor({
      state: 'detached',
    })
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(company)
    expect(await page.getByText('This client is no longer on this device.').count()).toBe(0)
  })
})

describe('2. Back from a deal opened from the Lost Deal list', () => {
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search lost deals' })
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Lost deal pages' })

  it('returns to the list with its search text and page', async () => {
    const { page } = await e2e.open()
    await openBoard(page, 'rm')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Lost Deal' })
      .click()
    await page.locator('[data-lost-deals="ready"]').waitFor()
    // Until the first fill ends, pages of the change feed still add lost deals (and pages).
    await waitAvailableOffline(page)
    await page.locator('[data-lost-deal-id]').first().waitFor()

    const text = 'a'
    await search(page).fill(text)
    await search(page).press('Enter')
    await pager(page)
      .getByText(/^Page 1 of /)
      .waitFor()
    const pages = Number(
      (
        (await pager(page)
          .getByText(/^Page 1 of /)
          .textContent()) ?? ''
      ).replace(/^Page 1 of /, ''),
    )
    expect(pages).toBeGreaterThanOrEqual(2)
    await button(pager(page), 'Next').click()
    await pager(page).getByText(`Page 2 of ${pages}`).waitFor()
    const dealId = Number(
      await page.locator('[data-lost-deal-id]').first().getAttribute('data-lost-deal-id'),
    )

    // That deal by its id: a refresh of the list landing now may reorder the rows.
    await page.locator(`[data-lost-deal-id="${dealId}"]`).click()
    await detail(page, dealId).waitFor()
    await button(page, 'Back').click()
    await page.locator('[data-lost-deals="ready"]').waitFor()
    expect(new URL(page.url()).pathname).toBe('/lostdeal')
    expect(await search(page).inputValue()).toBe(text)
    await pager(page).getByText(`Page 2 of ${pages}`).waitFor()
    await page.locator(`[data-lost-deal-id="${dealId}"]`).waitFor()

    // A reload of the detail keeps where it came from, and the list as it was left.
    await page.locator(`[data-lost-deal-id="${dealId}"]`).click()
    await detail(page, dealId).waitFor()
    await page.reload()
    await detail(page, dealId).waitFor()
    await button(page, 'Back').click()
    await page.locator('[data-lost-deals="ready"]').waitFor()
    expect(await search(page).inputValue()).toBe(text)
    await pager(page).getByText(`Page 2 of ${pages}`).waitFor()

    // A deal opened from the board still goes Back to the board.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pipeline' })
      .click()
    await page.locator('[data-deal-id]').first().waitFor()
    const onBoard = Number(
      await page.locator('[data-deal-id]').first().getAttribute('data-deal-id'),
    )
    await openDetail(page, onBoard)
    await button(page, 'Back').click()
    await card(page, onBoard).waitFor()
    expect(new URL(page.url()).pathname).toBe('/deals')
  })
})

describe('2b. Back from the client form (the same kind, on /clients)', () => {
  it('returns to the client list with its search text and page', async () => {
    const { page } = await e2e.open()
    await signedInAdmin(page)
    await page.goto('/clients')
    await page.getByTestId('client-row').first().waitFor()
    const search = page.getByRole('searchbox', { name: 'Search company name' })
    const pager = page.getByRole('navigation', { name: 'Client list pages' })
    await search.fill('PT')
    await search.press('Enter')
    await pager.getByText(/^Page 1 of /).waitFor()
    await button(pager, 'Next').click()
    await pager.getByText(/^Page 2 of /).waitFor()
    const row = page.getByTestId('client-row').first()
    const company = ((await row.locator('td').first().innerText()) ?? '').trim()

    await row.getByRole('button', { name: `View ${company}` }).click()
    await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    await button(page, 'Back').click()
    await page.getByTestId('client-row').first().waitFor()
    expect(await search.inputValue()).toBe('PT')
    await pager.getByText(/^Page 2 of /).waitFor()
    await page.getByTestId('client-row').filter({ hasText: company }).first().waitFor()
  })
})

describe('3. Upload Proposal on a deal that has a proposal', () => {
  it('edits that proposal instead of opening an empty form that replaces it', async () => {
    const { context, page } = await e2e.open()
    await openBoard(page, 'rm')
    const userId = await profileId(context)
    const deal = await pickDeal(
      e2e,
      (each) => each.stage >= 2 && each.invoicePeriod > 0 && owns(userId, each),
      { shownOn: page, used },
    )
    type Proposal = { id: number; proposalValue: number; invoices: unknown[] }
    const before = (await serverDetail<{ proposal: Proposal | null }>(e2e, deal.dealId)).proposal
    if (!before) throw new Error('the deal has no proposal')
    await openDetail(page, deal.dealId)
    await page.locator(`[data-proposal-card="${before.id}"]`).waitFor()

    await button(page, 'Upload Proposal').click()
    const dialog = page.locator('[data-proposal-dialog="edit_proposal"]')
    await dialog.waitFor()
    await dialog.getByRole('heading', { name: 'Edit Proposal' }).waitFor()
    expect(await dialog.locator('[data-invoice-period]').count()).toBe(before.invoices.length)
    expect(await dialog.getByLabel('Proposal value (IDR)').inputValue()).not.toBe('')
    await dialog.getByLabel('Proposal value (IDR)').fill('123456789')
    await button(dialog, 'Save').click()
    await page.getByText(SUCCESS.proposalUploaded).waitFor()
    await button(page, 'Close').click()

    await allSynced(page)
    await expect
      .poll(
        async () =>
          (await serverDetail<{ proposal: Proposal | null }>(e2e, deal.dealId)).proposal
            ?.proposalValue,
      )
      .toBe(123456789)
    const after = (await serverDetail<{ proposal: Proposal | null }>(e2e, deal.dealId)).proposal
    expect(after?.id).toBe(before.id)
    expect(after?.invoices).toHaveLength(before.invoices.length)
  })
})

describe('4. A deleted deal is not pulled again', () => {
  /** The requests for the deal's detail and status list made from now on. */
  function watchPulls(page: Page, dealId: number): Request[] {
    const seen: Request[] = []
    const pattern = new RegExp(`/api/Pipeline/(detail|status)/${dealId}$`, 'i')
    page.on('request', (request) => {
      if (pattern.test(new URL(request.url()).pathname)) seen.push(request)
    })
    return seen
  }

  async function confirmDelete(
    page: Page,
    deal: DealCard,
    result = `${deal.dealName} ${SUCCESS.dealDeleted}`,
  ): Promise<void> {
    await button(page, 'Delete').click()
    await button(page, CONFIRM.delete.yes).click()
    await page.getByText(result).waitFor()
  }

  const stillOpen = async (dealId: number) =>
    (await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)).some((each) => each.dealId === dealId)

  it('deleted online: the detail stays put while the delete is applied', async () => {
    const { context, page } = await e2e.open()
    await openBoard(page, 'rm')
    const userId = await profileId(context)
    const deal = await pickDeal(e2e, (each) => owns(userId, each), { shownOn: page, used })
    await openDetail(page, deal.dealId)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    await page.waitForTimeout(500)
    const pulls = watchPulls(page, deal.dealId)

    await confirmDelete(page, deal)
    // The delete is applied while the success modal shows, the detail still open under it.
    await allSynced(page)
    await expect.poll(() => stillOpen(deal.dealId)).toBe(false)
    await page.waitForTimeout(1500)
    expect(pulls.map((request) => request.url())).toEqual([])
    await button(page, 'Close').click()
    await page.locator('[data-deal-id]').first().waitFor()
    expect(await card(page, deal.dealId).count()).toBe(0)

    // Opening its address again (the browser's Back) pulls nothing, and says it was deleted.
    await page.goBack()
    await page.locator(`[data-deal-detail]`).waitFor()
    await page.waitForTimeout(1500)
    expect(pulls.map((request) => request.url())).toEqual([])
    await page.locator('[data-deal-detail="deleted"]').waitFor()
  })

  it('deleted offline: nothing is pulled while the delete waits, nor once it is sent', async () => {
    const { context, page } = await e2e.open()
    await openBoard(page, 'rm')
    const userId = await profileId(context)
    const deal = await pickDeal(e2e, (each) => owns(userId, each), { shownOn: page, used })
    await openDetail(page, deal.dealId)
    await page.locator('[data-detail-sync="synced"]').waitFor()
    await page.waitForTimeout(500)
    const pulls = watchPulls(page, deal.dealId)

    await context.setOffline(true)
    await confirmDelete(page, deal, SAVE_OUTCOME.waitingTitle)
    await button(page, 'Close').click()
    await page.locator('[data-deal-id]').first().waitFor()
    await page.goBack()
    await page.locator(`[data-deal-detail]`).waitFor()

    // Back online (the detail's pull runs on the `online` event) the delete is sent.
    await context.setOffline(false)
    await allSynced(page)
    await expect.poll(() => stillOpen(deal.dealId)).toBe(false)
    await page.waitForTimeout(1500)
    expect(pulls.map((request) => request.url())).toEqual([])
    await page.locator('[data-deal-detail="deleted"]').waitFor()
  })
})

describe('5. Add deal: Add new contact', () => {
  /** The contact of the deal named `title` on the server. */
  const serverContactOf = async (title: string): Promise<string | undefined> => {
    const created = (await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)).find(
      (each) => each.dealName === title,
    )
    if (!created) throw new Error('the new deal is not on the server')
    const onServer = await serverDetail<{ clientContact: { text: string } | null }>(
      e2e,
      created.dealId,
    )
    return onServer.clientContact?.text
  }
  const contactSelect = (dialog: Locator) => dialog.getByLabel('Contact', { exact: true })

  it('is enabled once a client is chosen, and the saved contact is chosen for the deal', async () => {
    const { page } = await e2e.open()
    await openBoard(page, 'rm')
    await button(page, 'Add deal').click()
    const dialog = page.getByTestId('add-deal-dialog')
    const addContact = button(dialog, 'Add new contact')
    expect(await addContact.isDisabled()).toBe(true)
    await button(dialog, 'Cancel').click()
    await dialog.waitFor({ state: 'detached' })

    const client = (await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS))[0]!.clientName
    const { dealName, save } = await fillAddDeal(page, client)
    expect(await addContact.isEnabled()).toBe(true)
    await addContact.click()
    const contactDialog = page.getByTestId('add-contact-dialog')
    await contactDialog.waitFor()
    await contactDialog.getByText(client).waitFor()
    const name = 'Dewi Broken Path'
    await fillNewContact(page, name)
    await button(contactDialog, 'Save').click()
    await contactDialog.waitFor({ state: 'detached' })

    // Back in Add deal, which kept what was filled in, with the new contact chosen.
    await dialog.waitFor()
    await expect
      .poll(async () =>
        contactSelect(dialog).evaluate(
          (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
        ),
      )
      .toBe(name)
    expect(await dialog.locator('[data-chosen-client]').count()).toBe(1)

    const title = 'Broken path deal with a new contact'
    await dealName.fill(title)
    await save.click()
    // Probability 10: a Lead in deal, answered by 'Deal successfully created'.
    await page.getByText(SUCCESS.dealCreated).waitFor()
    await button(page, 'Close').click()
    await allSynced(page)
    expect(await serverContactOf(title)).toBe(name)
  })

  it('offline: the contact added there is sent with the deal once the connection is back', async () => {
    const { page, context } = await e2e.open()
    await openBoard(page, 'rm')
    await waitAvailableOffline(page)
    const client = (await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS))[0]!.clientName

    await context.setOffline(true)
    const { dialog, dealName, save } = await fillAddDeal(page, client)
    await button(dialog, 'Add new contact').click()
    const contactDialog = page.getByTestId('add-contact-dialog')
    const name = 'Dewi Offline Path'
    await fillNewContact(page, name)
    await button(contactDialog, 'Save').click()
    await contactDialog.waitFor({ state: 'detached' })
    await expect
      .poll(async () =>
        contactSelect(dialog).evaluate(
          (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
        ),
      )
      .toBe(name)
    const title = 'Offline deal with a new contact'
    await dealName.fill(title)
    await save.click()
    await page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle }).waitFor()
    await button(page, 'Close').click()

    // The deal waits behind the contact, and is sent under the contact's server id.
    await context.setOffline(false)
    await allSynced(page)
    expect(await serverContactOf(title)).toBe(name)
  })
})
