/**
 * One pass of keeping the briefcase's files, after the records' fill (files never delay records):
 * the files of the kept deals, newest deal first, one at a time. A file whose deal's detail still
 * names what it was kept for is not asked again; one that changed is asked with its ETag, so an
 * unchanged one costs a 304. Files that left the scope (their deal, or a replaced document) go
 * first. When a file does not fit the budget, files not reached yet in this pass make room, the
 * last in the order first (evicting by last opening here would evict a file the same pass then
 * reaches and downloads again); when even that is not enough the pass stops there. An evicted file keeps
 * its row without its bytes, so the next pass knows its size and does not download it to learn
 * that it still does not fit. Over the budget after
 * the pass (the budget was lowered), the least recently opened files go.
 */
import type { Dexie, EntityTable } from 'dexie'
import type { DealDetail } from '../../contract/deals.ts'
import type { MetaDb } from '../../store/meta.ts'
import type { SyncListRow } from '../../store/outbox.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import type { InvoiceRow } from '../invoices/invoiceRows.ts'
import { readFilesBudget } from './filesBudget.ts'
import type { KeptFileRow } from './keptFileRows.ts'
import { keptFileSources, type KeptFileSources } from './keptFileSources.ts'
import { newestFirst, type WantedFile } from './wantedFiles.ts'

export type FilesDb = Dexie &
  MetaDb & {
    keptFiles: EntityTable<KeptFileRow, 'key'>
    dealDetails: EntityTable<DealDetail, 'id'>
    invoices: EntityTable<InvoiceRow, 'invoiceId'>
    syncLists: EntityTable<SyncListRow, 'key'>
  }

/**
 * What the server answered for a file: its bytes, unchanged (304), no stored file (204), or gone
 * (403, 404).
 */
export type FetchedFile =
  | { status: 'fetched'; bytes: Blob; etag: string; type: string }
  | { status: 'unchanged' }
  | { status: 'noFile' }
  | { status: 'gone' }

/** Fetches a file's bytes; `etag` asks conditionally. Rejects when it cannot ask (offline). */
export type FileFetch = (file: WantedFile, etag: string | undefined) => Promise<FetchedFile>

export interface FillOutcome {
  kept: number
  bytes: number
  fetched: number
  /** The pass stopped at a file that did not fit the budget. */
  stoppedAtBudget: boolean
}

export interface FillOptions {
  /** The keys of the invoice lists the briefcase keeps (their invoices' files are kept too). */
  invoiceLists?: readonly string[]
  now?: () => number
  onProgress?: (done: number, total: number) => void
  /** The kept details' and invoices' files as this tab holds them between passes (else read). */
  sources?: KeptFileSources
}

/**
 * Answers that the server holds no file (204) are written this many at a time: a seed's thousands
 * of invoices naming no stored file made a commit each, and every commit is checked by every
 * screen's live reads.
 */
export const NO_FILE_BATCH = 50

/** Least recently opened first; never opened ones by the time they were kept. */
const byLeastRecentlyOpened = (a: KeptFileRow, b: KeptFileRow): number =>
  a.openedAt - b.openedAt || a.keptAt - b.keptAt

/**
 * The files of the deals and invoices the briefcase keeps, in the order the fill keeps them.
 * `invoiceLists`: the keys of the invoice lists it keeps (none for a role without invoices).
 */
export async function readWantedFiles(
  db: FilesDb,
  invoiceLists: readonly string[] = [],
  sources?: KeptFileSources,
): Promise<WantedFile[]> {
  const dealIds = (await db.syncLists.get(BRIEFCASE_LISTS.dealDetails))?.ids ?? []
  const lists = await db.syncLists.bulkGet([...invoiceLists])
  const invoiceIds = [...new Set(lists.flatMap((list) => list?.ids ?? []))]
  const read = sources ?? keptFileSources(db)
  try {
    const deals = await read.deals.of(dealIds)
    const invoices = await read.invoices.of(invoiceIds)
    return [...newestFirst(deals.filter(isHeld)), ...newestFirst(invoices.filter(isHeld))]
  } finally {
    if (!sources) read.close()
  }
}

const isHeld = <T>(value: T | null): value is T => value !== null

