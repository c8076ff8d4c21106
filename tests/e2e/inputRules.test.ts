/**
 * Input rules a new user hit, in real Chromium: the Add client form's 'Required' errors clear as
 * soon as their field is valid and an untouched phone and fax are saved empty (not '(+62)'), while
 * the list shows every stored phone in the (+99)999-9999-9999 mask; a sales visit that ends before
 * it starts is refused inline (Save off, nothing sent); Count it takes only 0.1 to 1, as its hint says (5 shows the hint); the Owners dialog shows each list's
 * running total and refuses Save above 100 %. Screenshots go to $E2E_SCREENSHOTS when set.
 */
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealDetail } from '../../src/contract/deals.ts'
import { SUCCESS } from '../../src/domain/messages.ts'
import { VISIT_SCHEDULE_ERROR } from '../../src/domain/visits.ts'
import { screenshot } from './harness.ts'
import {
  button,
  closeSuccess,
  e2eSuite,
  openBoard,
  openDetail,
  pickDeal,
  serverDetail,
  signedInWithWorker,
  visitDialog,
} from './helpers.ts'

const e2e = e2eSuite()

/** The 'Required' errors the client form shows. */
const requiredErrors = (form: Locator): Locator => form.getByText('Required', { exact: true })

describe('Add client', () => {
  it("clears each 'Required' as soon as its field is valid, and saves an untouched phone and fax empty", async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'admin')
    await page.goto('/clients')
    await page.getByTestId('client-row').first().waitFor()
    // Seeded phones ('+6221...') show in the mask, as a typed one; none as raw digits.
    const phones = await page
      .getByTestId('client-row')
      .locator('td:nth-child(4)')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''))
    expect(phones.length).toBeGreaterThan(0)
    for (const phone of phones) expect(phone).toMatch(/^(\(\+\d{2}\)\d{1,3}(-\d{1,4}){0,2}|-)$/)
    await page.getByRole('button', { name: 'Add new client' }).click()
    const form = page.getByTestId('client-form')
    await form.getByRole('heading', { name: 'Add new client company' }).waitFor()
    // The +62 prefix is the fields' starting value.
    expect(await form.getByRole('textbox', { name: 'Phone No.' }).inputValue()).toBe('(+62)')
    expect(await form.getByRole('textbox', { name: 'Fax' }).inputValue()).toBe('(+62)')

    const company = form.getByRole('textbox', { name: 'Company name' })
    const industry = form.getByRole('combobox', { name: /^Industry/ })
    await button(form, 'Save').click()
    await requiredErrors(form).nth(1).waitFor()
    expect(await requiredErrors(form).count()).toBe(2)
    expect(await company.getAttribute('aria-invalid')).toBe('true')
    await screenshot(page, 'input-rules-client-required')

    const name = `PT Tanpa Telepon ${Date.now()}`
    await company.fill(name)
    await expect.poll(() => requiredErrors(form).count()).toBe(1)
    expect(await company.getAttribute('aria-invalid')).toBeNull()
    expect(await industry.getAttribute('aria-invalid')).toBe('true')
    await industry.selectOption({ index: 1 })
    await expect.poll(() => requiredErrors(form).count()).toBe(0)
    expect(await industry.getAttribute('aria-invalid')).toBeNull()
    // Emptied again after a Save was tried, the error is back.
    await company.fill('')
    await expect.poll(() => requiredErrors(form).count()).toBe(1)
    await company.fill(name)

    await button(form, 'Save').click()
    await page.getByRole('heading', { name: SUCCESS.clientAdded }).waitFor()
    await expect
      .poll(
        () =>
          e2e.db.query<{ phone: string; fax: string }>(
            'SELECT phone, fax FROM clients WHERE company = $1',
            [name],
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ phone: '', fax: '' }])
  })
})

describe('sales visit times', () => {
  it('refuses a visit that ends before it starts inline, and saves it once the end is after the start', async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'admin')
    const first = page.locator('[data-deal-id]').first()
    await first.waitFor()
    const dealId = Number(await first.getAttribute('data-deal-id'))
    await openDetail(page, dealId)
    await page.getByRole('button', { name: 'Add sales visit' }).click()
    const dialog = visitDialog(page)
    await dialog.waitFor()
    const objective = `End before start ${Date.now()}`
    await dialog.getByRole('textbox', { name: 'Visit objective' }).fill(objective)
    const save = dialog.getByRole('button', { name: 'Save' })
    const error = dialog.locator('[data-visit-error="endTime"]')

    await dialog.getByLabel('Start Time').fill('14:00')
    await dialog.getByLabel('End Time').fill('13:00')
    await error.waitFor()
    expect(await error.innerText()).toBe(VISIT_SCHEDULE_ERROR.endBeforeStart)
    expect(await dialog.getByLabel('End Time').getAttribute('aria-invalid')).toBe('true')
    expect(await save.isDisabled()).toBe(true)
    // Enter submits the form: still nothing is saved.
    await dialog.getByRole('textbox', { name: 'Location' }).press('Enter')
    await screenshot(page, 'input-rules-visit-times')
    expect(await dialog.isVisible()).toBe(true)

    await dialog.getByLabel('End Time').fill('15:00')
    await error.waitFor({ state: 'detached' })
    expect(await save.isEnabled()).toBe(true)
    await save.click()
    await closeSuccess(page, SUCCESS.visitAdded)
    await expect
      .poll(
        () =>
          e2e.db.query<{ start: string; end: string }>(
            'SELECT start_time AS start, end_time AS "end" FROM visits WHERE objective = $1',
            [objective],
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ start: '14:00', end: '15:00' }])
  })
})

