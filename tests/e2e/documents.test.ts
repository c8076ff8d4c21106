/**
 * The deal detail's Document card in real Chromium: a pricing file chosen offline waits in
 * IndexedDB (pending), reaches the server once online, and View opens its signed link in a new
 * tab; a file outside the allow-list is refused with the spec's message and nothing is queued.
 */
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { FILE_TYPE_NOT_ALLOWED, SUCCESS } from '../../src/domain/messages.ts'
import { CRM_DB_NAME } from '../../src/store/db.ts'
import { OUTBOX_SYNC_TAG } from '../../sw/outboxSyncTag.ts'
import { apiGet, apiLogin, screenshot, signedIn, startE2E, type E2E } from './harness.ts'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

const ALL_OPEN_DEALS = '/pipeline/0/0/0/0/0/0'
const used = new Set<number>()

async function profileId(context: BrowserContext): Promise<number> {
  const profile = (await context.cookies()).find((cookie) => cookie.name === 'profile')
  if (!profile) throw new Error('no profile cookie')
  return (JSON.parse(decodeURIComponent(profile.value)) as { id: number }).id
}

const button = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true })
const documentRow = (page: Page, name: 'pricing' | 'agreement'): Locator =>
  page.locator(`[data-document="${name}"]`)

/** Signs in as an RM and opens the detail of a deal it owns, not used by an earlier test. */
async function openOwnedDeal(page: Page, context: BrowserContext): Promise<DealCard> {
  await signedIn(page, 'rm')
  await page.locator('[data-deal-id]').first().waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const userId = await profileId(context)
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  const deals = await apiGet<DealCard[]>(e2e.baseURL, ALL_OPEN_DEALS, token)
  for (const deal of deals) {
    const owned = [...deal.rms, ...deal.access].some((person) => person.id === userId)
    const card = page.locator(`[data-deal-id="${deal.dealId}"]`)
    if (used.has(deal.dealId) || !owned || (await card.count()) !== 1) continue
    used.add(deal.dealId)
    await card.locator('[data-open-deal]').click()
    await page.locator(`[data-deal-detail="${deal.dealId}"]`).waitFor()
    await page.locator('[data-detail-sync="synced"]').waitFor()
    return deal
  }
  throw new Error('no owned deal on the board')
}

type StoredDocument = { id: number; filename: string } | null

async function storedDocuments(
  dealId: number,
): Promise<{ pricing: StoredDocument; agreement: StoredDocument }> {
  const { token } = await apiLogin(e2e.baseURL, 'admin')
  return apiGet(e2e.baseURL, `/Pipeline/detail/${dealId}`, token)
}

const storedPricing = async (dealId: number) => (await storedDocuments(dealId)).pricing

/** The id of the worker registration of the app, as the DevTools protocol names it. */
function registrationId(cdp: CDPSession): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
    void cdp.send('ServiceWorker.enable')
  })
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  for (let waited = 0; waited < ms; waited += 250) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('condition not met')
}

describe('deal documents', () => {
  it('uploads a pricing file chosen offline once online, then View opens it in a new tab', async () => {
    const { context, page } = await e2e.open()
    const deal = await openOwnedDeal(page, context)
    const bytes = Buffer.from(`%PDF-1.4 pricing of deal ${deal.dealId}`)

    await context.setOffline(true)
    await documentRow(page, 'pricing')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pricing-offline.pdf', mimeType: 'application/pdf', buffer: bytes })
    await page.getByText(SUCCESS.pricingUpdated).waitFor()
    await button(page, 'Close').click()
    const pending = page.locator('[data-document="pricing"][data-document-state="pending"]')
    await pending.waitFor()
    expect(await pending.locator('[data-document-filename]').textContent()).toBe(
      'pricing-offline.pdf',
    )
    await page.locator('[data-detail-sync="pending"]').waitFor()
    expect(await storedPricing(deal.dealId)).toBeNull()
    await pending.scrollIntoViewIfNeeded()
    await screenshot(page, 'document-pending')

    await context.setOffline(false)
    const stored = page.locator('[data-document="pricing"][data-document-state="stored"]')
    await stored.waitFor()
    expect(await stored.locator('[data-document-filename]').textContent()).toBe(
      'pricing-offline.pdf',
    )
    expect((await storedPricing(deal.dealId))?.filename).toBe('pricing-offline.pdf')

    const download = context.waitForEvent('request', (request) =>
      /\/File\/download\//i.test(request.url()),
    )
    await stored.getByRole('button', { name: 'View Pricing' }).click()
    const url = (await download).url()
    const answer = await fetch(url)
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('refuses a .exe file with the spec message and queues nothing', async () => {
    const { context, page } = await e2e.open()
    const deal = await openOwnedDeal(page, context)
    const before = await storedPricing(deal.dealId)

    await documentRow(page, 'pricing')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'setup.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      })
    const alert = page.getByRole('alertdialog')
    await alert.getByText(FILE_TYPE_NOT_ALLOWED).waitFor()
    await alert.getByRole('button', { name: 'Close' }).click()
    await alert.waitFor({ state: 'detached' })

    expect(await documentRow(page, 'pricing').getAttribute('data-document-state')).not.toBe(
      'pending',
    )
    expect(
      await page.evaluate(
        (name) =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open(name)
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const count = open.result.transaction('outbox').objectStore('outbox').count()
              count.onsuccess = () => resolve(count.result)
              count.onerror = () => reject(count.error)
            }
          }),
        CRM_DB_NAME,
      ),
    ).toBe(0)
    expect(await storedPricing(deal.dealId)).toEqual(before)
  })

  it('is sent by the service worker after the tab was closed', async () => {
    const { context, page } = await e2e.open()
    const deal = await openOwnedDeal(page, context)
    const rmId = await profileId(context)
    const bytes = Buffer.from(`agreement of deal ${deal.dealId}`)

    await context.setOffline(true)
    await documentRow(page, 'agreement')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'agreement.docx', mimeType: 'application/msword', buffer: bytes })
    await page.getByText(SUCCESS.agreementUpdated).waitFor()
    await page.locator('[data-document="agreement"][data-document-state="pending"]').waitFor()
    await page.close()
    await context.setOffline(false)

    // Only the worker can deliver it now; fired here as Chromium's own timing is minutes.
    const arrived = async () =>
      (await storedDocuments(deal.dealId)).agreement?.filename === 'agreement.docx'
    const blank = await context.newPage()
    const cdp = await context.newCDPSession(blank)
    const id = await registrationId(cdp)
    for (let attempt = 1; !(await arrived()); attempt++) {
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: e2e.baseURL,
        registrationId: id,
        tag: OUTBOX_SYNC_TAG,
        lastChance: attempt === 5,
      })
      try {
        await until(arrived, 8_000)
      } catch (error) {
        if (attempt === 5) throw error
      }
    }

    const agreement = (await storedDocuments(deal.dealId)).agreement!
    const { token } = await apiLogin(e2e.baseURL, 'rm')
    const view = await apiGet<{ url: string }>(
      e2e.baseURL,
      `/File/view/2/${agreement.id}/${rmId}`,
      token,
    )
    const file = await fetch(view.url)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
  })
})
