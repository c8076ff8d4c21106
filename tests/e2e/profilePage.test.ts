/**
 * The Profile screen (/profile) in real Chromium: an RM renames itself offline (the top bar shows
 * the name at once and over an offline reload, pending; online it syncs and the server has it);
 * the Edit/Save flow with its required fields, a segment and branch that cannot be cleared, an
 * emptied phone saved empty and a new photo that the top bar shows and another device keeps
 * offline; and an email of another user refused by the server, marked with its reason.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProfileDetail } from '../../src/contract/profile.ts'
import { FILE_TYPE_NOT_ALLOWED, SAVE_OUTCOME } from '../../src/domain/messages.ts'
import { PROFILE_MESSAGES, PROFILE_SAVED } from '../../src/features/profile/profileDraft.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiGet, apiLogin, screenshot, signedIn, type DemoUser } from './harness.ts'
import { button, closeSuccess, e2eSuite } from './helpers.ts'

const e2e = e2eSuite()

/** A 1 by 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function serverProfile(user: DemoUser): Promise<ProfileDetail> {
  const { token } = await apiLogin(e2e.baseURL, user)
  return apiGet<ProfileDetail>(e2e.baseURL, '/Profile/detail', token)
}

const screen = (page: Page, mode: 'detail' | 'edit') =>
  page.locator(`[data-profile-screen="${mode}"]`)
/** A field by its label, a required one's asterisk aside. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`))
const topBarName = (page: Page): Locator => page.getByRole('button', { name: 'Open profile' })

async function openProfile(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click()
  await screen(page, 'detail').waitFor()
}

/**
 * Signs in and waits until the service worker controls the page (offline reloads need it), given
 * longer than a locator's wait: a busy machine takes a while to install it.
 */
async function signedInWithWorker(page: Page, user: DemoUser): Promise<void> {
  await signedIn(page, user)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  })
}

/** Saves, and closes the result whose title is `result` (the success once the server took it). */
async function save(page: Page, result: string = PROFILE_SAVED): Promise<void> {
  await button(page, 'Save').click()
  await closeSuccess(page, result)
  await screen(page, 'detail').waitFor()
}

describe('the Profile screen', () => {
  it('a name changed offline shows in the top bar at once and over a reload, then syncs', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    await waitAvailableOffline(page)
    const before = await serverProfile('rm')

    await context.setOffline(true)
    await openProfile(page)
    expect(await field(page, 'Name').inputValue()).toBe(before.name)
    expect(await field(page, 'Name').isDisabled()).toBe(true)
    await button(page, 'Edit').click()
    await screen(page, 'edit').waitFor()
    await field(page, 'Name').fill('Rina Offline')
    await save(page, SAVE_OUTCOME.waitingTitle)

    await topBarName(page).getByText('Rina Offline').waitFor()
    await page.locator('[data-profile-sync="pending"]').waitFor()
    await screenshot(page, 'profile-saved-offline')

    await page.reload()
    await topBarName(page).getByText('Rina Offline').waitFor()
    await page.locator('[data-profile-sync="pending"]').waitFor()
    expect(await field(page, 'Name').inputValue()).toBe('Rina Offline')
    expect((await serverProfile('rm')).name).toBe(before.name)

    await context.setOffline(false)
    await page.locator('[data-profile-sync="synced"]').waitFor()
    const after = await serverProfile('rm')
    expect(after).toMatchObject({ name: 'Rina Offline', email: before.email })
    expect(after.version).toBeGreaterThan(before.version)
    expect(await topBarName(page).innerText()).toContain('Rina Offline')
  })

  it('Edit then Save: required fields, segment and branch kept, phone emptied, a new photo', async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'rm2')
    await waitAvailableOffline(page)
    const before = await serverProfile('rm2')
    await openProfile(page)
    expect(await button(page, 'Save').count()).toBe(0)

    await button(page, 'Edit').click()
    const segment = field(page, 'Segment')
    const branch = field(page, 'Branch')
    // Required and not clearable: no empty choice once one is set.
    expect(await segment.inputValue()).toBe(String(before.segment!.id))
    expect(await segment.locator('option[value="0"]').count()).toBe(0)
    expect(await branch.locator('option[value="0"]').count()).toBe(0)

    await field(page, 'Name').fill('  ')
    await field(page, 'Email').fill('not-an-email')
    await button(page, 'Save').click()
    await page.getByText(PROFILE_MESSAGES.name).waitFor()
    await page.getByText(PROFILE_MESSAGES.emailFormat).waitFor()
    await screen(page, 'edit').waitFor()
    await screenshot(page, 'profile-required')

    await field(page, 'Name').fill('Rudi Profile')
    await field(page, 'Email').fill(before.email)
    const other = await segment
      .locator('option')
      .evaluateAll(
        (options, current) =>
          options.map((option) => (option as HTMLOptionElement).value).find((v) => v !== current),
        String(before.segment!.id),
      )
    await segment.selectOption(other!)
    await field(page, 'Phone No.').fill('+62 81234567890x')
    expect(await field(page, 'Phone No.').inputValue()).toBe('+62 8123-4567-890')
    await field(page, 'Phone No.').fill('')
    expect(await field(page, 'Phone No.').inputValue()).toBe('+62')

    const picker = page.getByTestId('profile-photo-input')
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    })
    await page.getByText(FILE_TYPE_NOT_ALLOWED).waitFor()
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await page.getByText('me.png').waitFor()
    await save(page)

    await page.locator('[data-profile-sync="synced"]').waitFor()
    const after = await serverProfile('rm2')
    expect(after).toMatchObject({ name: 'Rudi Profile', phone: '', segment: { id: Number(other) } })
    expect(after.fileUrl).toMatch(/^\/File\/view\/\d+$/)
    expect(await topBarName(page).innerText()).toContain('Rudi Profile')
    const topBarPhoto = topBarName(page).getByRole('img', { name: 'Rudi Profile' })
    expect(await topBarPhoto.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await screenshot(page, 'profile-saved')

    // Another device keeps the photo's file, shown offline.
    const second = await e2e.open()
    await signedInWithWorker(second.page, 'rm2')
    await waitAvailableOffline(second.page)
    await second.context.setOffline(true)
    await openProfile(second.page)
    const photo = second.page.locator('form').getByRole('img', { name: 'Rudi Profile' })
    expect(await photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(await topBarName(second.page).innerText()).toContain('Rudi Profile')
  })

  it('an email of another user is refused by the server and marked with its reason', async () => {
    const { page } = await e2e.open()
    await signedIn(page, 'manager')
    const before = await serverProfile('manager')
    await openProfile(page)
    await button(page, 'Edit').click()
    await field(page, 'Email').fill('admin@crm.test')
    await save(page, SAVE_OUTCOME.refusedTitle)

    const reason = page.locator('[data-profile-reason="failed"]')
    await reason.waitFor()
    expect(await reason.innerText()).toContain('admin@crm.test is already used by another user')
    await page.locator('[data-profile-sync="failed"]').waitFor()
    expect((await serverProfile('manager')).email).toBe(before.email)
  })
})
