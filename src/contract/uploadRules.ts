/** Limits and checks of files sent to the provider API, as base64 in JSON or as multipart files. */
import { UPLOAD_EXTENSIONS } from '../domain/uploads.ts'
import { fieldOf, optional, text, type FieldError, type Validator } from './validate.ts'

/** Extensions accepted for proposal, pricing, agreement and invoice files (core-spec section 5). */
export const DOCUMENT_EXTENSIONS = UPLOAD_EXTENSIONS
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const

export const MAX_FILE_NAME = 255
/** The largest proposal, pricing, agreement or invoice file (the spec leaves it open). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const MAX_DOCUMENT_SIZE_TEXT = 'The file must be at most 10 MB'
export const FILE_NAME_TOO_LONG = `The file name must be at most ${MAX_FILE_NAME} characters`

/** Bidirectional embeddings, overrides and isolates: 'invoice\u202Efdp.exe' shows as a pdf. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/
export const hasDirectionControls = (text: string): boolean => DIRECTION_CONTROLS.test(text)
export const DIRECTION_CONTROLS_TEXT = 'The file name must not hold text direction controls'

export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 && extensions.includes(fileName.slice(dot + 1).toLowerCase())
}

/** The base64 text itself, without the data URL prefix FileReader.readAsDataURL adds. */
export function base64Body(text: string): string {
  return text.replace(/^data:[^,;]*(;[^,;]*)*;base64,/, '')
}

/** Plain base64, or a data URL carrying base64 (what FileReader.readAsDataURL gives). */
export function isBase64(text: string): boolean {
  const body = base64Body(text)
  return body.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(body)
}

/** How many bytes a (valid) base64 text decodes to. */
export function base64ByteLength(text: string): number {
  const body = base64Body(text)
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0
  return (body.length / 4) * 3 - padding
}

/** A file as both the browser (File) and the server (multipart File) see it. */
export interface UploadFile {
  name: string
  size: number
}

/** A multipart file field; `missing` is the description when none was sent. */
export function uploadedFile(missing?: string): Validator<UploadFile> {
  return (input, field) => {
    const value = input as Partial<UploadFile> | null | undefined
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof value.name !== 'string' ||
      typeof value.size !== 'number' ||
      value.name === ''
    ) {
      return { ok: false, errors: [{ field, description: missing ?? `${field} is required` }] }
    }
    if (hasDirectionControls(value.name))
      return { ok: false, errors: [{ field, description: DIRECTION_CONTROLS_TEXT }] }
    if (value.name.length > MAX_FILE_NAME)
      return { ok: false, errors: [{ field, description: FILE_NAME_TOO_LONG }] }
    return { ok: true, value: input as UploadFile }
  }
}

/** The two fields of a file attached as base64 with its name; both empty means no file. */
export const attachmentFields = {
  /** '' with fileBase64 '' when no file is sent. */
  filename: optional(text({ max: MAX_FILE_NAME }), ''),
  /** The file's content in base64 (a data URL's too); '' when no file is sent. */
  fileBase64: optional(text(), ''),
}

/**
 * What is wrong with an attached file: a name carrying one of `extensions` is required once
 * content is sent, and the content must be base64 of at most 10 MB.
 */
export function attachmentProblems(
  value: { filename: string; fileBase64: string },
  extensions: readonly string[],
  parent = '',
): FieldError[] {
  if (value.fileBase64 === '') return []
  const nameField = fieldOf(parent, 'filename')
  const contentField = fieldOf(parent, 'fileBase64')
  const errors: FieldError[] = []
  const problem = (field: string, description: string) => errors.push({ field, description })
  if (value.filename === '') problem(nameField, `${nameField} is required when a file is attached`)
  else if (hasDirectionControls(value.filename)) problem(nameField, DIRECTION_CONTROLS_TEXT)
  else if (!hasExtension(value.filename, extensions))
    problem(nameField, `${nameField} must end in .${extensions.join(', .')}`)
  if (!isBase64(value.fileBase64)) problem(contentField, `${contentField} must be base64`)
  else if (base64ByteLength(value.fileBase64) > MAX_DOCUMENT_BYTES)
    problem(contentField, MAX_DOCUMENT_SIZE_TEXT)
  return errors
}
