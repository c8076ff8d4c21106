import { describe, expect, it } from 'vitest'
import type { MasterData } from '../../src/contract/master.ts'
import { isRed } from './colors.ts'
import {
  apiGet,
  apiLogin,
  passwordInput,
  screenshot,
  sessionCookies,
  signedIn,
  type DemoUser,
} from './harness.ts'
import { e2eSuite } from './helpers.ts'

const e2e = e2eSuite()

/** What the profile modal should name: the master data text, or a dash for id 0. */
async function expectedPlaces(user: DemoUser): Promise<{ branch: string; segment: string }> {
  const { token, branchId, segmentId } = await apiLogin(e2e.baseURL, user)
  const master = await apiGet<MasterData>(e2e.baseURL, '/pipeline/master', token)
  const name = (list: { id: number; text: string }[], id: number) =>
    id === 0 ? '-' : list.find((entry) => entry.id === id)!.text
  return { branch: name(master.branches, branchId), segment: name(master.segments, segmentId) }
}

async function openProfile(user: DemoUser) {
  const opened = await e2e.open()
  await signedIn(opened.page, user)
  await opened.page.getByRole('button', { name: 'Open profile' }).click()
  const dialog = opened.page.getByRole('dialog')
  await dialog.waitFor()
  return { ...opened, dialog }
}

describe('profile modal', () => {
  it('shows the name, email, branch and segment names and an Add sales visit button', async () => {
    const expected = await expectedPlaces('rm')
    const { page, dialog } = await openProfile('rm')
    await dialog.getByText('rm@crm.test').waitFor()
    const branch = dialog.getByTestId('profile-branch')
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="profile-branch"]')?.textContent === text,
      expected.branch,
    )
    expect(await branch.innerText()).toBe(expected.branch)
    expect(await dialog.getByTestId('profile-segment').innerText()).toBe(expected.segment)
    await screenshot(page, 'profile-modal')
    await dialog.getByRole('button', { name: 'Add sales visit' }).click()
    await page.locator('[data-visit-dialog="add"]').waitFor()
  })

  it('closes on Escape and keeps focus inside while open', async () => {
    const { page, dialog } = await openProfile('admin')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const focusInside = await dialog.evaluate((element) => element.contains(document.activeElement))
    expect(focusInside).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('Log out returns to / and clears the cookies', async () => {
    const { context, page, dialog } = await openProfile('manager')
    const bottom = dialog.getByRole('button', { name: 'Log out' })
    // The sign-out ends by loading the sign-in page afresh: a mark on this document tells when
    // that load has replaced it (the sign-in form shows before, as the cookies go).
    await page.evaluate(() => void ((window as { beforeLogOut?: boolean }).beforeLogOut = true))
    await bottom.click()
    await page.waitForFunction(() => !(window as { beforeLogOut?: boolean }).beforeLogOut)
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    const cookies = await sessionCookies(context)
    expect(cookies.login).toBeUndefined()
    expect(cookies.refresh).toBeUndefined()
    expect(cookies.profile).toBeUndefined()
    await page.goto('/deals')
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('Change password turns the bottom button into Update and shows a wrong old password in red', async () => {
    const { page, dialog } = await openProfile('rm2')
    await dialog.getByRole('switch', { name: 'Change password' }).click()
    expect(await dialog.getByRole('button', { name: 'Log out' }).count()).toBe(0)
    await passwordInput(page, 'Old password').fill('not-my-password')
    await passwordInput(page, 'New password').fill('a-new-password-1')
    await dialog.getByRole('button', { name: 'Update' }).click()
    const error = dialog.getByRole('alert')
    await error.waitFor()
    expect((await error.innerText()).trim().length).toBeGreaterThan(0)
    expect(await isRed(error)).toBe(true)
    await screenshot(page, 'profile-change-password')
    await dialog.getByRole('switch', { name: 'Change password' }).click()
    await dialog.getByRole('button', { name: 'Log out' }).waitFor()
  })

  it('a successful change shows the Change password success modal', async () => {
    const { page, dialog } = await openProfile('viewer')
    await dialog.getByRole('switch', { name: 'Change password' }).click()
    await passwordInput(page, 'Old password').fill('demo1234')
    await passwordInput(page, 'New password').fill('a-new-password-1')
    await dialog.getByRole('button', { name: 'Update' }).click()
    const result = page.getByRole('dialog')
    await result.getByRole('heading', { name: 'Change password' }).waitFor()
    expect(await result.getByRole('img', { name: 'Success' }).count()).toBe(1)
    expect(await page.getByRole('textbox', { name: 'Old password' }).count()).toBe(0)
    await screenshot(page, 'result-success')
    await result.getByRole('button', { name: 'Close' }).click()
    await result.waitFor({ state: 'detached' })
  })
})
