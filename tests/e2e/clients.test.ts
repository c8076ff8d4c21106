/**
 * The client screens in real Chromium: a company with two contacts added offline survives a
 * reload offline (pending), then syncs with server ids and its contacts on the server; an edit
 * made offline while another user edits the same company online shows the conflict mark; the
 * contact export is read back from the xlsx. Screenshots go to $E2E_SCREENSHOTS when set.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ClientDetail } from '../../src/contract/clients.ts'
import type { ContactExport } from '../../src/contract/contacts.ts'
import { CONTACT_EXPORT_FIELDS, CONTACT_EXPORT_HEADERS } from '../../src/domain/exports.ts'
import { CSV_TYPE_NOT_ALLOWED, SAVE_OUTCOME, SUCCESS } from '../../src/domain/messages.ts'
import { apiGet, apiLogin, screenshot } from './harness.ts'
import { e2eSuite, signedInWithWorker } from './helpers.ts'
import { readXlsx } from './xlsx.ts'

const e2e = e2eSuite()

async function openClients(page: Page): Promise<void> {
  await signedInWithWorker(page, 'admin')
  await page.goto('/clients')
  await page.getByTestId('client-row').first().waitFor()
  // The whole cache (clients, then contacts) is in once the "Loading" note is gone.
  await page.getByTestId('contact-row').first().waitFor()
}

async function searchClient(page: Page, company: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search company name' })
  await search.fill(company)
  await search.press('Enter')
}

const clientRow = (page: Page, company: string) =>
  page.getByTestId('client-row').filter({ hasText: company })

async function fillContact(page: Page, index: number, name: string): Promise<void> {
  const dialog = page.getByTestId('add-contact-dialog')
  const field = (label: string) =>
    dialog.getByLabel(`${label} of contact ${index}`, { exact: true })
  await field('Valid').selectOption('yes')
  await field('Salutation').selectOption('Mr.')
  await field('Name').fill(name)
  await field('Email').fill(`${name.toLowerCase()}@example.com`)
  await field('Phone').fill('6281234567890')
  await field('Department').fill('Finance')
  await field('Position').focus()
}

describe('clients', () => {
  it('adds a company with two contacts offline, keeps it over a reload, and syncs it with server ids', async () => {
    const { context, page } = await e2e.open()
    await openClients(page)
    await screenshot(page, 'clients-list')
    await context.setOffline(true)

    const company = 'PT Offline Nusantara'
    await page.getByRole('button', { name: 'Add new client' }).click()
    await page.getByRole('heading', { name: 'Add new client company' }).waitFor()
    await page.getByRole('textbox', { name: 'Company name' }).fill(company)
    await page
      .getByTestId('client-form')
      .getByRole('combobox', { name: /^Industry/ })
      .selectOption({ index: 1 })
    await page.getByTestId('client-form').getByRole('button', { name: 'Add', exact: true }).click()
    await fillContact(page, 1, 'Budi')
    // Focusing the last row's position adds a blank row (add mode).
    await page.getByLabel('Name of contact 2', { exact: true }).waitFor()
    await fillContact(page, 2, 'Sari')
    await screenshot(page, 'clients-add-contact-dialog')
    await page.getByTestId('add-contact-dialog').getByRole('button', { name: 'Save' }).click()
    await page.getByTestId('form-contact-row').nth(1).waitFor()
    await screenshot(page, 'clients-form-add')
    await page.getByTestId('client-form').getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle }).waitFor()
    await page.getByRole('button', { name: 'See detail client' }).click()
    await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    await page.getByTestId('form-contact-row').nth(1).waitFor()
    await screenshot(page, 'clients-form-see')

    await page.reload()
    await page.getByTestId('client-row').first().waitFor()
    await searchClient(page, company)
    await clientRow(page, company).getByTestId('sync-mark-pending').waitFor()

    await context.setOffline(false)
    await clientRow(page, company).getByTestId('sync-mark-pending').waitFor({ state: 'detached' })

    const { token } = await apiLogin(e2e.baseURL, 'admin')
    const found = await apiGet<{ id: number; text: string }[]>(
      e2e.baseURL,
      `/clients/search/${encodeURIComponent(company)}`,
      token,
    )
    expect(found).toHaveLength(1)
    const serverId = found[0]!.id
    expect(serverId).toBeGreaterThan(0)
    // The company's mark clears when its create settles; its contacts go out after it.
    const serverContacts = async () =>
      (await apiGet<ClientDetail>(e2e.baseURL, `/clients/${serverId}`, token)).contacts
    await expect
      .poll(async () => (await serverContacts()).map((contact) => contact.name).sort(), {
        timeout: 20_000,
      })
      .toEqual(['Budi', 'Sari'])
    expect((await serverContacts()).every((contact) => contact.clientId === serverId)).toBe(true)
    // The page holds the company under the server's id now.
    await clientRow(page, company)
      .getByRole('button', { name: `View ${company}` })
      .click()
    await page.getByRole('heading', { name: 'Client company detail' }).waitFor()
    await page.getByTestId('form-contact-row').nth(1).waitFor()
    expect(await page.getByTestId('form-contact-row').count()).toBe(2)
    await page
      .getByTestId('form-contact-row')
      .getByTestId('sync-mark-pending')
      .waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByRole('heading', { name: 'Edit client company' }).waitFor()
    await screenshot(page, 'clients-form-edit')
  })

  it('marks a conflict when another user edited the same company while this one was offline', async () => {
    const mine = await e2e.open()
    const theirs = await e2e.open()
    await openClients(mine.page)
    await openClients(theirs.page)
    const company = (
      await mine.page.getByTestId('client-row').first().locator('td').first().innerText()
    ).trim()

    await mine.context.setOffline(true)
    await clientRow(mine.page, company)
      .getByRole('button', { name: `Edit ${company}` })
      .click()
    await mine.page.getByRole('heading', { name: 'Edit client company' }).waitFor()
    await mine.page.getByRole('textbox', { name: 'Address 1' }).fill('Mine: Jl. Thamrin 1')
    await mine.page.getByTestId('client-form').getByRole('button', { name: 'Save' }).click()
    await mine.page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle }).waitFor()
    await mine.page.getByRole('button', { name: 'Close' }).click()
    await screenshot(mine.page, 'clients-form-pending')

    await clientRow(theirs.page, company)
      .getByRole('button', { name: `Edit ${company}` })
      .click()
    await theirs.page.getByRole('textbox', { name: 'Address 1' }).fill('Theirs: Jl. Sudirman 9')
    await theirs.page.getByTestId('client-form').getByRole('button', { name: 'Save' }).click()
    await theirs.page.getByRole('heading', { name: SUCCESS.clientUpdated }).waitFor()
    await theirs.page.getByRole('button', { name: 'Close' }).click()
    await theirs.page.getByTestId('sync-mark-pending').waitFor({ state: 'detached' })

    await mine.context.setOffline(false)
    await mine.page.getByTestId('client-conflict').waitFor()
    await screenshot(mine.page, 'clients-form-conflict')
    await mine.page.getByRole('button', { name: 'Back' }).click()
    await searchClient(mine.page, company)
    await clientRow(mine.page, company).getByTestId('sync-mark-conflict').click()
    const fields = mine.page.getByTestId('client-conflict-fields')
    await fields.getByRole('row', { name: /Address 1/ }).waitFor()
    expect(await fields.getByRole('row', { name: /Address 1/ }).innerText()).toMatch(
      /Mine: Jl\. Thamrin 1\s+Theirs: Jl\. Sudirman 9/,
    )
    await screenshot(mine.page, 'clients-conflict-dialog')
    await mine.page.getByRole('button', { name: 'Take theirs' }).click()
    await clientRow(mine.page, company)
      .getByTestId('sync-mark-conflict')
      .waitFor({ state: 'detached' })
    await clientRow(mine.page, company).getByText('Theirs: Jl. Sudirman 9').waitFor()
  })

  it('from the visit dialog route, saving a new company returns to where the user came from with it chosen', async () => {
    const { page } = await e2e.open()
    await openClients(page)
    await page.goto('/deals')
    await page.goto('/clientsfrommodalvisit')
    await page.getByRole('button', { name: 'Add new client' }).click()
    await page.getByRole('textbox', { name: 'Company name' }).fill('PT Dari Kunjungan')
    await page
      .getByTestId('client-form')
      .getByRole('combobox', { name: /^Industry/ })
      .selectOption({ index: 2 })
    await page.getByTestId('client-form').getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: SUCCESS.clientAdded }).waitFor()
    await page.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL('**/deals')
    const chosen = await page.evaluate(() =>
      sessionStorage.getItem('crm:clientsFromModalVisit:chosen'),
    )
    expect(JSON.parse(chosen ?? 'null')).toMatchObject({ text: 'PT Dari Kunjungan' })
  })

  it('uploads client data from a CSV file: only .csv, the server refusal in the error dialog, success reloads the list', async () => {
    const { page } = await e2e.open()
    await openClients(page)
    const input = page.getByTestId('csv-input')

    await input.setInputFiles({
      name: 'clients.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    })
    const refusal = page.getByRole('dialog').filter({ has: page.locator('[data-icon="error"]') })
    await refusal.getByRole('heading', { name: CSV_TYPE_NOT_ALLOWED }).waitFor()
    await refusal.getByRole('button', { name: 'Close' }).click()

    await input.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('company,industry\nPT Tanpa Industri,\n'),
    })
    await page.getByRole('button', { name: 'Change file' }).waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await refusal
      .getByText(/industry is required/)
      .first()
      .waitFor()
    await refusal.getByRole('button', { name: 'Close' }).click()

    await input.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'company,industry,contactName,contactPhone,contactDepartment\nPT Dari Berkas,Banking,Wati,+6281100,Legal\n',
      ),
    })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('heading', { name: SUCCESS.fileUploaded }).waitFor()
    await page.getByRole('button', { name: 'Close' }).click()
    await searchClient(page, 'PT Dari Berkas')
    await clientRow(page, 'PT Dari Berkas').waitFor()
  })

  it('filters the client list by industry and pages it by 10', async () => {
    const { page } = await e2e.open()
    await openClients(page)
    expect(await page.getByTestId('client-row').count()).toBe(10)
    await page.getByRole('button', { name: 'Filter' }).first().click()
    const dialog = page.getByRole('dialog')
    const industry = dialog.getByRole('combobox', { name: 'Industry' })
    await industry.selectOption({ index: 1 })
    const chosen = (await industry.locator('option:checked').innerText()).trim()
    await screenshot(page, 'clients-filter-dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page
      .getByRole('navigation', { name: 'Client list pages' })
      .getByText('Page 1 of')
      .waitFor()
    await page.waitForFunction(
      (wanted) =>
        [...document.querySelectorAll('[data-testid="client-row"] td:nth-child(2)')].every(
          (cell) => cell.textContent?.trim() === wanted,
        ),
      chosen,
    )
    expect(await page.getByTestId('client-row').count()).toBeGreaterThan(0)
  })

  it('exports the contact list to an xlsx with the export columns and the server rows', async () => {
    const { page } = await e2e.open()
    await openClients(page)
    await page.getByRole('heading', { name: 'Contact client list' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'clients-contact-list')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to excel' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Contact All Period.xlsx')
    const path = await download.path()
    const rows = readXlsx(path)
    const { token } = await apiLogin(e2e.baseURL, 'admin')
    const { items } = await apiGet<ContactExport>(
      e2e.baseURL,
      '/clients/contact/exportjson/0/0/*',
      token,
    )
    expect(rows[0]).toEqual(CONTACT_EXPORT_FIELDS.map((field) => CONTACT_EXPORT_HEADERS[field]))
    expect(rows).toHaveLength(items.length + 1)
    expect(rows[1]![CONTACT_EXPORT_FIELDS.indexOf('executive')]).toBe(items[0]!.executive)
    expect(rows[1]![CONTACT_EXPORT_FIELDS.indexOf('company')]).toBe(items[0]!.company)
  })
})
