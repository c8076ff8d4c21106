/** File checks before an upload (core-spec section 5). Extensions compare without regard to case. */
import { CSV_TYPE_NOT_ALLOWED, FILE_TYPE_NOT_ALLOWED, PLEASE_SELECT_FILE } from './messages.ts'

/**
 * Allowed for proposal, pricing, agreement and invoice files. The message names fewer types than
 * are allowed; it is kept as the spec spells it.
 */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'png',
  'jpg',
  'jpeg',
] as const
export const CSV_EXTENSIONS = ['csv'] as const

/** The HTML accept attribute matching each allow-list. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')
export const CSV_ACCEPT = '.csv'

export type SelectedFile = { name: string } | string | null | undefined

const nameOf = (file: SelectedFile): string =>
  typeof file === 'string' ? file : (file?.name ?? '')

/** The lowercased text after the last dot ('Report.PDF' -> 'pdf'); '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

function check(file: SelectedFile, allowed: readonly string[], notAllowed: string): string | null {
  const name = nameOf(file)
  if (name.trim() === '') return PLEASE_SELECT_FILE
  return allowed.includes(fileExtension(name)) ? null : notAllowed
}

/** The error message to show, or null when the file may be uploaded. */
export function checkUploadFile(file: SelectedFile): string | null {
  return check(file, UPLOAD_EXTENSIONS, FILE_TYPE_NOT_ALLOWED)
}

/** Client data upload: .csv only. */
export function checkCsvFile(file: SelectedFile): string | null {
  return check(file, CSV_EXTENSIONS, CSV_TYPE_NOT_ALLOWED)
}

/** The content types a file is shown or opened as, by extension; others are plain bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}

/** 'me.JPG' -> 'image/jpeg'; 'application/octet-stream' for an extension not listed. */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream'
}

/** A file's bytes (plain base64) as a data URL, which an <img> shows without the network. */
export function fileDataUrl(fileName: string, fileBase64: string): string {
  return `data:${contentTypeOf(fileName)};base64,${fileBase64}`
}
