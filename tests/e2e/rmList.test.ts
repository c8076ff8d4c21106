/**
 * The Relationship Manager List in real Chromium: the admin pages, searches and filters the list
 * the briefcase keeps; adds an RM offline (the phone masked, the photo checked), finds it pending
 * in the list and already offered by the pipeline filter's RM picker, sees it synced once online
 * (the detail's address following the server id) and listed by the server; edits it, exports its
 * row and deletes it. A manager has no RM list and the server refuses their RM writes (403).
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { RmDetail, RmList, RmRow } from '../../src/contract/rms.ts'
import { RM_PHOTO_TYPE_NOT_ALLOWED } from '../../src/features/rms/rmDraft.ts'
import { deleteConfirmText, SUCCESS } from '../../src/domain/messages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiLogin, screenshot, signedIn, type DemoUser } from './harness.ts'
import { adminGet, button, closeSavedOnDevice, closeSuccess, e2eSuite } from './helpers.ts'
import { readXlsx } from './xlsx.ts'

const e2e = e2eSuite()

const NAME = 'Rina Offline'
const EMAIL = 'rina.offline@crm.test'
/** A 1 by 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

const serverRms = async (search = '*'): Promise<RmRow[]> =>
  (await adminGet<RmList>(e2e, `/pipeline/list/rm/0/0/1/500/${encodeURIComponent(search)}`)).items

const rows = (page: Page): Locator => page.getByTestId('rm-row')
const rowOf = (page: Page, name: string): Locator => rows(page).filter({ hasText: name })
const namesShown = (page: Page): Promise<string[]> =>
  page
    .locator('[data-testid="rm-row"] [data-rm-id]')
    .evaluateAll((cells) =>
      cells.map((cell) => cell.firstElementChild?.firstChild?.textContent ?? ''),
    )

async function openRmList(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Relationship Manager' })
    .click()
  await page.getByRole('heading', { name: 'Relationship Manager List' }).waitFor()
  await rows(page).first().waitFor()
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search relationship manager' }).fill(text)
}

/**
 * Signs in, waits for the service worker (longer than the shared helper does: a loaded machine
 * takes a while to precache) and for the briefcase.
 */
async function signedInOffline(page: Page, user: DemoUser): Promise<void> {
  await signedIn(page, user)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  })
  await waitAvailableOffline(page)
}

/** Each test signs in and fills a briefcase of its own first. */
const LONG = 180_000

const byName = (a: RmRow, b: RmRow) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id

