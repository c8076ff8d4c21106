/**
 * A device that can be lost, in real Chromium: sign-out with an unsent visit warns, and a
 * confirmed discard leaves none of the user's rows in IndexedDB; another user's sign-in finds none
 * of the previous user's; an RM deactivated by the admin is wiped at its device's next call, its
 * unsent visit kept on the server; a password changed on one device ends the other's session.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SUCCESS } from '../../src/domain/messages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiLogin, screenshot, sessionCookies, signIn } from './harness.ts'
import {
  chooseFirst,
  closeSavedOnDevice,
  e2eSuite,
  openDetail,
  owns,
  pickDeal,
  profileId,
  signedInWithWorker,
  visitDialog,
} from './helpers.ts'

const e2e = e2eSuite()

/** Rows per store of the app's database; {} when it does not exist (never creates it). */
const ROWS_PER_STORE = `(async () => {
  const known = await indexedDB.databases()
  if (!known.some((each) => each.name === 'crm')) return {}
  return await new Promise((resolve, reject) => {
    const open = indexedDB.open('crm')
    open.onupgradeneeded = () => open.transaction.abort()
    open.onerror = () => resolve({})
    open.onsuccess = async () => {
      const database = open.result
      const counts = {}
      for (const name of database.objectStoreNames) {
        counts[name] = await new Promise((done, fail) => {
          const request = database.transaction(name).objectStore(name).count()
          request.onsuccess = () => done(request.result)
          request.onerror = () => fail(request.error)
        })
      }
      database.close()
      resolve(counts)
    }
  })
})()`

const rowsPerStore = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(ROWS_PER_STORE) as Promise<Record<string, number>>

const nonEmptyStores = async (page: Page): Promise<string[]> =>
  Object.entries(await rowsPerStore(page))
    .filter(([, count]) => count > 0)
    .map(([store]) => store)
    .sort()

/** Logs a visit on one of the user's own deals while offline: one unsent change. */
async function visitOffline(page: Page, objective: string): Promise<void> {
  await page.locator('[data-deal-id]').first().waitFor()
  const userId = await profileId(page.context())
  const deal = await pickDeal(e2e, (each) => owns(userId, each), { shownOn: page })
  await openDetail(page, deal.dealId)
  await page.context().setOffline(true)
  await page.getByRole('button', { name: 'Add sales visit' }).click()
  const dialog = visitDialog(page)
  await dialog.waitFor()
  await chooseFirst(dialog, 'Tribes')
  await chooseFirst(dialog, 'Relationship manager')
  await dialog.getByRole('textbox', { name: 'Location' }).fill('Bandung')
  await dialog.getByRole('textbox', { name: 'Visit objective' }).fill(objective)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await closeSavedOnDevice(page, SUCCESS.visitAdded)
}

