/**
 * The files of the deals the briefcase keeps (proposals, pricing and agreements), as Blobs in a
 * table of the app's own database rather than base64 rows or the Cache API: one deletion takes
 * them with the rest at sign-out (wipeDevice deletes the database), they share the database's one
 * quota and persistence grant, and Dexie live queries tell screens whether a file is kept.
 *
 * A row whose `bytes` is null is a file known but not kept (over the budget): its size lets the
 * device say how large it is, and a later fill skips downloading it while it still does not fit.
 */
import type { KeptDocumentType } from '../../contract/uploads.ts'

export const KEPT_FILE_STORES = { keptFiles: '&key, dealId, openedAt' } as const

export interface KeptFileRow {
  /** `{type}/{docId}`, the bytes call's key (keptFileKey). */
  key: string
  dealId: number
  /**
   * What the deal's detail named when the file was checked: a proposal's file view path (a new
   * file is a new path), a document's key (a new upload is a new document). Another one means
   * the file may have changed, and the fill asks again with `etag`.
   */
  ref: string
  filename: string
  /** null: known but not kept (over the budget). */
  bytes: Blob | null
  size: number
  /** The content type the server answered. */
  type: string
  etag: string
  keptAt: number
  /** When it was last opened from this device (epoch ms); 0 when never. */
  openedAt: number
}

export const keptFileKey = (type: KeptDocumentType, docId: number): string => `${type}/${docId}`
