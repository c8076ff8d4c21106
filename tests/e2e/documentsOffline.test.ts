/**
 * Documents in the briefcase, in real Chromium: an RM's first fill keeps the proposal file of an
 * own deal (after the records), the Pending changes screen counts it, and offline the file opens
 * from the device with exactly the server's bytes.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiLogin, screenshot } from './harness.ts'
import {
  adminGet,
  ALL_OPEN_DEALS,
  button,
  detail,
  e2eSuite,
  owns,
  signedInWithWorker,
} from './helpers.ts'

const e2e = e2eSuite()

/** The kept file's size on the device; undefined while it is not kept. */
const keptSize = (page: Page, key: string): Promise<number | undefined> =>
  page.evaluate(
    (fileKey) =>
      new Promise<number | undefined>((resolve, reject) => {
        const open = indexedDB.open('crm')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const names = Array.from(open.result.objectStoreNames)
          if (!names.includes('keptFiles')) {
            open.result.close()
            resolve(undefined)
            return
          }
          const request = open.result
            .transaction('keptFiles', 'readonly')
            .objectStore('keptFiles')
            .get(fileKey)
          request.onsuccess = () => {
            const row = request.result as { bytes: Blob | null } | undefined
            resolve(row?.bytes ? row.bytes.size : undefined)
            open.result.close()
          }
          request.onerror = () => reject(request.error)
        }
      }),
    key,
  )

describe('documents in the briefcase', () => {
  it("keeps an RM's proposal file, and offline opens it from the device with the server's bytes", async () => {
    const { userId: rmId } = await apiLogin(e2e.baseURL, 'rm')
    const cards = await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)
    const withProposal = new Set(
      (await e2e.db.query<{ deal_id: number }>('SELECT DISTINCT deal_id FROM proposals')).map(
        (row) => row.deal_id,
      ),
    )
    const own = cards.find((card) => owns(rmId, card) && withProposal.has(card.dealId))!
    // A file of its own on the deal's proposals (the seed stores none): 600 KB, a PNG by name.
    const bytes = new Uint8Array(randomBytes(600_000))
    const [file] = await e2e.db.query<{ id: number }>(
      `INSERT INTO stored_files (filename, content_type, size, data, created_by)
       VALUES ('Offer.png', 'image/png', $1, $2, 1) RETURNING id`,
      [bytes.byteLength, bytes],
    )
    const proposals = await e2e.db.query<{ id: number }>(
      `UPDATE proposals SET file_id = $1, filename = 'Offer.png' WHERE deal_id = $2 RETURNING id`,
      [file!.id, own.dealId],
    )
    const proposalId = Math.max(...proposals.map((row) => row.id))
    const serverHash = createHash('sha256').update(bytes).digest('hex')

    const { context, page } = await e2e.open()
    // The Blobs the page hands to new tabs (a blob: URL cannot be fetched while offline is emulated).
    await page.addInitScript(`
      window.__openedBlobs = []
      const createObjectURL = URL.createObjectURL
      URL.createObjectURL = (blob) => {
        window.__openedBlobs.push(blob)
        return createObjectURL.call(URL, blob)
      }
    `)
    await signedInWithWorker(page, 'rm')
    await waitAvailableOffline(page)
    await expect
      .poll(() => keptSize(page, `1/${proposalId}`), { timeout: 30_000, interval: 250 })
      .toBe(bytes.byteLength)
    await page.goto('/pending')
    await expect
      .poll(() => page.locator('[data-kept-files-summary]').textContent())
      .toMatch(/^Files kept offline: [1-9][\d,]* files?, [\d.,]+ MB of 200 MB$/)
    await screenshot(page, 'documents-offline-pending')

    await context.setOffline(true)
    await page.goto(`/deals?tab=detail&deal=${own.dealId}`)
    await detail(page, own.dealId).waitFor()
    const proposalCard = page.locator('[data-proposal-card]')
    const opened = context.waitForEvent('page')
    await button(proposalCard, 'View').click()
    const tab = await opened
    await tab.waitForLoadState()
    expect(tab.url()).toMatch(/^blob:/)
    const opener = await page.evaluate(async () => {
      const blobs = (window as unknown as { __openedBlobs: Blob[] }).__openedBlobs
      const blob = blobs.at(-1)!
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()))
      const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
      return { hash, type: blob.type, count: blobs.length }
    })
    expect(opener).toEqual({ hash: serverHash, type: 'image/png', count: 1 })

    // No space for files: the kept ones leave the device at once.
    await context.setOffline(false)
    await page.goto('/pending')
    await page
      .getByRole('combobox', { name: 'Space for files on this device' })
      .selectOption({ label: 'None (files open online only)' })
    await expect
      .poll(() => page.locator('[data-kept-files-summary]').textContent())
      .toBe('Files kept offline: 0 files, 0 MB of 0 MB')
    expect(await keptSize(page, `1/${proposalId}`)).toBeUndefined()
  })
})
