/**
 * The briefcase's files (entities/documents/fillKeptFiles.ts): the order they are kept in, the
 * budget, and what leaves: files of deals no longer kept, and the least recently opened ones.
 */
import 'fake-indexeddb/auto'
import { Dexie, type ObservabilitySet } from 'dexie'
import { describe, expect, it, vi } from 'vitest'
import { writeFilesBudget } from '../../../src/entities/documents/filesBudget.ts'
import {
  fillKeptFiles,
  NO_FILE_BATCH,
  type FileFetch,
} from '../../../src/entities/documents/fillKeptFiles.ts'
import { keptFileSources } from '../../../src/entities/documents/keptFileSources.ts'
import { newDb } from '../crmDbHarness.ts'
import { detail, keepDeals, keptKeys, server } from './keptFilesHarness.ts'

describe('fillKeptFiles', () => {
  it("keeps the kept deals' files, newest deal first, proposals and documents", async () => {
    const db = newDb()
    await keepDeals(db, [
      detail(1, '2026-03-01T10:00:00Z'),
      detail(2, '2026-05-01T10:00:00Z', { pricing: true }),
      detail(3, '2026-04-01T10:00:00Z'),
    ])
    const { asked, fetchFile } = server()
    const outcome = await fillKeptFiles(db, fetchFile, { now: () => 5 })
    expect(asked.map((ask) => ask.key)).toEqual(['1/1002', '2/2002', '1/1003', '1/1001'])
    expect(outcome).toEqual({ kept: 4, bytes: 400, fetched: 4, stoppedAtBudget: false })
    const row = await db.keptFiles.get('1/1002')
    expect(row).toMatchObject({ dealId: 2, size: 100, etag: '"/File/view/2"', keptAt: 5 })
    expect(row!.openedAt).toBe(0)
    expect(await row!.bytes!.arrayBuffer()).toHaveProperty('byteLength', 100)
  })

  it('asks nothing again while the details name the same files, and asks a changed one with its ETag', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z'), detail(2, '2026-04-01T10:00:00Z')])
    const first = server()
    await fillKeptFiles(db, first.fetchFile)
    const second = server()
    expect(await fillKeptFiles(db, second.fetchFile)).toMatchObject({ fetched: 0, kept: 2 })
    expect(second.asked).toEqual([])

    // Deal 1's proposal got another file: asked with the kept tag, answered with new bytes.
    await keepDeals(db, [
      detail(1, '2026-06-01T10:00:00Z', { fileId: 77 }),
      detail(2, '2026-04-01T10:00:00Z'),
    ])
    const third = server({ '1/1001': 300 })
    await fillKeptFiles(db, third.fetchFile)
    expect(third.asked).toEqual([{ key: '1/1001', etag: '"/File/view/1"' }])
    expect(await db.keptFiles.get('1/1001')).toMatchObject({ size: 300, ref: '/File/view/77' })
  })

  it('keeps a file whose ETag still matches (304) without its bytes again', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z')])
    await fillKeptFiles(db, server().fetchFile)
    await db.keptFiles.update('1/1001', { ref: 'an older path' })
    const { asked, fetchFile } = server()
    // The server tags by the current ref: the kept ETag matches it once the ref is put back.
    await db.keptFiles.update('1/1001', { etag: '"/File/view/1"' })
    await fillKeptFiles(db, fetchFile)
    expect(asked).toEqual([{ key: '1/1001', etag: '"/File/view/1"' }])
    expect(await db.keptFiles.get('1/1001')).toMatchObject({ ref: '/File/view/1', size: 100 })
  })

  it('stops at the budget, knowing the size of the file that did not fit', async () => {
    const db = newDb()
    await writeFilesBudget(db, 250)
    await keepDeals(db, [
      detail(1, '2026-01-01T10:00:00Z'),
      detail(2, '2026-02-01T10:00:00Z'),
      detail(3, '2026-03-01T10:00:00Z'),
    ])
    const { asked, fetchFile } = server()
    const outcome = await fillKeptFiles(db, fetchFile)
    expect(asked.map((ask) => ask.key)).toEqual(['1/1003', '1/1002', '1/1001'])
    expect(outcome).toMatchObject({ kept: 2, bytes: 200, stoppedAtBudget: true })
    expect(await keptKeys(db)).toEqual(['1/1002', '1/1003'])
    expect(await db.keptFiles.get('1/1001')).toMatchObject({ bytes: null, size: 100 })

    // The next pass knows it does not fit: it downloads nothing.
    const again = server()
    expect(await fillKeptFiles(db, again.fetchFile)).toMatchObject({ stoppedAtBudget: true })
    expect(again.asked).toEqual([])
  })

  it('makes room for a newer deal by evicting the files of the oldest deals', async () => {
    const db = newDb()
    await writeFilesBudget(db, 300)
    await keepDeals(db, [
      detail(1, '2026-01-01T10:00:00Z'),
      detail(2, '2026-02-01T10:00:00Z'),
      detail(3, '2026-03-01T10:00:00Z'),
    ])
    await fillKeptFiles(db, server().fetchFile)
    await db.keptFiles.update('1/1001', { openedAt: 50 })
    await db.keptFiles.update('1/1002', { openedAt: 10 })

    await keepDeals(db, [
      detail(1, '2026-01-01T10:00:00Z'),
      detail(2, '2026-02-01T10:00:00Z'),
      detail(3, '2026-03-01T10:00:00Z'),
      detail(4, '2026-04-01T10:00:00Z'),
    ])
    const outcome = await fillKeptFiles(db, server().fetchFile)
    // Deal 4 is newest: the oldest deal's file goes, however recently it was opened.
    expect(await keptKeys(db)).toEqual(['1/1002', '1/1003', '1/1004'])
    expect(await db.keptFiles.get('1/1001')).toMatchObject({ bytes: null, size: 100 })
    expect(outcome).toMatchObject({ kept: 3, bytes: 300 })
  })

  it('drops the files of a deal the briefcase no longer keeps, and of a replaced document', async () => {
    const db = newDb()
    await keepDeals(db, [
      detail(1, '2026-01-01T10:00:00Z', { pricing: true }),
      detail(2, '2026-02-01T10:00:00Z'),
    ])
    await fillKeptFiles(db, server().fetchFile)
    expect(await keptKeys(db)).toEqual(['1/1001', '1/1002', '2/2001'])
    const replaced = { ...detail(1, '2026-01-01T10:00:00Z'), pricing: { id: 9, filename: 'b' } }
    await keepDeals(db, [replaced])
    await fillKeptFiles(db, server().fetchFile)
    expect((await db.keptFiles.toArray()).map((row) => row.key)).toEqual(['1/1001', '2/9'])
  })

  it('evicts the least recently opened files when the budget is lowered', async () => {
    const db = newDb()
    await keepDeals(db, [
      detail(1, '2026-01-01T10:00:00Z'),
      detail(2, '2026-02-01T10:00:00Z'),
      detail(3, '2026-03-01T10:00:00Z'),
    ])
    await fillKeptFiles(db, server().fetchFile)
    await db.keptFiles.update('1/1003', { openedAt: 5 })
    await db.keptFiles.update('1/1001', { openedAt: 9 })
    await writeFilesBudget(db, 150)
    // Nothing changed on the server, yet the lowered budget keeps the most recently opened one.
    const { asked, fetchFile } = server()
    await fillKeptFiles(db, fetchFile)
    expect(asked).toEqual([])
    expect(await keptKeys(db)).toEqual(['1/1001'])
  })

  it('skips a file the server no longer gives (403, 404) and goes on', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-01-01T10:00:00Z'), detail(2, '2026-02-01T10:00:00Z')])
    const fetchFile: FileFetch = (file) =>
      Promise.resolve(
        file.key === '1/1002'
          ? { status: 'gone' }
          : { status: 'fetched', bytes: new Blob(['x']), etag: '"x"', type: 'text/plain' },
      )
    expect(await fillKeptFiles(db, fetchFile)).toMatchObject({ kept: 1, fetched: 2 })
    expect(await keptKeys(db)).toEqual(['1/1001'])
  })

  it('remembers a file the server does not hold (204) and does not ask it again', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-01-01T10:00:00Z')])
    const asked: string[] = []
    const fetchFile: FileFetch = (file) => {
      asked.push(file.key)
      return Promise.resolve(
        file.key === '1/1001'
          ? { status: 'noFile' }
          : { status: 'fetched', bytes: new Blob(['x']), etag: '"x"', type: 'text/plain' },
      )
    }
    await fillKeptFiles(db, fetchFile)
    const firstPass = [...asked]
    expect(firstPass).toContain('1/1001')
    expect(await keptKeys(db)).not.toContain('1/1001')

    asked.length = 0
    await fillKeptFiles(db, fetchFile)
    expect(asked).not.toContain('1/1001')
  })

  it("keeps the kept invoices' files after the deals' ones", async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-01-01T10:00:00Z')])
    await db.invoices.bulkPut([
      { invoiceId: 50, dealId: 0, filename: 'a.pdf', version: 1, invoiceDate: '2026-02-01' },
      { invoiceId: 51, dealId: 1, filename: 'b.pdf', version: 2, invoiceDate: '2026-03-01' },
      { invoiceId: 52, dealId: 1, filename: 'c.pdf', version: 1, invoiceDate: '2026-04-01' },
    ] as never)
    await db.syncLists.put({ key: 'invoices:tobe', table: 'invoices', ids: [50, 51] })
    const { asked, fetchFile } = server()
    await fillKeptFiles(db, fetchFile, { invoiceLists: ['invoices:tobe', 'invoices:none'] })
    expect(asked.map((ask) => ask.key)).toEqual(['1/1001', '3/51', '3/50'])
  })

  it("reads only the details and invoices changed since the tab's last pass", async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z'), detail(2, '2026-04-01T10:00:00Z')])
    await db.invoices.bulkPut([
      { invoiceId: 50, dealId: 1, filename: 'a.pdf', version: 1, invoiceDate: '2026-02-01' },
      { invoiceId: 51, dealId: 2, filename: 'b.pdf', version: 1, invoiceDate: '2026-03-01' },
    ] as never)
    await db.syncLists.put({ key: 'invoices:tobe', table: 'invoices', ids: [50, 51] })
    const sources = keptFileSources(db)
    const options = { invoiceLists: ['invoices:tobe'], sources }
    await fillKeptFiles(db, server().fetchFile, options)

    await db.dealDetails.put(detail(2, '2026-04-01T10:00:00Z', { fileId: 9 }))
    await db.invoices.update(50, { version: 2 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const details = vi.spyOn(db.table('dealDetails'), 'bulkGet')
    const invoices = vi.spyOn(db.table('invoices'), 'bulkGet')
    const again = server()
    await fillKeptFiles(db, again.fetchFile, options)
    expect(details.mock.calls.map(([keys]) => keys)).toEqual([[2]])
    expect(invoices.mock.calls.map(([keys]) => keys)).toEqual([[50]])
    expect(again.asked).toEqual([
      { key: '1/1002', etag: '"/File/view/2"' },
      { key: '3/50', etag: '"v1"' },
    ])
    sources.close()
  })
})