const openProfile = async (page: Page) => {
  await page.getByRole('button', { name: 'Open profile' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return dialog
}

describe('sign-out on a device that can be lost', () => {
  it('warns of an unsent visit and, after a confirmed discard, leaves no row of the user', async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    await waitAvailableOffline(page)
    expect(await nonEmptyStores(page)).toContain('deals')
    await visitOffline(page, `Unsent visit ${Date.now()}`)

    const profile = await openProfile(page)
    await profile.getByRole('button', { name: 'Log out' }).click()
    const warning = page.getByRole('alertdialog')
    await warning.getByRole('heading', { name: 'Log out with unsent changes?' }).waitFor()
    // Offline: nothing can be sent first; the change is named.
    expect(await warning.getByRole('button', { name: 'Send first' }).count()).toBe(0)
    expect(await warning.locator('[data-unsent-changes] li').count()).toBe(1)
    await screenshot(page, 'sign-out-unsent')
    await warning.getByRole('button', { name: 'Sign out and discard 1 change' }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByRole('heading', { name: 'Discard these changes?' }).waitFor()
    const reloaded = page.waitForEvent('load')
    await confirm.getByRole('button', { name: 'Discard and sign out' }).click()

    await reloaded
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    // Only the device id is left: no row, outbox op, search word or ETag of the user.
    expect(await nonEmptyStores(page)).toEqual(['meta'])
    expect(await rowsPerStore(page)).toMatchObject({ meta: 1, outbox: 0, searchIndex: 0 })
  })

  it('Stay signed in keeps the change and the session', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    await visitOffline(page, `Kept visit ${Date.now()}`)
    const profile = await openProfile(page)
    await profile.getByRole('button', { name: 'Log out' }).click()
    const warning = page.getByRole('alertdialog')
    await warning.getByRole('button', { name: 'Stay signed in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).waitFor()
    expect((await rowsPerStore(page)).outbox).toBe(1)
    expect((await sessionCookies(context)).login).toBeTruthy()
  })

  it("another user's sign-in finds none of the previous user's data", async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    await waitAvailableOffline(page)
    const objective = `Left behind ${Date.now()}`
    await visitOffline(page, objective)
    // The session ends without a sign-out (cookies gone): the data stays until the next sign-in.
    await page.goto('about:blank')
    await context.clearCookies()
    await context.setOffline(false)
    await page.goto('/')
    expect((await rowsPerStore(page)).outbox).toBe(1)
    await signIn(page, 'viewer')
    await page.waitForURL((url) => url.pathname === '/deals')
    const visits = (await page.evaluate(`(async () => new Promise((resolve) => {
      const open = indexedDB.open('crm')
      open.onsuccess = () => {
        const request = open.result.transaction('visits').objectStore('visits').getAll()
        request.onsuccess = () => { resolve(request.result); open.result.close() }
      }
    }))()`)) as { objective?: string }[]
    expect(visits.some((visit) => visit.objective === objective)).toBe(false)
    expect((await rowsPerStore(page)).outbox).toBe(0)
    expect(await e2e.db.query('SELECT 1 FROM visits WHERE objective = $1', [objective])).toEqual([])
  })
})

/** Sends `method path` to the API as the holder of `token`; the status and body text. */
async function apiCall(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${e2e.baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, text: await response.text() }
}

describe('sessions that end elsewhere', () => {
  it('an RM the admin deactivates is wiped at its next call, its unsent visit kept on the server', async () => {
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'rm2')
    await waitAvailableOffline(page)
    const objective = `Visit of a deactivated RM ${Date.now()}`
    await visitOffline(page, objective)
    const rm = await apiLogin(e2e.baseURL, 'rm2')
    const admin = await apiLogin(e2e.baseURL, 'admin')
    const removed = await apiCall(
      'DELETE',
      `/pipeline/rm/${rm.userId}/${admin.userId}`,
      admin.token,
    )
    expect(removed.status).toBe(200)

    // Back online, the device sends the visit: the server refuses, the device hands it over and wipes.
    await page.context().setOffline(false)
    await page.locator('[data-signed-out-reason="deactivated"]').waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/')
    await screenshot(page, 'signed-out-deactivated')
    expect(await nonEmptyStores(page)).toEqual(['meta'])
    expect(await e2e.db.query('SELECT 1 FROM visits WHERE objective = $1', [objective])).toEqual([])

    const handed = await apiCall('GET', '/auth/handovers', admin.token)
    expect(handed.status).toBe(200)
    const changes = (JSON.parse(handed.text) as { userId: number; payload: string }[]).filter(
      (change) => change.userId === rm.userId,
    )
    expect(changes).toHaveLength(1)
    expect(changes[0]!.payload).toContain(objective)
  })

  it("a password change on one device ends the other device's session at its next call", async () => {
    const deviceA = await apiLogin(e2e.baseURL, 'manager')
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'manager')
    await page.locator('[data-deal-id]').first().waitFor()
    const changed = await apiCall('PUT', '/Profile/changepassword', deviceA.token, {
      oldPassword: 'demo1234',
      newPassword: 'a-new-password-1',
    })
    expect(JSON.parse(changed.text)).toMatchObject({ code: 'ok' })
    // Device A still works; device B's next call ends its session.
    expect((await apiCall('GET', '/pipeline/master', deviceA.token)).status).toBe(200)
    await page.goto('/clients')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect((await sessionCookies(context)).login).toBeUndefined()
  })

  it('Sign out everywhere ends the other sessions too and wipes this device', async () => {
    const otherDevice = await apiLogin(e2e.baseURL, 'viewer')
    const { page } = await e2e.open()
    await signedInWithWorker(page, 'viewer')
    await page.locator('[data-deal-id]').first().waitFor()
    const profile = await openProfile(page)
    const reloaded = page.waitForEvent('load')
    await profile.getByRole('button', { name: 'Sign out everywhere' }).click()
    await reloaded
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await nonEmptyStores(page)).toEqual(['meta'])
    const refused = await apiCall('GET', '/pipeline/master', otherDevice.token)
    expect(refused).toEqual({ status: 401, text: '' })
  })
})