export async function fillKeptFiles(
  db: FilesDb,
  fetchFile: FileFetch,
  { invoiceLists = [], now = Date.now, onProgress, sources }: FillOptions = {},
): Promise<FillOutcome> {
  const wanted = await readWantedFiles(db, invoiceLists, sources)
  const wantedKeys = new Set(wanted.map((file) => file.key))
  const gone = (await db.keptFiles.toCollection().primaryKeys()).filter(
    (key) => !wantedKeys.has(key),
  )
  if (gone.length > 0) await db.keptFiles.bulkDelete(gone)
  const budget = await readFilesBudget(db)
  const rows = new Map((await db.keptFiles.toArray()).map((row) => [row.key, row]))
  let used = 0
  for (const row of rows.values()) if (row.bytes) used += row.size
  const reached = new Set<string>()
  let fetched = 0
  let stoppedAtBudget = false
  let noFiles: KeptFileRow[] = []
  const writeNoFiles = async () => {
    if (noFiles.length === 0) return
    const batch = noFiles
    noFiles = []
    await db.keptFiles.bulkPut(batch)
  }

  /** Evicts kept files not reached yet, the last in the order first, until `size` fits. */
  async function makeRoom(size: number): Promise<boolean> {
    if (used + size <= budget) return true
    const candidates = wanted
      .toReversed()
      .map((file) => rows.get(file.key))
      .filter((row) => row !== undefined && row.bytes !== null && !reached.has(row.key))
      .map((row) => row!)
    const evicted: string[] = []
    for (const row of candidates) {
      if (used + size <= budget) break
      evicted.push(row.key)
      used -= row.size
    }
    if (used + size > budget) {
      for (const key of evicted) used += rows.get(key)!.size
      return false
    }
    await unkeep(db, evicted)
    for (const key of evicted) rows.set(key, { ...rows.get(key)!, bytes: null })
    return true
  }

  try {
    for (const [index, file] of wanted.entries()) {
      onProgress?.(index, wanted.length)
      const row = rows.get(file.key)
      reached.add(file.key)
      if (row?.bytes && row.ref === file.ref) continue
      // The server holds no file for it: asked again only when the deal or invoice names another.
      if (row && isNoFile(row) && row.ref === file.ref) continue
      if (row && !row.bytes && row.ref === file.ref && !(await makeRoom(row.size))) {
        stoppedAtBudget = true
        break
      }
      const answer = await fetchFile(file, row?.bytes ? row.etag : undefined)
      fetched += 1
      if (answer.status === 'gone') continue
      if (answer.status === 'noFile') {
        const none = noFileRow(file, row?.openedAt ?? 0, now())
        noFiles.push(none)
        rows.set(file.key, none)
        if (noFiles.length >= NO_FILE_BATCH) await writeNoFiles()
        continue
      }
      if (answer.status === 'unchanged') {
        await db.keptFiles.update(file.key, { ref: file.ref, filename: file.filename })
        continue
      }
      if (row?.bytes) used -= row.size
      const size = answer.bytes.size
      const fits = await makeRoom(size)
      const next: KeptFileRow = {
        key: file.key,
        dealId: file.dealId,
        ref: file.ref,
        filename: file.filename,
        bytes: fits ? answer.bytes : null,
        size,
        type: answer.type,
        etag: answer.etag,
        keptAt: now(),
        openedAt: row?.openedAt ?? 0,
      }
      await db.keptFiles.put(next)
      rows.set(file.key, next)
      if (!fits) {
        stoppedAtBudget = true
        break
      }
      used += size
    }
  } catch (error) {
    // What was learnt before the connection dropped is kept; the next pass goes on from there.
    await writeNoFiles().catch(() => undefined)
    throw error
  }
  await writeNoFiles()
  onProgress?.(wanted.length, wanted.length)
  await evictOverBudget(db, budget)
  const kept = (await db.keptFiles.toArray()).filter((row) => row.bytes !== null)
  return {
    kept: kept.length,
    bytes: kept.reduce((sum, row) => sum + row.size, 0),
    fetched,
    stoppedAtBudget,
  }
}

/** Drops the least recently opened kept files until the kept bytes fit `budget`. */
export async function evictOverBudget(db: FilesDb, budget: number): Promise<number> {
  const kept = (await db.keptFiles.toArray()).filter((row) => row.bytes !== null)
  let used = kept.reduce((sum, row) => sum + row.size, 0)
  const evicted: string[] = []
  for (const row of kept.sort(byLeastRecentlyOpened)) {
    if (used <= budget) break
    evicted.push(row.key)
    used -= row.size
  }
  await unkeep(db, evicted)
  return evicted.length
}

/** Drops files' bytes but keeps their rows: a later pass then knows their size without a download. */
async function unkeep(db: FilesDb, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.keptFiles.where(':id').anyOf(keys).modify({ bytes: null })
}

/** A file the server said it does not hold (204): no bytes, no size, no tag. */
const isNoFile = (row: KeptFileRow): boolean =>
  row.bytes === null && row.size === 0 && row.etag === ''

const noFileRow = (file: WantedFile, openedAt: number, at: number): KeptFileRow => ({
  key: file.key,
  dealId: file.dealId,
  ref: file.ref,
  filename: file.filename,
  bytes: null,
  size: 0,
  type: '',
  etag: '',
  keptAt: at,
  openedAt,
})
