/**
 * The briefcase in real Chromium, on a fresh browser profile, once with the provider's change feed
 * and once with a provider without it (the specification's full lists): an RM signs in online and
 * waits for "Available offline" without opening another screen; offline, it opens an own deal
 * never opened before and logs a visit on it, adds a standalone visit for a client never looked
 * at, and searches clients and contacts; back online, each visit reaches the server once. A deal
 * reassigned to another RM on the server leaves the device at the next refresh.
 */
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { SUCCESS } from '../../src/domain/messages.ts'
import { idbGet, waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import {
  adminGet,
  ALL_OPEN_DEALS,
  chooseFirst,
  closeSavedOnDevice,
  detail,
  e2eSuite,
  owns,
  profileId,
  signedInWithWorker,
  visitDialog,
} from './helpers.ts'

describe.each([
  ['with the change feed', true],
  ['without a change feed (full lists)', false],
])('the briefcase %s', (_name, changeFeed) => {
  const e2e = e2eSuite({ changeFeed })

  it('holds an RM`s deals, clients and contacts before any screen asks, and what it logs offline reaches the server once', async () => {
    const { context, page } = await e2e.open()
    // Every percentage "Preparing offline" shows, from the first paint on, and whether the
    // service worker controlled the page each time it went (a reload offline needs the worker).
    await page.addInitScript(`
      window.__fillPercents = []
      window.__workerWhenGone = []
      let wasShown = false
      new MutationObserver(() => {
        const shown = document.querySelector('[data-briefcase-percent]')
        const percent = shown && Number(shown.getAttribute('data-briefcase-percent'))
        if (shown && window.__fillPercents.at(-1) !== percent) window.__fillPercents.push(percent)
        if (wasShown && !shown) {
          window.__workerWhenGone.push(navigator.serviceWorker.controller !== null)
        }
        wasShown = Boolean(shown)
      }).observe(document, { subtree: true, childList: true, attributes: true })
    `)
    await signedInWithWorker(page, 'rm')
    const rmId = await profileId(context)
    const state = await waitAvailableOffline(page)
    expect(state.mode).toBe(changeFeed ? 'feed' : 'lists')
    await page.locator('[data-briefcase="preparing"]').waitFor({ state: 'detached' })
    const percents = await page.evaluate('window.__fillPercents')
    if (!Array.isArray(percents)) throw new Error('the fill progress was not recorded')
    expect(percents.length).toBeGreaterThan(0)
    expect(percents).toEqual([...percents].sort((a: number, b: number) => a - b))
    expect(await page.evaluate('window.__workerWhenGone.at(-1)')).toBe(true)

    const cards = await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)
    const own = cards.find((card) => owns(rmId, card))!
    const [client] = await e2e.db.query<{ id: number; company: string }>(
      `SELECT id, company FROM clients WHERE id NOT IN (SELECT client_id FROM deals)
        ORDER BY id LIMIT 1`,
    )
    // A contact of a company of the RM's own deals (with the feed, those are the contacts kept).
    const ownClients = cards.filter((card) => owns(rmId, card)).map((card) => card.clientId)
    const [contact] = await e2e.db.query<{ name: string }>(
      'SELECT name FROM contacts WHERE client_id = ANY($1::int[]) ORDER BY id DESC LIMIT 1',
      [ownClients],
    )

    await context.setOffline(true)
    await page.goto(`/deals?tab=detail&deal=${own.dealId}`)
    await detail(page, own.dealId).waitFor()
    await page.locator('li[data-journal-type]').first().waitFor()

    const dealObjective = `Briefcase deal visit ${changeFeed} ${Date.now()}`
    await page.getByRole('button', { name: 'Add sales visit' }).click()
    const onDeal = visitDialog(page)
    await chooseFirst(onDeal, 'Tribes')
    await chooseFirst(onDeal, 'Relationship manager')
    await onDeal.getByRole('textbox', { name: 'Location' }).fill('Surabaya')
    await onDeal.getByRole('textbox', { name: 'Visit objective' }).fill(dealObjective)
    await onDeal.getByRole('button', { name: 'Save' }).click()
    await closeSavedOnDevice(page, SUCCESS.visitAdded)

    const standaloneObjective = `Briefcase standalone visit ${changeFeed} ${Date.now()}`
    await page.getByRole('button', { name: 'Open profile' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Add sales visit' }).click()
    const standalone = visitDialog(page)
    await standalone.getByRole('textbox', { name: 'Client' }).fill(client!.company)
    await standalone.getByRole('listbox', { name: 'Clients' }).getByRole('option').first().click()
    await standalone.locator('[data-chosen-client]', { hasText: client!.company }).waitFor()
    await standalone.getByRole('textbox', { name: 'Visit objective' }).fill(standaloneObjective)
    await standalone.getByRole('button', { name: 'Save' }).click()
    await closeSavedOnDevice(page, SUCCESS.visitAdded)

    await page.goto('/clients')
    const clientSearch = page.getByRole('searchbox', { name: 'Search company name' })
    await clientSearch.fill(client!.company)
    await clientSearch.press('Enter')
    await page.getByTestId('client-row').filter({ hasText: client!.company }).waitFor()
    const contactSearch = page.getByRole('searchbox', { name: 'Search contact name' })
    await contactSearch.fill(contact!.name)
    await contactSearch.press('Enter')
    await page.getByTestId('contact-row').filter({ hasText: contact!.name }).first().waitFor()
    await screenshot(page, `briefcase-offline-clients-${changeFeed ? 'feed' : 'lists'}`)

    await context.setOffline(false)
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    const stored = await e2e.db.query<{ dealId: number | null; clientId: number }>(
      `SELECT deal_id AS "dealId", client_id AS "clientId" FROM visits
        WHERE objective = $1 OR objective = $2 ORDER BY deal_id NULLS LAST`,
      [dealObjective, standaloneObjective],
    )
    expect(stored).toEqual([
      { dealId: own.dealId, clientId: own.clientId },
      { dealId: null, clientId: client!.id },
    ])
  })

  it('evicts a deal reassigned to another RM at the next refresh', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    const rmId = await profileId(context)
    await waitAvailableOffline(page)
    const cards = await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)
    const own = cards.find((card) => owns(rmId, card))!
    expect(await idbGet(page, 'dealDetails', own.dealId)).toBeDefined()

    await e2e.db.tx(async (tx) => {
      await tx.query('DELETE FROM deal_rms WHERE deal_id = $1 AND user_id = $2', [own.dealId, rmId])
      await tx.query('DELETE FROM deal_access WHERE deal_id = $1 AND user_id = $2', [
        own.dealId,
        rmId,
      ])
      await tx.query(
        `INSERT INTO deal_rms (deal_id, user_id, percent, nominal, use_percent, position)
         SELECT $1, id, 100, 0, true, 99 FROM users WHERE email = 'rm2@crm.test'
         ON CONFLICT DO NOTHING`,
        [own.dealId],
      )
      await tx.query('UPDATE deals SET version = version + 1 WHERE id = $1', [own.dealId])
    })

    await page.goto('/pending')
    await page.getByRole('button', { name: 'Refresh offline data' }).click()
    await page.waitForFunction(
      (dealId) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('crm')
          open.onsuccess = () => {
            const request = open.result
              .transaction('dealDetails', 'readonly')
              .objectStore('dealDetails')
              .get(dealId)
            request.onsuccess = () => {
              resolve(request.result === undefined)
              open.result.close()
            }
          }
        }),
      own.dealId,
      { polling: 250, timeout: 20_000 },
    )
    await page
      .locator('[data-briefcase-area="dealDetails"]')
      .getByText('Available offline')
      .waitFor()
    await screenshot(page, `briefcase-pending-${changeFeed ? 'feed' : 'lists'}`)
  })
})
