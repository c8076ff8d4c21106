/**
 * What a reader makes of each row of a table (a small derivation of a large row), held in memory
 * and read again only for the rows a commit changed (Dexie's `storagemutated`: this tab's commits
 * and other tabs'). For background work that asks the same thousands of rows again and again:
 * the files pass asks every kept deal detail and invoice after each records' run. Rows are read
 * in chunks, so a first read of many makes no long task either.
 */
import { Dexie, type ObservabilitySet } from 'dexie'
import { changedRows, keyedReadLimit } from './tableMirror.ts'

/** Rows read per request: for deal details about 1.6 MB, a few tens of milliseconds. */
export const HELD_READ_CHUNK = 500

export interface HeldDerivations<D> {
  /** What the rows of `ids` make (null where no row is stored), in the order of `ids`. */
  of(ids: readonly number[]): Promise<(D | null)[]>
  /** How many rows the last call read from the database. */
  readonly lastRead: number
  close(): void
}

/** What changed while a read ran: its rows of those are not held (they are read again next time). */
interface ReadWatch {
  keys: Set<number>
  all: boolean
}

export function heldDerivations<R, D>(
  db: Dexie,
  tableName: string,
  derive: (row: R) => D,
): HeldDerivations<D> {
  const table = db.table<R, number>(tableName)
  const held = new Map<number, D | null>()
  const watches = new Set<ReadWatch>()
  let lastRead = 0

  const onCommit = (parts: ObservabilitySet) => {
    const changed = changedRows(parts, db.name, tableName, keyedReadLimit(held.size))
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
  async function read(ids: readonly number[], into: Map<number, D | null>): Promise<void> {
    const watch: ReadWatch = { keys: new Set(), all: false }
    watches.add(watch)
    try {
      for (let start = 0; start < ids.length; start += HELD_READ_CHUNK) {
        const chunk = ids.slice(start, start + HELD_READ_CHUNK)
        const rows = await table.bulkGet(chunk)
        chunk.forEach((id, position) => {
          const row = rows[position]
          const derived = row === undefined ? null : derive(row)
          into.set(id, derived)
          if (!watch.all && !watch.keys.has(id)) held.set(id, derived)
        })
      }
    } finally {
      watches.delete(watch)
    }
  }

  return {
    async of(ids) {
      const current = new Map<number, D | null>()
      // A commit during a read may let go of held rows: those are read in another round.
      for (;;) {
        const missing = ids.filter((id) => !held.has(id) && !current.has(id))
        if (missing.length === 0) break
        await read(missing, current)
      }
      lastRead = current.size
      const asked = new Set(ids)
      // Rows no longer asked for are let go, so the memory follows what is asked.
      for (const id of held.keys()) if (!asked.has(id)) held.delete(id)
      return ids.map((id) => (current.has(id) ? current.get(id)! : (held.get(id) ?? null)))
    },
    get lastRead() {
      return lastRead
    },
    close() {
      Dexie.on.storagemutated.unsubscribe(onCommit)
    },
  }
}
