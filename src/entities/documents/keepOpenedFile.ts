/**
 * A file opened online that the fill has not kept yet (it had not reached it) is kept then, when
 * its deal is one the briefcase keeps and it fits what is left of the budget; otherwise only its
 * size is noted, for the offline note.
 */
import { readFilesBudget } from './filesBudget.ts'
import { readWantedFiles, type FileFetch, type FilesDb } from './fillKeptFiles.ts'
import type { KeptFileSources } from './keptFileSources.ts'
import type { WantedFile } from './wantedFiles.ts'

export async function keepOpenedFile(
  db: FilesDb,
  fetchFile: FileFetch,
  isFile: (file: WantedFile) => boolean,
  now: number,
  invoiceLists: readonly string[] = [],
  sources?: KeptFileSources,
): Promise<boolean> {
  const file = (await readWantedFiles(db, invoiceLists, sources)).find(isFile)
  if (!file) return false
  const known = await db.keptFiles.get(file.key)
  if (known?.bytes && known.ref === file.ref) return true
  const answer = await fetchFile(file, undefined)
  if (answer.status !== 'fetched') return false
  let used = 0
  await db.keptFiles.each((row) => {
    if (row.bytes !== null && row.key !== file.key) used += row.size
  })
  const fits = used + answer.bytes.size <= (await readFilesBudget(db))
  await db.keptFiles.put({
    key: file.key,
    dealId: file.dealId,
    ref: file.ref,
    filename: file.filename,
    bytes: fits ? answer.bytes : null,
    size: answer.bytes.size,
    type: answer.type,
    etag: answer.etag,
    keptAt: now,
    openedAt: now,
  })
  return fits
}
