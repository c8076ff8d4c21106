/**
 * The dialogs' shared parts in real Chromium: the one relationship manager picker (Add deal and
 * the client form) searched by email and used with the keyboard, and the one header whose ×
 * ('Close') closes only its own dialog.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { MasterData } from '../../src/contract/master.ts'
import { signedIn } from './harness.ts'
import { adminGet, button, e2eSuite, openBoard } from './helpers.ts'

const e2e = e2eSuite()

const picker = (page: Page): Locator => page.getByTestId('rm-picker')
const pickerOptions = (page: Page): Locator => picker(page).getByRole('listbox').getByRole('option')

/** A master RM whose email no other RM's name or email contains (the search finds it alone). */
async function rmFoundByEmail(): Promise<MasterData['rms'][number]> {
  const { rms } = await adminGet<MasterData>(e2e, '/pipeline/master')
  const found = rms.find((rm) => {
    const email = rm.email.toLowerCase()
    const matching = rms.filter(
      (other) =>
        other.email.toLowerCase().includes(email) || other.name.toLowerCase().includes(email),
    )
    return email !== '' && matching.length === 1
  })
  if (!found) throw new Error('no RM is found alone by its email')
  return found
}

/** The name of the option the arrow keys made active. */
const activeName = async (page: Page): Promise<string> =>
  (await picker(page).locator('[role="option"][data-focus] span').first().innerText()).trim()

describe('dialogs', () => {
  it('Add deal picks its relationship manager by email with the keyboard; Escape and × close one dialog each', async () => {
    const { page } = await e2e.open()
    await openBoard(page, 'admin')
    const wanted = await rmFoundByEmail()
    await button(page, 'Add deal').click()
    const dialog = page.getByTestId('add-deal-dialog')
    await button(dialog, 'Select relationship manager').click()
    await page.getByRole('dialog', { name: 'Select relationship manager' }).waitFor()

    // The search has the focus: typing an email narrows the options, Enter takes the first.
    const search = picker(page).getByRole('combobox', { name: 'Search relationship manager' })
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type(wanted.email)
    await expect.poll(() => pickerOptions(page).count()).toBe(1)
    await page.keyboard.press('Enter')
    await picker(page).waitFor({ state: 'detached' })
    expect(await dialog.locator('[data-chosen-rm]').innerText()).toBe(wanted.name)

    // Arrow keys move through the options; Escape closes the picker only.
    await button(dialog, 'Select relationship manager').click()
    await picker(page).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const active = await activeName(page)
    await page.keyboard.press('Escape')
    await picker(page).waitFor({ state: 'detached' })
    expect(await dialog.locator('[data-chosen-rm]').innerText()).toBe(wanted.name)
    await button(dialog, 'Select relationship manager').click()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await activeName(page)).toBe(active)
    await page.keyboard.press('Enter')
    await picker(page).waitFor({ state: 'detached' })
    expect(await dialog.locator('[data-chosen-rm]').innerText()).toBe(active)

    // The header's × closes Add deal.
    await button(page.getByRole('dialog', { name: 'Add deal' }), 'Close').click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('the client form gets its relationship manager from the same picker, filtered by branch', async () => {
    const { page } = await e2e.open()
    await signedIn(page, 'admin')
    await page.goto('/clients')
    await page.getByTestId('client-row').first().waitFor()
    await page.getByRole('button', { name: 'Add new client' }).click()
    const form = page.getByTestId('client-form')
    await button(form, 'Add new').click()
    await picker(page).waitFor()

    const branch = picker(page).getByLabel('Branch')
    const branchName = (await branch.locator('option').nth(1).innerText()).trim()
    await branch.selectOption({ label: branchName })
    const shown = await pickerOptions(page).allInnerTexts()
    expect(shown.length).toBeGreaterThan(0)
    for (const text of shown) expect(text).toContain(branchName)

    const name = (await pickerOptions(page).first().locator('span').first().innerText()).trim()
    await pickerOptions(page).first().click()
    await picker(page).waitFor({ state: 'detached' })
    const section = form.getByRole('region', { name: 'Relationship manager' })
    await section.getByRole('cell', { name, exact: true }).waitFor()

    // Detail opens the read-only dialog, whose × closes it.
    await button(section, 'Detail').click()
    const detailDialog = page.getByRole('dialog', { name: 'Relationship manager detail' })
    await detailDialog.getByText(branchName).waitFor()
    await detailDialog.locator('[data-dialog-close]').click()
    await detailDialog.waitFor({ state: 'detached' })
  })
})
