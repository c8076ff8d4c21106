/**
 * The deal detail's Document card in real Chromium: a pricing file chosen offline waits in
 * IndexedDB (pending), reaches the server once online, and View opens its signed link in a new
 * tab; a file outside the allow-list is refused with the spec's message and nothing is queued.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { FILE_TYPE_NOT_ALLOWED, SAVE_OUTCOME } from '../../src/domain/messages.ts'
import { CRM_DB_NAME } from '../../src/entities/db.ts'
import { apiGet, apiLogin, screenshot } from './harness.ts'
import {
  button,
  e2eSuite,
  openBoard,
  openDetail,
  owns,
  pickDeal,
  profileId,
  serverDetail,
  syncUntil,
  openedFileBytes,
} from './helpers.ts'

const e2e = e2eSuite()

const used = new Set<number>()

const documentRow = (page: Page, name: 'pricing' | 'agreement'): Locator =>
  page.locator(`[data-document="${name}"]`)

/** Signs in as an RM and opens the detail of a deal it owns, not used by an earlier test. */
async function openOwnedDeal(page: Page, context: BrowserContext): Promise<DealCard> {
  await openBoard(page, 'rm')
  const userId = await profileId(context)
  const deal = await pickDeal(e2e, (each) => owns(userId, each), { shownOn: page, used })
  await openDetail(page, deal.dealId)
  await page.locator('[data-detail-sync="synced"]').waitFor()
  return deal
}

type StoredDocument = { id: number; filename: string } | null

const storedDocuments = (
  dealId: number,
): Promise<{ pricing: StoredDocument; agreement: StoredDocument }> => serverDetail(e2e, dealId)

const storedPricing = async (dealId: number) => (await storedDocuments(dealId)).pricing

describe('deal documents', () => {
  it('uploads a pricing file chosen offline once online, then View opens it in a new tab', async () => {
    const { context, page } = await e2e.open()
    const deal = await openOwnedDeal(page, context)
    const bytes = Buffer.from(`%PDF-1.4 pricing of deal ${deal.dealId}`)

    await context.setOffline(true)
    await documentRow(page, 'pricing')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pricing-offline.pdf', mimeType: 'application/pdf', buffer: bytes })
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
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

    const viewed = await openedFileBytes(page, stored.getByRole('button', { name: 'View Pricing' }))
    expect(viewed.equals(bytes)).toBe(true)
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
    const refusal = page.getByRole('dialog').filter({ has: page.locator('[data-icon="error"]') })
    await refusal.getByRole('heading', { name: FILE_TYPE_NOT_ALLOWED }).waitFor()
    await refusal.getByRole('button', { name: 'Close' }).click()
    await refusal.waitFor({ state: 'detached' })

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
    await page.getByText(SAVE_OUTCOME.waitingTitle).waitFor()
    await page.locator('[data-document="agreement"][data-document-state="pending"]').waitFor()
    await page.close()
    await context.setOffline(false)

    // Only the worker can deliver it now; fired here as Chromium's own timing is minutes.
    const arrived = async () =>
      (await storedDocuments(deal.dealId)).agreement?.filename === 'agreement.docx'
    await syncUntil(e2e, context, arrived)

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
