import { describe, expect, it } from 'vitest'
import { sidebarForRole } from '../../src/domain/navigation.ts'
import { SIGN_IN_HEADLINE } from '../../src/domain/messages.ts'
import { isRed } from './colors.ts'
import {
  DEMO_USERS,
  passwordInput,
  screenshot,
  sessionCookies,
  signedIn,
  signIn,
  type DemoUser,
} from './harness.ts'
import { e2eSuite } from './helpers.ts'

const e2e = e2eSuite()

describe('sign in', () => {
  it('shows the headline, labelled fields and a show/hide password toggle', async () => {
    const { page } = await e2e.open()
    await page.goto('/')
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADLINE }).isVisible()).resolves.toBe(
      true,
    )
    const password = passwordInput(page)
    await password.fill('secret')
    expect(await password.getAttribute('type')).toBe('password')
    await page.getByRole('button', { name: 'Show password' }).click()
    expect(await password.getAttribute('type')).toBe('text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    expect(await password.getAttribute('type')).toBe('password')
    expect(
      await page.getByRole('textbox', { name: 'Email' }).getAttribute('required'),
    ).not.toBeNull()
    expect(await password.getAttribute('required')).not.toBeNull()
    await password.fill('')
    await screenshot(page, 'sign-in')
  })

  it.each<[DemoUser, string[]]>([
    ['admin', sidebarForRole(1).map((entry) => entry.title)],
    ['manager', sidebarForRole(2).map((entry) => entry.title)],
    ['rm', sidebarForRole(5).map((entry) => entry.title)],
    ['viewer', []],
  ])('%s lands on /deals and sees exactly the sidebar of the role', async (user, titles) => {
    const { context, page } = await e2e.open()
    await signedIn(page, user)
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    expect(await links.allInnerTexts()).toEqual(titles)
    if (titles.length > 0) {
      const active = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')
      expect(await active.innerText()).toBe('Pipeline')
    }
    expect(await page.getByRole('banner').innerText()).toContain('Customer Relationship Management')
    const cookies = await sessionCookies(context)
    expect(cookies.login).toBeTruthy()
    expect(cookies.refresh).toBeTruthy()
    expect(JSON.parse(decodeURIComponent(cookies.profile!))).toMatchObject({
      email: DEMO_USERS[user].email,
      roleId: DEMO_USERS[user].roleId,
    })
    if (user === 'admin') await screenshot(page, 'shell-admin')
  })

  it('shows a wrong password error in red and stays on /', async () => {
    const { context, page } = await e2e.open()
    await signIn(page, 'rm', 'not-the-password')
    const errors = page.getByTestId('sign-in-errors')
    await errors.waitFor()
    expect((await errors.innerText()).trim().length).toBeGreaterThan(0)
    expect(await isRed(errors)).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/')
    expect((await sessionCookies(context)).login).toBeUndefined()
    await screenshot(page, 'sign-in-error')
  })
})

describe('guards', () => {
  it('sends a guarded URL without cookies to /', async () => {
    const { page } = await e2e.open()
    await page.goto('/invoices')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
  })

  it('sends a guarded URL with a login cookie but no profile cookie to / and logs out', async () => {
    const { context, page } = await e2e.open()
    await signedIn(page, 'rm')
    await context.clearCookies({ name: 'profile' })
    await page.goto('/clients')
    await page.waitForURL((url) => url.pathname === '/')
    expect((await sessionCookies(context)).login).toBeUndefined()
  })

  it('sends / with a login cookie to /deals', async () => {
    const { page } = await e2e.open()
    await signedIn(page, 'manager')
    await page.goto('/')
    await page.waitForURL('**/deals')
  })

  it('sends a role to /deals from a route it may not open', async () => {
    const { page } = await e2e.open()
    await signedIn(page, 'rm')
    await page.goto('/teamconfig')
    await page.waitForURL('**/deals')
    await page.goto('/clientsfrommodalvisit')
    await page.getByRole('heading', { name: 'Client', exact: true }).waitFor()
    const active = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')
    expect(await active.innerText()).toBe('Client')
  })

  it('opens the sidebar entries in the shell, with the wider layout on /deals and /invoices', async () => {
    const { page } = await e2e.open()
    await signedIn(page, 'admin')
    const layout = page.locator('[data-layout]')
    expect(await layout.getAttribute('data-layout')).toBe('wide')
    await page.getByRole('link', { name: 'Lost Deal' }).click()
    await page.waitForURL('**/lostdeal')
    await page.getByRole('heading', { name: 'Lost Deal' }).waitFor()
    expect(await layout.getAttribute('data-layout')).toBe('standard')
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await expect(page.getByRole('link', { name: 'Invoice' }).isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Invoice' }).click()
    await page.waitForURL('**/invoices')
    expect(await layout.getAttribute('data-layout')).toBe('wide')
  })
})
