/**
 * A person's photo file (the profile's, an RM's): the shared file check of proposal and invoice
 * uploads, then the picture types and the size the server takes.
 */
import {
  IMAGE_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_TEXT,
} from '../../contract/uploadRules.ts'
import { checkUploadFile, fileExtension } from '../../domain/uploads.ts'
import type { PhotoUpload } from '../../entities/rms/rmOps.ts'

/** The shared file check passes other documents too; a person's photo is a picture. */
export const PHOTO_TYPE_NOT_ALLOWED =
  'File type not allowed. File type to be must *.png *.jpg *.jpeg'

export const PHOTO_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

/** A photo chosen for a Save: its name and its bytes in plain base64. */
export type ChosenPhoto = PhotoUpload

/** What a Save sends of the photo: the chosen one, else '' for both (the photo is kept). */
export const photoUploadOf = (photo: ChosenPhoto | null): PhotoUpload => ({
  fileBase64: photo?.fileBase64 ?? '',
  filename: photo?.fileBase64 ? photo.filename : '',
})

/** Why the file cannot be the photo; null when it may be used. */
export function photoFileProblem(file: { name: string; size: number } | null | undefined) {
  const shared = checkUploadFile(file)
  if (shared) return shared
  if (!file || !(IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return PHOTO_TYPE_NOT_ALLOWED
  }
  return file.size > MAX_DOCUMENT_BYTES ? MAX_DOCUMENT_SIZE_TEXT : null
}
