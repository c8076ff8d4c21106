/**
 * The target dialog in real Chromium: the admin opens the Sales Report, Add target → Tribe, picks
 * a tribe without a target this year (one empty row): focusing Sales adds no row until the row has
 * a month, then adds row 2; a count that is not whole shows its error and Save does nothing; Save
 * shows the success alert and the server holds the month. A tribe with a target opens with its
 * months, Escape closes the dialog; offline, a segment's target is saved and reaches the server
 * once back online.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { TargetMonthRead, UnitTarget } from '../../src/contract/targets.ts'
import { ADD_TARGET_MENU } from '../../src/domain/targetTypes.ts'
import { type TargetType } from '../../src/domain/targetTypes.ts'
import {
  ADD_TARGET,
  FIX_TARGET_ERRORS,
  TARGET_SAVED,
  targetDialogTitle,
  targetKindLabel,
} from '../../src/features/targets/dialog/targetDialogText.ts'
import { DESKTOP, screenshot } from './harness.ts'
import {
  adminGet,
  button,
  closeSavedOnDevice,
  closeSuccess,
  e2eSuite,
  signedInWithWorker,
} from './helpers.ts'

const e2e = e2eSuite()

const YEAR = new Date().getFullYear()

const dialogOf = (page: Page, type: TargetType): Locator =>
  page.locator(`form[data-target-dialog="${type}"]`)
const rows = (dialog: Locator): Locator => dialog.locator('[data-target-row]')
const cell = (dialog: Locator, name: string): Locator =>
  dialog.getByRole('textbox', { name, exact: true })
const monthCell = (dialog: Locator, row: number): Locator =>
  dialog.locator(`[data-target-row="${row - 1}"] input[type="month"]`)

const serverTarget = (type: TargetType, id: number): Promise<UnitTarget> =>
  adminGet<UnitTarget>(e2e, `/Pipeline/target/${type}/${id}/${YEAR}`)

/** The unit has no target this year on the server (the seed sets every tribe's). */
async function clearServerTarget(type: TargetType, id: number): Promise<void> {
  await e2e.db.tx(async (tx) => {
    await tx.query(
      `DELETE FROM target_items WHERE target_id IN
         (SELECT id FROM targets WHERE type = $1 AND subject_id = $2 AND year = $3)`,
      [type, id, YEAR],
    )
    await tx.query('DELETE FROM targets WHERE type = $1 AND subject_id = $2 AND year = $3', [
      type,
      id,
      YEAR,
    ])
  })
}

async function openSalesReport(page: Page): Promise<void> {
  await signedInWithWorker(page, 'admin')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sales Report', exact: true })
    .click()
  await page.waitForURL('**/salesreport')
  await page.getByRole('heading', { name: 'Sales Report', level: 2 }).waitFor()
}

/** Add target → the kind; answers the dialog and its unit select. */
async function openDialog(page: Page, type: TargetType): Promise<[Locator, Locator]> {
  await button(page, ADD_TARGET).click()
  await page.getByRole('menuitem', { name: targetKindLabel(type), exact: true }).click()
  const dialog = dialogOf(page, type)
  await dialog.getByRole('heading', { name: targetDialogTitle(type) }).waitFor()
  const select = dialog.getByRole('combobox', { name: targetKindLabel(type) })
  await select.locator('option').nth(1).waitFor({ state: 'attached' })
  return [dialog, select]
}

/** The unit's id of the select's `nth` option (1: the first after the prompt). */
const optionValue = async (select: Locator, nth: number): Promise<number> =>
  Number(await select.locator('option').nth(nth).getAttribute('value'))

/** Picks the unit and waits until its target is read and any pull of it has ended. */
async function chooseUnit(dialog: Locator, select: Locator, id: number): Promise<void> {
  await select.selectOption(String(id))
  await rows(dialog).first().waitFor()
  await dialog.getByText('Checking the server').waitFor({ state: 'detached' })
}

const month = (value: number, amounts: Partial<TargetMonthRead>): TargetMonthRead => ({
  month: value,
  year: YEAR,
  no_proposal: 0,
  sales_visit: 0,
  proposal_value: 0,
  sales: 0,
  ...amounts,
})

