import { pathOf } from '../../contract/route.ts'
import { UPLOAD_ROUTES } from '../../contract/uploads.ts'
import type { Db } from '../db/db.ts'
import { storeAttachment } from '../files/store.ts'

/** A person's photo as users keep it: the stored file and the path the sign-in answers. */
export interface StoredPhoto {
  fileId: number
  /** The file view path (GET /File/view/{fileId}): the detail's fileUrl, login's profilePic. */
  url: string
}

/** The photo's address as reads answer it: its file view path, else a kept address, else null. */
export function photoUrl(fileId: number | null, profilePic: string | null): string | null {
  return fileId !== null ? pathOf(UPLOAD_ROUTES.fileView, { fileId }) : profilePic
}

/**
 * Stores a photo sent in base64 with the existing attachment mechanism (stored_files, as proposal
 * and invoice files); null when none was sent (the photo stays as it is).
 */
export async function storePhoto(
  tx: Db,
  photo: { fileBase64: string; filename: string },
  createdBy: number,
): Promise<StoredPhoto | null> {
  const stored = await storeAttachment(tx, photo, createdBy)
  if (!stored) return null
  return { fileId: stored.fileId, url: pathOf(UPLOAD_ROUTES.fileView, { fileId: stored.fileId }) }
}

/** Drops the photo a save replaced (no link of it stays valid, as for a replaced proposal file). */
export async function dropReplacedPhoto(
  tx: Db,
  previousFileId: number | null,
  photo: StoredPhoto | null,
): Promise<void> {
  if (photo === null || previousFileId === null || previousFileId === photo.fileId) return
  await tx.query('DELETE FROM stored_files WHERE id = $1', [previousFileId])
}