describe('Count it', () => {
  it('takes only a probability from 0.1 to 1: 5 shows the hint and no total', async () => {
    const { page } = await e2e.open({ width: 1280, height: 800 })
    await openBoard(page, 'rm')
    const probability = page.getByLabel('Probability', { exact: true })
    const countIt = page.getByRole('button', { name: 'Count it' })
    const after = page.getByTestId('total-after-probability')
    const hint = page.getByRole('alert').filter({ hasText: 'Enter a probability from 0.1 to 1' })
    // Nothing entered: nothing to count (the placeholder is a suggestion, not a value).
    expect(await countIt.isDisabled()).toBe(true)

    for (const entered of ['5', '0', '50']) {
      await probability.fill(entered)
      await countIt.click()
      await hint.waitFor()
      expect(await after.innerText(), entered).toBe('-')
    }
    await screenshot(page, 'input-rules-count-it')
    // The refusal is of that value: typing again takes it away.
    await probability.fill('0.')
    await hint.waitFor({ state: 'detached' })

    await probability.fill('0.5')
    await countIt.click()
    await hint.waitFor({ state: 'detached' })
    expect(await after.innerText()).toMatch(/^IDR [\d,.]+M?$/)
  })
})

describe('Owners shares', () => {
  it('shows each list running total and refuses Save above 100 %, then saves at 100 %', async () => {
    const deal = await pickDeal(e2e, (each) => each.proposalValue >= 10_000_000)
    const before = await serverDetail<DealDetail>(e2e, deal.dealId)
    const first = before.rms[0]!
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'admin')
    await page.goto(`/deals?tab=detail&deal=${deal.dealId}`)
    await page.locator(`[data-deal-detail="${deal.dealId}"]`).waitFor()
    // Opening the deal may re-save the seed's nominals first; edit once that settled.
    await page.locator('[data-detail-sync="synced"]').waitFor()

    const ownersCard = page.locator(`[data-owners-card="${deal.dealId}"]`)
    await button(ownersCard, 'Edit owners').click()
    const dialog = page.getByRole('dialog', { name: 'Owners' })
    const rmList = dialog.getByRole('region', { name: 'Relationship Manager' })
    const rmTotal = dialog.locator('[data-share-total="rms"] [data-share-percent]')
    const tribeTotal = dialog.locator('[data-share-total="tribes"] [data-share-percent]')
    expect(await rmTotal.innerText()).toBe('100%')
    expect(await tribeTotal.innerText()).toBe('100%')

    await button(rmList, 'Add RM').click()
    const addRm = page.getByRole('dialog', { name: 'Add RM' })
    await addRm.getByLabel('Relationship Manager').selectOption({ index: 1 })
    const added = Number(await addRm.getByLabel('Relationship Manager').inputValue())
    await addRm.getByLabel('Percentage (%)').fill('10')
    await button(addRm, 'Save').click()
    await addRm.waitFor({ state: 'detached' })

    await rmList.locator(`[data-share-row="rms:${added}"]`).waitFor()
    expect(await rmTotal.innerText()).toBe('110%')
    // Tribes and RMs are totalled apart.
    expect(await tribeTotal.innerText()).toBe('100%')
    const message = dialog.locator('[data-owners-error]')
    expect(await message.innerText()).toBe(
      'Relationship Manager shares add up to 110%. Each list can add up to 100% at most: lower the shares to save.',
    )
    const save = button(dialog, 'Save')
    expect(await save.isDisabled()).toBe(true)
    await screenshot(page, 'input-rules-owners-over')

    await rmList.getByRole('button', { name: `Edit ${first.name}` }).click()
    const editRm = page.getByRole('dialog', { name: 'Edit RM' })
    await editRm.getByLabel('Percentage (%)').fill(String(Number(first.percent) - 10))
    await button(editRm, 'Save').click()
    await editRm.waitFor({ state: 'detached' })
    await expect.poll(() => rmTotal.innerText()).toBe('100%')
    await message.waitFor({ state: 'detached' })
    expect(await save.isEnabled()).toBe(true)
    await save.click()
    await page.getByText(SUCCESS.dealUpdated).waitFor()
    await button(page, 'Close').click()

    await expect
      .poll(
        async () => {
          const saved = await serverDetail<DealDetail>(e2e, deal.dealId)
          const share = saved.rms.find((rm) => rm.userId === added)
          return share && Number(share.percent)
        },
        { timeout: 20_000 },
      )
      .toBe(10)
    const saved = await serverDetail<DealDetail>(e2e, deal.dealId)
    expect(saved.rms.reduce((sum, rm) => sum + Number(rm.percent), 0)).toBeCloseTo(100, 6)
  })
})
