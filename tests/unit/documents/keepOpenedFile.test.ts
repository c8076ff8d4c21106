/** A file opened online is kept then, when the briefcase wants it and it fits (keepOpenedFile.ts). */
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { writeFilesBudget } from '../../../src/entities/documents/filesBudget.ts'
import { keepOpenedFile } from '../../../src/entities/documents/keepOpenedFile.ts'
import { newDb } from '../crmDbHarness.ts'
import { detail, keepDeals, keptKeys, server } from './keptFilesHarness.ts'

describe('keepOpenedFile', () => {
  it("keeps a kept deal's file, marked opened now", async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-01-01T10:00:00Z')])
    const { fetchFile } = server()
    expect(await keepOpenedFile(db, fetchFile, (file) => file.key === '1/1001', 42)).toBe(true)
    expect(await db.keptFiles.get('1/1001')).toMatchObject({ openedAt: 42, keptAt: 42, size: 100 })
  })

  it('keeps nothing of a deal the briefcase does not keep', async () => {
    const db = newDb()
    await keepDeals(db, [detail(1, '2026-01-01T10:00:00Z')])
    const { asked, fetchFile } = server()
    expect(await keepOpenedFile(db, fetchFile, (file) => file.dealId === 2, 42)).toBe(false)
    expect(asked).toEqual([])
    expect(await db.keptFiles.count()).toBe(0)
  })

  it('notes only the size of a file that does not fit the budget', async () => {
    const db = newDb()
    await writeFilesBudget(db, 150)
    await keepDeals(db, [detail(1, '2026-01-01T10:00:00Z'), detail(2, '2026-02-01T10:00:00Z')])
    const { fetchFile } = server()
    await keepOpenedFile(db, fetchFile, (file) => file.dealId === 1, 1)
    expect(await keepOpenedFile(db, fetchFile, (file) => file.dealId === 2, 2)).toBe(false)
    expect(await keptKeys(db)).toEqual(['1/1001'])
    expect(await db.keptFiles.get('1/1002')).toMatchObject({ bytes: null, size: 100 })
  })
})
