import { base64Body } from '../../contract/uploadRules.ts'
import type { Db } from '../db/db.ts'

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
}

/** The content type a file is served with, from its extension (never one a browser would run). */
export function contentTypeFor(filename: string): string {
  const dot = filename.lastIndexOf('.')
  const extension = dot === -1 ? '' : filename.slice(dot + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

/** The bytes of a base64 text or data URL (already checked by the payload check). */
export function decodeBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(base64Body(text), 'base64'))
}

/** A file name without folders or control characters, at most 200 characters. */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (clean.length <= 200) return clean
  const dot = clean.lastIndexOf('.')
  const extension = dot > 0 ? clean.slice(dot) : ''
  return clean.slice(0, 200 - extension.length) + extension
}

/** Stores a file's bytes; answers its id. */
export async function storeFile(
  tx: Db,
  file: { filename: string; data: Uint8Array; createdBy: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO stored_files (filename, content_type, size, data, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [file.filename, contentTypeFor(file.filename), file.data.byteLength, file.data, file.createdBy],
  )
  return row!.id
}

/**
 * Stores a file a form attached in base64 (`fileBase64` and `filename`, as the proposal and
 * invoice saves carry it); null when none was sent.
 */
export async function storeAttachment(
  tx: Db,
  attachment: { fileBase64: string; filename: string },
  createdBy: number,
): Promise<{ fileId: number; filename: string } | null> {
  if (attachment.fileBase64 === '') return null
  const filename = cleanFilename(attachment.filename)
  const data = decodeBase64(attachment.fileBase64)
  return { fileId: await storeFile(tx, { filename, data, createdBy }), filename }
}

export interface StoredFile {
  filename: string
  contentType: string
  data: Uint8Array<ArrayBuffer>
}

export async function readStoredFile(db: Db, fileId: number): Promise<StoredFile | undefined> {
  const [row] = await db.query<{ filename: string; content_type: string; data: Uint8Array | null }>(
    'SELECT filename, content_type, data FROM stored_files WHERE id = $1',
    [fileId],
  )
  if (!row || row.data === null) return undefined
  // pg answers a Buffer (possibly a view of a shared pool), PGlite a Uint8Array: copy to own bytes.
  return { filename: row.filename, contentType: row.content_type, data: new Uint8Array(row.data) }
}

/** Deletes a stored file (one a save replaced, or its owner's on delete). */
export async function deleteStoredFile(tx: Db, fileId: number): Promise<void> {
  await tx.query('DELETE FROM stored_files WHERE id = $1', [fileId])
}

/** The stored file's name; undefined when it does not exist or has no content. */
export async function readStoredFileName(db: Db, fileId: number): Promise<string | undefined> {
  const [row] = await db.query<{ filename: string }>(
    'SELECT filename FROM stored_files WHERE id = $1 AND data IS NOT NULL',
    [fileId],
  )
  return row?.filename
}
