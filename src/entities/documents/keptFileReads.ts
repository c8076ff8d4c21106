/** What screens read of the kept files: one file for opening, and the totals the panel shows. */
import { readFilesBudget } from './filesBudget.ts'
import type { FilesDb } from './fillKeptFiles.ts'
import type { KeptFileRow } from './keptFileRows.ts'
import { readKeptFilesState, type KeptFilesState } from './keptFilesState.ts'

/** A kept (or known) file by its key, or by what its deal's detail names (a proposal's view path). */
export async function findKeptFile(
  db: FilesDb,
  by: { key: string } | { ref: string },
): Promise<KeptFileRow | undefined> {
  if ('key' in by) return db.keptFiles.get(by.key)
  return db.keptFiles.filter((row) => row.ref === by.ref).first()
}

export const markFileOpened = (db: FilesDb, key: string, now: number): Promise<number> =>
  db.keptFiles.update(key, { openedAt: now })

export interface KeptFilesSummary {
  files: number
  bytes: number
  budget: number
  state: KeptFilesState | undefined
}

export async function readKeptFilesSummary(db: FilesDb): Promise<KeptFilesSummary> {
  let files = 0
  let bytes = 0
  await db.keptFiles.each((row) => {
    if (row.bytes === null) return
    files += 1
    bytes += row.size
  })
  return { files, bytes, budget: await readFilesBudget(db), state: await readKeptFilesState(db) }
}
