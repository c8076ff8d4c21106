/**
 * The files the kept deal details name, held in memory between one tab's files passes: each
 * detail is read once, then again only after a commit changed it (Dexie's `storagemutated`: this
 * tab's commits and other tabs'). At 50,000 deals an admin keeps about 15,000 details (50 MB):
 * reading them all took every pass about a second, 0.6 s of it one long task, and passes follow
 * the records' runs (every live change, at most every 30 s). Details are read in chunks, so a
 * first read makes no long task either.
 */
import { Dexie, type EntityTable, type ObservabilitySet } from 'dexie'
import type { DealDetail } from '../../contract/deals.ts'
import { changedRows, keyedReadLimit } from '../../store/tableMirror.ts'
import { dealFilesOf, newestDealFirst, type DealFiles, type WantedFile } from './wantedFiles.ts'

type DetailsDb = Dexie & { dealDetails: EntityTable<DealDetail, 'id'> }

/** Details read per request: about 1.6 MB, a few tens of milliseconds of the main thread. */
export const DETAILS_READ_CHUNK = 500

export interface KeptDealFiles {
  /** The files of these kept details, newest deal first. */
  filesOf(ids: readonly number[]): Promise<WantedFile[]>
  /** How many details the last call read from the database. */
  readonly lastRead: number
  close(): void
}

/** What changed while a read ran: its rows of those are not held (they are read again next time). */
interface ReadWatch {
  keys: Set<number>
  all: boolean
}

export function keptDealFiles(db: DetailsDb): KeptDealFiles {
  /** null: no detail stored under that id when it was read. */
  const held = new Map<number, DealFiles | null>()
  const watches = new Set<ReadWatch>()
  let lastRead = 0

  const onCommit = (parts: ObservabilitySet) => {
    const changed = changedRows(parts, db.name, 'dealDetails', keyedReadLimit(held.size))
    if (!changed) return
    if (changed.all) held.clear()
    else for (const key of changed.keys) held.delete(key)
    for (const watch of watches) {
      if (changed.all) watch.all = true
      else for (const key of changed.keys) watch.keys.add(key)
    }
  }
  Dexie.on('storagemutated', onCommit)

  /** Reads `ids` into `into`; holds those no commit changed while they were read. */
  async function read(ids: readonly number[], into: Map<number, DealFiles | null>): Promise<void> {
    const watch: ReadWatch = { keys: new Set(), all: false }
    watches.add(watch)
    try {
      for (let start = 0; start < ids.length; start += DETAILS_READ_CHUNK) {
        const chunk = ids.slice(start, start + DETAILS_READ_CHUNK)
        const details = await db.dealDetails.bulkGet(chunk)
        chunk.forEach((id, position) => {
          const detail = details[position]
          const files = detail ? dealFilesOf(detail) : null
          into.set(id, files)
          if (!watch.all && !watch.keys.has(id)) held.set(id, files)
        })
      }
    } finally {
      watches.delete(watch)
    }
  }

  return {
    async filesOf(ids) {
      const current = new Map<number, DealFiles | null>()
      // A commit during a read may let go of held details: those are read in another round.
      for (;;) {
        const missing = ids.filter((id) => !held.has(id) && !current.has(id))
        if (missing.length === 0) break
        await read(missing, current)
      }
      lastRead = current.size
      const kept = new Set(ids)
      // Details no longer kept are let go, so the memory follows the briefcase.
      for (const id of held.keys()) if (!kept.has(id)) held.delete(id)
      const deals = ids.flatMap((id) => (current.has(id) ? current.get(id) : held.get(id)) ?? [])
      return newestDealFirst(deals)
    },
    get lastRead() {
      return lastRead
    },
    close() {
      Dexie.on.storagemutated.unsubscribe(onCommit)
    },
  }
}
