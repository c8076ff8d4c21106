/**
 * The invoice writes in real Chromium: an RM offline wins a deal and saves its Add To Be Invoice
 * form with a file (pending over an offline reload, then synced and on the server, in the Invoiced
 * tab, its file opened through the File view); the invoice form adds an invoice with tribe and RM
 * shares, and Detail deletes it; an admin moves an invoice back to To be invoiced while another
 * browser edits it offline (the edit is marked as a conflict, Take theirs follows the server); an
 * RM listed on an invoice has no 'Invoiced' action and the server refuses it too.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { InvoiceItem, InvoiceList } from '../../src/contract/invoices.ts'
import { CLIENT_FORM_TITLE } from '../../src/domain/clientForm.ts'
import {
  CONFIRM,
  FILE_TYPE_NOT_ALLOWED,
  INVOICE_MOVE_BACK_CONFIRM,
  SAVE_OUTCOME,
  SUCCESS,
} from '../../src/domain/messages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiGet, apiLogin, DESKTOP, screenshot } from './harness.ts'
import {
  adminGet,
  button,
  e2eSuite,
  openBoard,
  openDetail,
  owns,
  pickDeal,
  profileId,
  signedInWithWorker,
  openedFileBytes,
} from './helpers.ts'

const e2e = e2eSuite()

const INVOICE_FILE = 'Invoice 1 of 2.png'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const TO_BE_INVOICED = '/pipeline/invoice/0/0/0/0/0/1'
const INVOICED = '/pipeline/invoice/0/0/0/0/0/0'

const tabList = (page: Page, flag: 0 | 1): Locator => page.locator(`[data-invoice-list="${flag}"]`)

/** The card of an invoice in a tab, found by its deal's name (its id changes once created). */
const cardNamed = (page: Page, flag: 0 | 1, name: string): Locator =>
  tabList(page, flag).getByRole('article', { name })

const cardOf = (page: Page, flag: 0 | 1, invoiceId: number): Locator =>
  tabList(page, flag).locator(`[data-invoice-id="${invoiceId}"]`)

const withSync = (page: Page, card: Locator, state: string): Locator =>
  card.and(page.locator(`[data-sync="${state}"]`))

async function menuOf(card: Locator): Promise<string[]> {
  await card.getByRole('button', { name: 'Invoice actions' }).click()
  const items = card.page().getByRole('menuitem')
  await items.first().waitFor()
  return items.allInnerTexts()
}

const shownIn = (list: InvoiceList): InvoiceItem[] =>
  list.invoice.filter((invoice) => invoice.stage >= 1 && invoice.stage <= 5)

const byDate = (a: InvoiceItem, b: InvoiceItem): number =>
  a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceId - b.invoiceId

/** An invoice matching `wanted` among the first cards of its column (a long column is windowed). */
function nearTop(
  list: InvoiceList,
  wanted: (invoice: InvoiceItem) => boolean,
): InvoiceItem | undefined {
  const shown = shownIn(list)
  return shown.find((invoice) => {
    if (!wanted(invoice)) return false
    const column = shown.filter((other) => other.stage === invoice.stage).sort(byDate)
    return column.indexOf(invoice) < 3
  })
}

