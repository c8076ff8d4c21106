/** Kept deals with files, and a stand-in for the bytes call (tests of entities/documents). */
import type { DealDetail } from '../../../src/contract/deals.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { BRIEFCASE_LISTS } from '../../../src/entities/briefcaseLists.ts'
import type { FetchedFile, FileFetch } from '../../../src/entities/documents/fillKeptFiles.ts'
import type { WantedFile } from '../../../src/entities/documents/wantedFiles.ts'

/** A deal detail naming a proposal file (id = deal id + 1000) and, optionally, a pricing document. */
export function detail(
  id: number,
  updated: string,
  { fileId = id, pricing = false }: { fileId?: number; pricing?: boolean } = {},
): DealDetail {
  return {
    id,
    dealDate: '2026-01-01',
    history: [{ type: 'stage', data: { updateTime: updated } }],
    proposal: { id: id + 1000, filename: `p${id}.pdf`, url: `/File/view/${fileId}` },
    pricing: pricing ? { id: id + 2000, filename: `price${id}.xlsx` } : null,
    agreement: null,
  } as unknown as DealDetail
}

export async function keepDeals(db: CrmDb, details: DealDetail[]): Promise<void> {
  await db.dealDetails.bulkPut(details)
  await db.syncLists.put({
    key: BRIEFCASE_LISTS.dealDetails,
    table: 'dealDetails',
    ids: details.map((d) => d.id),
  })
}

/** A server whose files are `size` bytes each (by key), tagged by their ref. */
export function server(sizes: Record<string, number> = {}, defaultSize = 100) {
  const asked: { key: string; etag: string | undefined }[] = []
  const fetchFile: FileFetch = (file: WantedFile, etag) => {
    asked.push({ key: file.key, etag })
    const tag = `"${file.ref}"`
    const answer: FetchedFile =
      etag === tag
        ? { status: 'unchanged' }
        : {
            status: 'fetched',
            bytes: new Blob([new Uint8Array(sizes[file.key] ?? defaultSize)]),
            etag: tag,
            type: 'application/pdf',
          }
    return Promise.resolve(answer)
  }
  return { asked, fetchFile }
}

export const keptKeys = async (db: CrmDb) =>
  (await db.keptFiles.toArray()).filter((row) => row.bytes !== null).map((row) => row.key)