describe('target dialog', () => {
  it('adds a row from the last Sales once it has a month, refuses bad input, and saves a tribe target', async () => {
    const { page } = await e2e.open(DESKTOP)
    await openSalesReport(page)
    // The report is on screen behind the menu (its summary cards, kept on the device).
    await page.locator('[data-summary-card]').first().waitFor()

    await button(page, ADD_TARGET).click()
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(
      ADD_TARGET_MENU.map((item) => item.label),
    )
    await page.keyboard.press('Escape')
    const [dialog, select] = await openDialog(page, 'tribe')
    const save = button(dialog, 'Save')
    expect(await save.isDisabled(), 'no tribe yet').toBe(true)

    const tribeId = await optionValue(select, (await select.locator('option').count()) - 1)
    await clearServerTarget('tribe', tribeId)
    await chooseUnit(dialog, select, tribeId)
    expect(await rows(dialog).count()).toBe(1)
    expect(await dialog.getByRole('button', { name: 'Remove row 1' }).count()).toBe(0)
    expect(await save.isDisabled(), 'no month yet').toBe(true)

    await cell(dialog, 'Sales 1').focus()
    await page.waitForTimeout(200)
    expect(await rows(dialog).count(), 'row 1 has no month').toBe(1)

    await monthCell(dialog, 1).fill(`${YEAR}-03`)
    await cell(dialog, 'Sales 1').focus()
    await dialog.locator('[data-target-row="1"]').waitFor()
    expect(await rows(dialog).count()).toBe(2)
    expect(await monthCell(dialog, 2).inputValue()).toBe('')
    await dialog.getByRole('button', { name: 'Remove row 2' }).waitFor()
    // Row 2 has no month: its Sales adds nothing.
    await cell(dialog, 'Sales 2').focus()
    await page.waitForTimeout(200)
    expect(await rows(dialog).count()).toBe(2)

    await cell(dialog, 'Target No. Proposal 1').fill('2.5')
    await cell(dialog, 'Target Sales visit 1').fill('12')
    await cell(dialog, 'Proposal value 1').fill('150000000')
    expect(await cell(dialog, 'Proposal value 1').inputValue()).toBe('150,000,000')
    await cell(dialog, 'Sales 1').fill('75000000')
    await dialog.getByText('Enter a whole number').waitFor()
    await dialog.getByText(FIX_TARGET_ERRORS).waitFor()
    await screenshot(page, 'target-dialog-error')
    await save.click()
    await page.waitForTimeout(300)
    expect(await dialog.isVisible(), 'bad input: nothing saved').toBe(true)
    expect(
      await cell(dialog, 'Target No. Proposal 1').evaluate(
        (input) => input === document.activeElement,
      ),
    ).toBe(true)

    await cell(dialog, 'Target No. Proposal 1').fill('4')
    await dialog.getByText('Enter a whole number').waitFor({ state: 'detached' })
    await screenshot(page, 'target-dialog-filled')
    await save.click()
    await page.getByRole('heading', { name: TARGET_SAVED }).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await closeSuccess(page, TARGET_SAVED)

    await expect
      .poll(async () => (await serverTarget('tribe', tribeId)).items, { timeout: 30_000 })
      .toEqual([
        month(3, {
          no_proposal: 4,
          sales_visit: 12,
          proposal_value: 150_000_000,
          sales: 75_000_000,
        }),
      ])
  })

  it('opens a tribe with a target with its months; offline, saves a segment that reaches the server', async () => {
    const { context, page } = await e2e.open(DESKTOP)
    await openSalesReport(page)

    const [tribeDialog, tribes] = await openDialog(page, 'tribe')
    const seeded = await optionValue(tribes, 1)
    const stored = (await serverTarget('tribe', seeded)).items
    expect(stored).toHaveLength(12)
    await chooseUnit(tribeDialog, tribes, seeded)
    await rows(tribeDialog).nth(11).waitFor()
    expect(await monthCell(tribeDialog, 1).inputValue()).toBe(`${YEAR}-01`)
    expect(await cell(tribeDialog, 'Target No. Proposal 1').inputValue()).toBe(
      String(stored[0]!.no_proposal),
    )
    await cell(tribeDialog, 'Sales 12').focus()
    await page.waitForTimeout(200)
    expect(await rows(tribeDialog).count(), 'at most 12 rows').toBe(12)
    await screenshot(page, 'target-dialog-prefilled')
    await page.keyboard.press('Escape')
    await tribeDialog.waitFor({ state: 'detached' })

    await context.setOffline(true)
    const [dialog, segments] = await openDialog(page, 'segment')
    const segmentId = await optionValue(segments, 1)
    await chooseUnit(dialog, segments, segmentId)
    expect(await rows(dialog).count(), 'the device holds no segment target').toBe(1)
    await monthCell(dialog, 1).fill(`${YEAR}-07`)
    await cell(dialog, 'Target Sales visit 1').fill('9')
    await cell(dialog, 'Sales 1').fill('1250000')
    await button(dialog, 'Save').click()
    await closeSavedOnDevice(page, TARGET_SAVED)
    await dialog.waitFor({ state: 'detached' })

    await context.setOffline(false)
    await expect
      .poll(async () => (await serverTarget('segment', segmentId)).items, { timeout: 30_000 })
      .toEqual([month(7, { sales_visit: 9, sales: 1_250_000 })])
  })
})
