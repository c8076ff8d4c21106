/**
 * The kept details' files held between files passes (entities/documents/keptDealFiles.ts): each
 * detail is read once, then only when a commit changed it, in chunks.
 */
import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { DETAILS_READ_CHUNK, keptDealFiles } from '../../../src/entities/documents/keptDealFiles.ts'
import { fillKeptFiles } from '../../../src/entities/documents/fillKeptFiles.ts'
import { newDb } from '../crmDbHarness.ts'
import { detail, keepDeals, server } from './keptFilesHarness.ts'

/** Lets Dexie tell its listeners of the commits made so far. */
const notified = () => new Promise((resolve) => setTimeout(resolve, 20))

const keysOf = (files: readonly { key: string }[]) => files.map((file) => file.key)

describe('keptDealFiles', () => {
  it('reads each kept detail once, then only those a commit changed', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z'), detail(2, '2026-04-01T10:00:00Z')])
    const source = keptDealFiles(db)
    expect(keysOf(await source.filesOf([1, 2]))).toEqual(['1/1002', '1/1001'])
    expect(source.lastRead).toBe(2)

    expect(keysOf(await source.filesOf([1, 2]))).toEqual(['1/1002', '1/1001'])
    expect(source.lastRead).toBe(0)

    // Deal 1 changes: newer, and with a pricing document.
    await db.dealDetails.put(detail(1, '2026-05-01T10:00:00Z', { pricing: true }))
    await notified()
    expect(keysOf(await source.filesOf([1, 2]))).toEqual(['1/1001', '2/2001', '1/1002'])
    expect(source.lastRead).toBe(1)
    source.close()
  })

  it('answers only the kept ids, and nothing for a detail deleted', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z'), detail(2, '2026-04-01T10:00:00Z')])
    const source = keptDealFiles(db)
    await source.filesOf([1, 2])
    expect(keysOf(await source.filesOf([1]))).toEqual(['1/1001'])
    await db.dealDetails.delete(1)
    await notified()
    expect(await source.filesOf([1])).toEqual([])
    expect(source.lastRead).toBe(1)
    source.close()
  })

  it('reads a detail again when a commit changed it while it was being read', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z')])
    const source = keptDealFiles(db)
    const bulkGet = db.dealDetails.bulkGet.bind(db.dealDetails)
    let changeDuringRead = true
    vi.spyOn(db.dealDetails, 'bulkGet').mockImplementation(async (keys) => {
      const rows = await bulkGet(keys)
      if (changeDuringRead) {
        changeDuringRead = false
        await db.dealDetails.put(detail(1, '2026-03-01T10:00:00Z', { fileId: 77 }))
        await notified()
      }
      return rows
    })
    // The first read answers what it read; it holds nothing of it.
    await source.filesOf([1])
    const second = await source.filesOf([1])
    expect(source.lastRead).toBe(1)
    expect(second.map((file) => file.ref)).toEqual(['/File/view/77'])
    source.close()
  })

  it('reads many details in chunks', async () => {
    const db = newDb()
    const count = DETAILS_READ_CHUNK * 2 + 10
    const details = Array.from({ length: count }, (_, index) =>
      detail(index + 1, '2026-03-01T10:00:00Z'),
    )
    await keepDeals(db, details)
    const source = keptDealFiles(db)
    const reads = vi.spyOn(db.dealDetails, 'bulkGet')
    const files = await source.filesOf(details.map((kept) => kept.id))
    expect(files).toHaveLength(count)
    expect(reads.mock.calls.map(([keys]) => keys.length)).toEqual([
      DETAILS_READ_CHUNK,
      DETAILS_READ_CHUNK,
      10,
    ])
    source.close()
  })

  it("lets a files pass read only the details changed since the tab's last pass", async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z'), detail(2, '2026-04-01T10:00:00Z')])
    const source = keptDealFiles(db)
    await fillKeptFiles(db, server().fetchFile, { dealFiles: source })
    await db.dealDetails.put(detail(2, '2026-04-01T10:00:00Z', { fileId: 9 }))
    await notified()
    const reads = vi.spyOn(db.dealDetails, 'bulkGet')
    const again = server()
    await fillKeptFiles(db, again.fetchFile, { dealFiles: source })
    expect(reads.mock.calls.map(([keys]) => keys)).toEqual([[2]])
    expect(again.asked).toEqual([{ key: '1/1002', etag: '"/File/view/2"' }])
    source.close()
  })
})
