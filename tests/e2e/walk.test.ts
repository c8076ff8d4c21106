/**
 * The walk a new user takes: each demo role signs in, waits until the device holds its briefcase,
 * and opens every screen its sidebar offers, online, then offline (and one offline reload). The
 * walk fails on any console error, any uncaught exception, and any request the server refused
 * with 403 (a screen must never start what the role may not do). Screenshots: walk-<role>-<screen>-
 * online|offline (with E2E_SCREENSHOTS set).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sidebarForRole } from '../../src/domain/navigation.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { DEMO_USERS, screenshot, type DemoUser } from './harness.ts'
import { e2eSuite, signedInWithWorker } from './helpers.ts'

const e2e = e2eSuite()

/** What went wrong on a page while it was watched. */
function watchTrouble(page: Page): string[] {
  const trouble: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() === 403) {
      trouble.push(`403: ${response.request().method()} ${response.url()}`)
    }
  })
  return trouble
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z]+/g, '-')

/** Opens a screen from the sidebar and lets its reads and pulls run. */
async function openFromSidebar(page: Page, title: string, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: title, exact: true })
    .click()
  await page.waitForURL(`**${path}*`)
  await page.getByRole('main').waitFor()
  // No screen waits for the network: what a screen shows a moment later is what it shows.
  await page.waitForTimeout(1500)
}

const WALKERS: readonly DemoUser[] = ['admin', 'manager', 'rm', 'viewer']

/** Filling an admin's briefcase, then two rounds of every screen, on a loaded machine. */
const WALK_TIMEOUT = 300_000

describe('every screen, as each role, online and offline', () => {
  for (const user of WALKERS) {
    const screens = sidebarForRole(DEMO_USERS[user].roleId)
    it(
      `${user}: ${screens.length} screens without an error, an exception or a 403`,
      { timeout: WALK_TIMEOUT },
      async () => {
        const { page, context } = await e2e.open()
        const trouble = watchTrouble(page)
        await signedInWithWorker(page, user)
        await waitAvailableOffline(page)

        // A role without sidebar entries sees the screen it lands on.
        await screenshot(page, `walk-${user}-landing-online`)
        for (const { title, path } of screens) {
          await openFromSidebar(page, title, path)
          await screenshot(page, `walk-${user}-${slug(title)}-online`)
        }
        await context.setOffline(true)
        for (const { title, path } of screens) {
          await openFromSidebar(page, title, path)
          await screenshot(page, `walk-${user}-${slug(title)}-offline`)
        }
        await page.reload()
        await page.getByRole('main').waitFor()
        await page.waitForTimeout(1500)
        await screenshot(page, `walk-${user}-reloaded-offline`)
        await context.setOffline(false)

        expect(trouble).toEqual([])
      },
    )
  }
})