describe('invoice writes', () => {
  it('an RM offline wins a deal and saves its Add To Be Invoice: pending over a reload, then synced in Invoiced', async () => {
    const { context, page } = await e2e.open(DESKTOP)
    await openBoard(page, 'rm')
    await waitAvailableOffline(page)
    const rmId = await profileId(context)
    const deal = await pickDeal(e2e, (d) => owns(rmId, d) && d.invoicePeriod > 0, {
      shownOn: page,
    })

    await context.setOffline(true)
    await openDetail(page, deal.dealId)
    await button(page, 'Won').click()
    await button(page, CONFIRM.won.yes).click()
    await page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle }).waitFor()
    await button(page, 'Close').click()
    await button(page, 'Add To Be Invoice').click()

    const form = page.locator('form[data-invoice-form="tobe_invoice"]')
    await form.getByRole('heading', { name: 'Add new Invoices' }).waitFor()
    expect(await form.getByLabel('Deal name').inputValue()).toBe(deal.dealName)
    expect(await form.locator('[data-invoice-client]').innerText()).toBe(deal.clientName)
    const save = button(form, 'Save')
    expect(await save.isDisabled(), 'no value yet').toBe(true)
    await form.getByLabel('Value (IDR)').fill('52500000')
    expect(await form.getByLabel('Value (IDR)').inputValue()).toBe('52,500,000')
    await form.getByLabel('Remark').fill('Offline term')
    await form
      .getByLabel('Invoice file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
    await form.getByText(FILE_TYPE_NOT_ALLOWED).waitFor()
    await form
      .getByLabel('Invoice file')
      .setInputFiles({ name: INVOICE_FILE, mimeType: 'image/png', buffer: PNG })
    await button(form, 'Change file').waitFor()
    await screenshot(page, 'invoice-form-add-to-be-invoice')
    await save.click()
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await button(page, 'Close').click()

    const card = cardNamed(page, 0, deal.dealName)
    await withSync(page, card, 'pending').waitFor()
    expect(await page.getByRole('tab', { name: 'Invoiced' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    await page.reload()
    await withSync(page, card, 'pending').waitFor()
    await screenshot(page, 'invoice-pending-offline')

    await context.setOffline(false)
    await withSync(page, card, 'synced').waitFor({ timeout: 30_000 })
    const serverSide = shownIn(await adminGet<InvoiceList>(e2e, INVOICED)).find(
      (invoice) => invoice.dealId === deal.dealId && invoice.remarks === 'Offline term',
    )
    expect(serverSide).toMatchObject({ amount: 52_500_000, dealName: deal.dealName })
    expect(await card.getAttribute('data-invoice-id')).toBe(String(serverSide!.invoiceId))
    expect(serverSide!.filename).toBe(INVOICE_FILE)

    // The file the RM attached offline opens from the server (File view, type 3).
    expect(await menuOf(card)).toEqual(['Detail invoice'])
    await page.getByRole('menuitem', { name: 'Detail invoice' }).click()
    const detail = page.locator('form[data-invoice-form="detail_invoice"]')
    expect((await openedFileBytes(page, button(detail, 'View file'))).equals(PNG)).toBe(true)
  })

  it('an admin moves an invoice back while another browser edits it: a conflict, Take theirs', async () => {
    const manager = await e2e.open(DESKTOP)
    await signedInWithWorker(manager.page, 'manager')
    await waitAvailableOffline(manager.page)
    // In the current month (the Invoiced tab's last column), so To be Invoice shows it too.
    const target = nearTop(await adminGet<InvoiceList>(e2e, INVOICED), (each) => each.stage === 5)!
    await manager.page.goto('/invoices?tab=invoiced')
    const managerCard = cardOf(manager.page, 0, target.invoiceId)
    await managerCard.waitFor()

    // The manager edits it offline.
    await manager.context.setOffline(true)
    expect(await menuOf(managerCard)).toEqual(['Detail invoice'])
    await manager.page.getByRole('menuitem', { name: 'Detail invoice' }).click()
    const detail = manager.page.locator('form[data-invoice-form="detail_invoice"]')
    await detail.getByRole('heading', { name: 'Detail Invoice' }).waitFor()
    expect(await detail.getByLabel('Remark').isDisabled()).toBe(true)
    await button(detail, 'Edit').click()
    const edit = manager.page.locator('form[data-invoice-form="edit_invoice"]')
    await edit.getByLabel('Remark').fill('Edited offline')
    await button(edit, 'Save').click()
    await manager.page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await button(manager.page, 'Close').click()
    await withSync(manager.page, managerCard, 'pending').waitFor()

    // Meanwhile the admin moves it back to To be invoiced.
    const admin = await e2e.open(DESKTOP)
    await signedInWithWorker(admin.page, 'admin')
    await admin.page.goto('/invoices?tab=invoiced')
    const adminCard = cardOf(admin.page, 0, target.invoiceId)
    expect(await menuOf(adminCard)).toEqual(['Detail invoice', 'To be invoiced'])
    await admin.page.getByRole('menuitem', { name: 'To be invoiced' }).click()
    await admin.page.getByText(INVOICE_MOVE_BACK_CONFIRM.title).waitFor()
    await button(admin.page, INVOICE_MOVE_BACK_CONFIRM.yes).click()
    await admin.page.getByText(SUCCESS.invoiceMovedBack).waitFor()
    await button(admin.page, 'Close').click()
    await expect
      .poll(async () =>
        shownIn(await adminGet<InvoiceList>(e2e, TO_BE_INVOICED)).some(
          (invoice) => invoice.invoiceId === target.invoiceId,
        ),
      )
      .toBe(true)

    // The manager comes back online: the edit was made on what the admin changed.
    await manager.context.setOffline(false)
    await withSync(manager.page, managerCard, 'conflict').waitFor({ timeout: 30_000 })
    await screenshot(manager.page, 'invoice-conflict')
    await managerCard.getByTestId('card-sync-mark').click()
    const dialog = manager.page.getByTestId('invoice-sync-dialog')
    await button(dialog, 'Take theirs').click()
    // Theirs: the invoice is to be invoiced, so it leaves the Invoiced tab.
    await managerCard.waitFor({ state: 'detached' })
    const stored = shownIn(await adminGet<InvoiceList>(e2e, TO_BE_INVOICED)).find(
      (invoice) => invoice.invoiceId === target.invoiceId,
    )
    expect(stored?.remarks).toBe(target.remarks)
  })

  it("an RM listed on a to-be-invoiced invoice has no 'Invoiced' action, and the server refuses it", async () => {
    const { context, page } = await e2e.open(DESKTOP)
    await signedInWithWorker(page, 'rm')
    await waitAvailableOffline(page)
    const rmId = await profileId(context)
    const { token } = await apiLogin(e2e.baseURL, 'rm')
    const listed = nearTop(await apiGet<InvoiceList>(e2e.baseURL, TO_BE_INVOICED, token), (each) =>
      each.rms.some((rm) => rm.id === rmId),
    )
    expect(listed, 'the seed lists the RM on a to-be-invoiced invoice').toBeDefined()
    await page.goto('/invoices')
    const card = cardOf(page, 1, listed!.invoiceId)
    expect(await menuOf(card)).toEqual(['Detail invoice'])

    const refused = await fetch(`${e2e.baseURL}/api/pipeline/tobeinvoiced/${listed!.invoiceId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: listed!.invoiceId,
        clientId: listed!.client?.id ?? 0,
        dealId: listed!.dealId,
        dealName: listed!.dealName,
        userId: rmId,
        invoiceDate: listed!.invoiceDate,
        amount: listed!.amount,
        remarks: listed!.remarks,
        contactId: listed!.contact?.id ?? 0,
        fileBase64: '',
        filename: '',
        rms: listed!.rms.map((rm) => ({
          userId: rm.id,
          percent: rm.percent ?? 0,
          nominal: rm.nominal ?? 0,
          usePercent: rm.usePercent ?? true,
        })),
        tribes: [],
        branchId: listed!.branch?.id ?? 0,
        picId: listed!.pic?.id ?? 0,
      }),
    })
    expect(refused.status).toBe(403)
    const still = shownIn(await apiGet<InvoiceList>(e2e.baseURL, TO_BE_INVOICED, token))
    expect(still.some((invoice) => invoice.invoiceId === listed!.invoiceId)).toBe(true)
  })
})

describe('the invoice form', () => {
  it('adds an invoice with tribe and RM shares, then Detail and Delete remove it', async () => {
    const { page } = await e2e.open(DESKTOP)
    await signedInWithWorker(page, 'admin')
    await waitAvailableOffline(page)
    const source = nearTop(await adminGet<InvoiceList>(e2e, INVOICED), (each) => each.dealId > 0)!
    const company = source.client!.text

    await page.goto('/invoices')
    await button(page, 'Add').click()
    const form = page.locator('form[data-invoice-form="add_invoice"]')
    await form.getByRole('heading', { name: 'Add new Invoices' }).waitFor()
    expect(await button(form, 'Add new contact').isDisabled()).toBe(true)
    await button(form, 'Add new company').waitFor()
    expect(await button(form, 'Delete').count()).toBe(0)
    expect(await button(form, 'Save').isDisabled()).toBe(true)

    // Add new company opens the client form in place; Back returns to the draft as it was.
    await form.getByLabel('Remark').fill('Kept while adding a company')
    await button(form, 'Add new company').click()
    await page.getByRole('heading', { name: CLIENT_FORM_TITLE.add_client }).waitFor()
    await button(page, 'Back').click()
    expect(await form.getByLabel('Remark').inputValue()).toBe('Kept while adding a company')

    await form.getByLabel('Client', { exact: true }).fill(company)
    await form.getByLabel('Client', { exact: true }).press('Enter')
    await form.getByRole('option', { name: company, exact: true }).first().click()
    expect(await button(form, 'Add new contact').isDisabled()).toBe(false)
    await form.getByLabel('Deal name').selectOption({ label: source.dealName })
    await form.getByLabel('Value (IDR)').fill('120000000')

    await button(form, 'Add tribe').click()
    const tribeDialog = page.getByRole('dialog')
    await tribeDialog.getByRole('heading', { name: 'Add Tribe' }).waitFor()
    expect(await button(tribeDialog, 'Save').isDisabled(), 'no tribe chosen').toBe(true)
    const tribe = tribeDialog.getByLabel('Tribe')
    const tribeName = (await tribe.locator('option').nth(1).innerText()).trim()
    await tribe.selectOption({ index: 1 })
    await tribeDialog.getByLabel('Percentage (%)').fill('60')
    await tribeDialog.getByText('IDR 72,000,000').waitFor()
    await button(tribeDialog, 'Save').click()
    const tribeRow = form.locator('[data-share-row^="tribes:"]')
    expect(await tribeRow.innerText()).toContain('60%')

    const rmList = form.getByRole('region', { name: 'Relationship Manager' })
    await button(rmList, 'Using nominal').click()
    await button(rmList, 'Add RM').click()
    const rmDialog = page.getByRole('dialog')
    await rmDialog.getByLabel('Relationship Manager').selectOption({ index: 1 })
    await rmDialog.getByLabel('Nominal (IDR)').fill('30000000')
    await rmDialog.getByText('25%').waitFor()
    await button(rmDialog, 'Save').click()
    expect(await form.locator('[data-share-row^="rms:"]').innerText()).toContain('IDR 30,000,000')
    // A new value: each share's nominal follows its percent.
    await form.getByLabel('Value (IDR)').fill('100000000')
    expect(await tribeRow.innerText()).toContain('IDR 60,000,000')
    await form.getByLabel('Value (IDR)').fill('120000000')
    await screenshot(page, 'invoice-form-add')

    await button(form, 'Save').click()
    await page.getByText(SUCCESS.invoiceAdded).waitFor()
    await button(page, 'Close').click()
    const card = tabList(page, 0).locator('[data-invoice-id][data-focused]')
    await withSync(page, card, 'synced').waitFor({ timeout: 30_000 })
    const invoiceId = Number(await card.getAttribute('data-invoice-id'))
    const saved = shownIn(await adminGet<InvoiceList>(e2e, INVOICED)).find(
      (invoice) => invoice.invoiceId === invoiceId,
    )
    expect(saved).toMatchObject({
      dealId: source.dealId,
      amount: 120_000_000,
      tribes: [{ text: tribeName, percent: 60, nominal: 72_000_000, usePercent: true }],
      rms: [{ percent: 25, nominal: 30_000_000, usePercent: false }],
    })

    expect(await menuOf(card)).toEqual(['Detail invoice', 'To be invoiced'])
    await page.getByRole('menuitem', { name: 'Detail invoice' }).click()
    const detail = page.locator('form[data-invoice-form="detail_invoice"]')
    await detail.getByRole('heading', { name: 'Detail Invoice' }).waitFor()
    expect(await detail.getByLabel('Value (IDR)').inputValue()).toBe('120,000,000')
    await button(detail, 'Delete').click()
    await page.getByText(`Are you sure Delete ${source.dealName} ?`).waitFor()
    await button(page, 'Yes, Delete').click()
    await tabList(page, 0)
      .locator(`[data-invoice-id="${invoiceId}"]`)
      .waitFor({ state: 'detached' })
    await expect
      .poll(async () =>
        shownIn(await adminGet<InvoiceList>(e2e, INVOICED)).some(
          (invoice) => invoice.invoiceId === invoiceId,
        ),
      )
      .toBe(false)
  })
})