describe('the Relationship Manager List', () => {
  it(
    'pages, searches and filters the list the briefcase keeps, offline',
    { timeout: LONG },
    async () => {
      const all = (await serverRms()).sort(byName)
      expect(all.length).toBeGreaterThan(10)
      const { page, context } = await e2e.open()
      await signedInOffline(page, 'admin')

      await context.setOffline(true)
      await openRmList(page)
      const pager = page.getByRole('navigation', { name: 'Relationship manager list pages' })
      expect(await namesShown(page)).toEqual(all.slice(0, 10).map((rm) => rm.name))
      await pager.getByText(`1–10 of ${all.length}`).waitFor()
      await button(pager, 'Next').click()
      await pager.getByText(`11–${Math.min(20, all.length)} of ${all.length}`).waitFor()
      expect(await namesShown(page)).toEqual(all.slice(10, 20).map((rm) => rm.name))
      expect(await rows(page).first().locator('td').first().textContent()).toBe('11')

      // The search (1 s after typing) looks at name, email and job title.
      const wanted = all[12]!
      await search(page, wanted.email.toUpperCase())
      await expect.poll(() => namesShown(page)).toEqual([wanted.name])
      await search(page, '')
      await expect.poll(async () => (await namesShown(page)).length).toBe(10)

      // Filter by the wanted RM's segment.
      const inSegment = all.filter((rm) => rm.segment?.id === wanted.segment?.id)
      await button(page, 'Filter').click()
      const filter = page.getByRole('dialog')
      await filter.getByLabel('Segment').selectOption(String(wanted.segment!.id))
      await button(filter, 'Save').click()
      await filter.waitFor({ state: 'detached' })
      await expect.poll(() => namesShown(page)).toEqual(inSegment.slice(0, 10).map((rm) => rm.name))
      await screenshot(page, 'rm-list-filtered')
      // An active filter's button reads 'Filter (active)'.
      await page.getByRole('button', { name: 'Filter (active)' }).click()
      await button(filter, 'Reset filter').click()
      await button(filter, 'Save').click()
      await pager.getByText(`1–10 of ${all.length}`).waitFor()
    },
  )

  it('an RM added offline syncs, is edited, exported and deleted', { timeout: LONG }, async () => {
    const { page, context } = await e2e.open()
    await signedInOffline(page, 'admin')
    await context.setOffline(true)
    await openRmList(page)

    // Add new RM, offline.
    await button(page, 'Add new RM').click()
    const form = page.locator('[data-rm-form="add"]')
    await form.waitFor()
    await button(form, 'Save').click()
    await form.getByText('Name is required').waitFor()
    await form.getByText('Choose a segment').waitFor()
    await form.getByLabel('Name').fill(NAME)
    await form.getByLabel('Email').fill(EMAIL)
    await form.getByLabel('Job Title').fill('Relationship Manager')
    const phone = form.getByLabel('Phone No.')
    expect(await phone.inputValue()).toBe('+62')
    await phone.fill('+62 81234567890')
    expect(await phone.inputValue()).toBe('+62 8123-4567-890')
    await form.getByLabel('Segment').selectOption({ index: 1 })
    await form.getByLabel('Branch').selectOption({ index: 1 })
    const photo = form.getByTestId('rm-photo-input')
    await photo.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG })
    await form.getByText(RM_PHOTO_TYPE_NOT_ALLOWED).waitFor()
    await photo.setInputFiles({ name: 'rina.png', mimeType: 'image/png', buffer: PNG })
    await form.locator('[data-rm-photo="shown"]').waitFor()
    await screenshot(page, 'rm-add')
    await button(form, 'Save').click()
    await closeSavedOnDevice(page, SUCCESS.rmAdded)

    // Save moved to the new RM's detail, on its temp id.
    const detail = page.locator('[data-rm-form="detail"]')
    await detail.waitFor()
    await detail.locator('[data-rm-detail-sync="pending"]').waitFor()
    const tempUrl = new URL(page.url())
    expect(tempUrl.searchParams.get('view')).toBe('detail')
    expect(Number(tempUrl.searchParams.get('rm'))).toBeLessThan(0)
    expect(await detail.getByLabel('Name').isDisabled()).toBe(true)
    expect(await detail.getByLabel('Phone No.').inputValue()).toBe('+62 8123-4567-890')

    await button(detail, 'Back').click()
    await search(page, NAME)
    await expect.poll(() => namesShown(page)).toEqual([NAME])
    const nameCell = rowOf(page, NAME).locator('[data-rm-id]')
    expect(await nameCell.getAttribute('data-rm-sync')).toBe('pending')
    expect(Number(await nameCell.getAttribute('data-rm-id'))).toBeLessThan(0)
    expect(await rowOf(page, NAME).locator('td').nth(3).textContent()).toBe('Web')

    // The RM pickers offer it at once: the pipeline filter's Relationship manager.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pipeline' })
      .click()
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    const pipelineFilter = page.getByRole('dialog')
    await pipelineFilter.getByRole('heading', { name: 'Filter' }).waitFor()
    expect(
      await pipelineFilter.getByLabel('Relationship manager').locator('option').allTextContents(),
    ).toContain(NAME)
    await page.keyboard.press('Escape')
    await pipelineFilter.waitFor({ state: 'detached' })
    expect(await serverRms(NAME)).toEqual([])

    // Back to the detail (still offline), then online: it syncs and the address follows.
    await page.goto(tempUrl.pathname + tempUrl.search)
    await detail.locator('[data-rm-detail-sync="pending"]').waitFor()
    await context.setOffline(false)
    await detail.locator('[data-rm-detail-sync="synced"]').waitFor()
    await expect.poll(() => Number(new URL(page.url()).searchParams.get('rm'))).toBeGreaterThan(0)
    const id = Number(new URL(page.url()).searchParams.get('rm'))
    const [listed] = await serverRms(NAME)
    expect(listed).toMatchObject({ id, name: NAME, email: EMAIL, platform: { id: 2 } })
    const created = await adminGet<RmDetail>(e2e, `/pipeline/rm/${id}`)
    expect(created).toMatchObject({ phone: '+62 8123-4567-890', version: 1 })
    expect(created.fileUrl).toMatch(/^\/File\/view\/\d+$/)
    await detail.locator('[data-rm-photo="shown"]').waitFor()

    // Edit, then Save.
    await button(detail, 'Edit').click()
    const edit = page.locator('[data-rm-form="edit"]')
    await edit.getByLabel('Job Title').fill('Senior RM')
    await button(edit, 'Save').click()
    await closeSuccess(page, SUCCESS.rmUpdated)
    await detail.waitFor()
    expect(await detail.getByLabel('Job Title').inputValue()).toBe('Senior RM')
    await detail.locator('[data-rm-detail-sync="synced"]').waitFor()
    await expect
      .poll(async () => (await adminGet<RmDetail>(e2e, `/pipeline/rm/${id}`)).jobTitle)
      .toBe('Senior RM')

    // Export the row, then delete it (the reload above cleared the list's search).
    await button(detail, 'Back').click()
    await search(page, NAME)
    await expect.poll(() => namesShown(page)).toEqual([NAME])
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${NAME}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`RM ${NAME}.xlsx`)
    const sheet = readXlsx(await download.path())
    expect(sheet[1]?.slice(0, 3)).toEqual([NAME, '', 'Senior RM'])
    expect(sheet[1]).toContain(EMAIL)

    await page.getByRole('button', { name: `Delete ${NAME}` }).click()
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
    await confirm.getByRole('heading', { name: deleteConfirmText(NAME) }).waitFor()
    await button(page, 'Yes, Delete').click()
    await closeSuccess(page, SUCCESS.rmDeleted)
    await rowOf(page, NAME).waitFor({ state: 'detached' })
    await expect.poll(() => serverRms(NAME)).toEqual([])
  })

  it(
    'a manager has no RM list and no Add new RM; the server refuses their RM writes',
    { timeout: LONG },
    async () => {
      const { page } = await e2e.open()
      await signedInOffline(page, 'manager')
      const main = page.getByRole('navigation', { name: 'Main' })
      await main.getByRole('link', { name: 'Pipeline' }).waitFor()
      expect(await main.getByRole('link', { name: 'Relationship Manager' }).count()).toBe(0)
      await page.goto('/rm?view=add')
      await page.waitForURL('**/deals')
      expect(await button(page, 'Add new RM').count()).toBe(0)

      const { token } = await apiLogin(e2e.baseURL, 'manager')
      const [rm] = await serverRms()
      const payload = {
        id: 0,
        name: 'Not Allowed',
        nik: '',
        email: 'not.allowed@crm.test',
        phone: '',
        address: '',
        jobTitle: '',
        segmentId: rm!.segment!.id,
        branchId: rm!.branch!.id,
        fileBase64: '',
        filename: '',
        userId: 2,
        platformId: 2,
      }
      const send = (method: string, path: string, body?: unknown) =>
        fetch(`${e2e.baseURL}/api${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      expect((await send('POST', '/pipeline/rm', payload)).status).toBe(403)
      expect((await send('PUT', `/pipeline/rm/${rm!.id}`, { ...payload, id: rm!.id })).status).toBe(
        403,
      )
      expect((await send('DELETE', `/pipeline/rm/${rm!.id}/2`)).status).toBe(403)
      expect(await serverRms('Not Allowed')).toEqual([])
      expect((await serverRms()).map((each) => each.id)).toContain(rm!.id)
    },
  )
})