describe('fillKeptFiles: files the server does not hold', () => {
  it(`writes what it learns of them ${NO_FILE_BATCH} at a time, and all of them by the end`, async () => {
    const db = newDb()
    const deals = Array.from({ length: NO_FILE_BATCH * 2 + 10 }, (_, index) =>
      detail(index + 1, '2026-01-01T10:00:00Z'),
    )
    await keepDeals(db, deals)
    let commits = 0
    const countCommits = (parts: ObservabilitySet) => {
      if (Object.keys(parts).some((part) => part.includes('/keptFiles/'))) commits += 1
    }
    Dexie.on('storagemutated', countCommits)
    try {
      await fillKeptFiles(db, () => Promise.resolve({ status: 'noFile' }))
    } finally {
      Dexie.on('storagemutated').unsubscribe(countCommits)
    }
    // Two full batches and the rest: three commits for 110 files, not 110.
    expect(commits).toBe(3)
    const rows = await db.keptFiles.toArray()
    expect(rows).toHaveLength(deals.length)
    expect(rows.every((row) => row.bytes === null && row.size === 0)).toBe(true)
  })

  it('keeps what it learnt before the connection dropped', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-03-01T10:00:00Z'), detail(2, '2026-01-01T10:00:00Z')])
    let calls = 0
    const dropsSecond: FileFetch = () =>
      calls++ === 0
        ? Promise.resolve({ status: 'noFile' })
        : Promise.reject(new Error('Failed to fetch'))
    await expect(fillKeptFiles(db, dropsSecond)).rejects.toThrow('Failed to fetch')
    expect(await db.keptFiles.get('1/1001')).toMatchObject({ size: 0, etag: '' })
  })
})
