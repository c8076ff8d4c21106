/**
 * Shared helpers of the sales-activity and invoice-form contract files: how a call is described
 * (method, route pattern, success status), how path segments are written, and a small hand-written
 * payload checker whose answer is a `Validation<T>`.
 */
import { UPLOAD_EXTENSIONS } from '../domain/uploads.ts'

// ---------------------------------------------------------------------------------------------
// Calls

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** `route` is the path pattern with `:name` parameters (servers match it without regard to case). */
export interface CallInfo {
  method: HttpMethod
  route: string
  status: 200 | 204
}

/** The request and response bodies of one call. */
export interface Bodies<Request, Response> {
  request: Request
  response: Response
}

// ---------------------------------------------------------------------------------------------
// Path segments

/** One path segment, percent-encoded. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value))
}

/** An optional id: a positive whole number, otherwise 0 ("all" or "none"). */
export function idSegment(id: number | null | undefined): string {
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : '0'
}

/** A list of ids written comma-separated, or 0 when the list is empty (all). */
export function idsSegment(ids: readonly number[] | null | undefined): string {
  const kept = (ids ?? []).filter((id) => Number.isInteger(id) && id > 0)
  return kept.length > 0 ? kept.map((id) => segment(id)).join(',') : '0'
}

/** A search text: trimmed, percent-encoded; an empty search is sent as *. */
export function searchSegment(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim()
  return trimmed === '' ? '*' : segment(trimmed)
}

/** A range-picker date: 'YYYY-MM-DD' (or 'YYYYMMDD') is sent as YYYYMMDD; no date is sent as 0. */
export function compactDateSegment(date: string | null | undefined): string {
  const digits = (date ?? '').replaceAll('-', '')
  return /^\d{8}$/.test(digits) ? digits : '0'
}

/** A month sent as two digits (MM). */
export function twoDigitMonthSegment(month: number): string {
  return segment(String(month).padStart(2, '0'))
}

// ---------------------------------------------------------------------------------------------
// Validation

export interface FieldError {
  /** The payload field, e.g. 'objective' or 'items[2].month'; '' for the payload as a whole. */
  field: string
  description: string
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }

/** A file as both the browser (File) and the server (multipart File) see it. */
export interface UploadFile {
  name: string
  size: number
}

/** Extensions accepted for proposal, pricing, agreement and invoice files (core-spec section 5). */
export const DOCUMENT_EXTENSIONS = UPLOAD_EXTENSIONS

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const

export const MAX_FIELD_TEXT = 200
/** The largest proposal, pricing, agreement or invoice file (the spec leaves it open). */
/** A text field the spec gives no limit of its own (a ceiling, not a form rule). */
export const MAX_OPEN_TEXT = 10_000
export const MAX_FILE_NAME = 255
/** Bidirectional embeddings, overrides and isolates: 'invoice\u202Efdp.exe' shows as a pdf. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/
export const hasDirectionControls = (text: string): boolean => DIRECTION_CONTROLS.test(text)
export const DIRECTION_CONTROLS_TEXT = 'The file name must not hold text direction controls'
export const FILE_NAME_TOO_LONG = `The file name must be at most ${MAX_FILE_NAME} characters`

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const MAX_DOCUMENT_SIZE_TEXT = 'The file must be at most 10 MB'
/** Ids are stored as PostgreSQL integers. */
export const MAX_ID = 2_147_483_647
/** Amounts stay exact as JavaScript numbers. */
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER

export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 && extensions.includes(fileName.slice(dot + 1).toLowerCase())
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text)
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

interface NumberRule {
  min?: number
  max?: number
  whole?: boolean
}

/**
 * Reads the fields of one payload object, records a FieldError for each bad one and returns a
 * typed value (a harmless fallback when the field is bad: the caller only uses the value when no
 * error was recorded). Absent optional fields get the spec's defaults (0 for "0 if none" ids, ''
 * for texts, [] for id lists). Fields the payload does not define are dropped.
 */
export class PayloadReader {
  constructor(
    private readonly record: Record<string, unknown>,
    private readonly errors: FieldError[],
    private readonly prefix = '',
    /** Multipart form fields arrive as text: let '12' stand for 12 and 'true' for true. */
    private readonly formFields = false,
  ) {}

  name(key: string): string {
    return this.prefix + key
  }

  has(key: string): boolean {
    const value = this.record[key]
    return value !== undefined && value !== null && value !== ''
  }

  raw(key: string): unknown {
    return this.record[key]
  }

  fail(key: string, description: string): void {
    this.errors.push({ field: this.name(key), description })
  }

  private numeric(key: string): unknown {
    const value = this.record[key]
    if (this.formFields && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
      return Number(value.trim())
    }
    return value
  }

  number(key: string, rule: NumberRule & { optional?: number } = {}): number {
    if (!this.has(key)) {
      if (rule.optional !== undefined) return rule.optional
      this.fail(key, `${this.name(key)} is required`)
      return 0
    }
    const value = this.numeric(key)
    const kind = rule.whole ? 'a whole number' : 'a number'
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      (rule.whole && !Number.isInteger(value))
    ) {
      this.fail(key, `${this.name(key)} must be ${kind}`)
      return 0
    }
    if (rule.min !== undefined && value < rule.min) {
      this.fail(key, `${this.name(key)} must be ${kind} of at least ${rule.min}`)
    } else if (rule.max !== undefined && value > rule.max) {
      this.fail(key, `${this.name(key)} must be ${kind} of at most ${rule.max}`)
    }
    return value
  }

  /** A required id: a whole number of at least 1. */
  id(key: string): number {
    return this.number(key, { whole: true, min: 1, max: MAX_ID })
  }

  /** An id that is 0 when there is none (also when absent). */
  optionalId(key: string): number {
    return this.number(key, { whole: true, min: 0, max: MAX_ID, optional: 0 })
  }

  /** A money amount in IDR: a number of at least 0. */
  amount(key: string, rule: { whole?: boolean; min?: number } = {}): number {
    return this.number(key, { min: 0, max: MAX_AMOUNT, ...rule })
  }

  /** A share figure: NaN travels as null in JSON and is stored as 0 (sales-activity-spec section 5). */
  share(key: string, max?: number): number {
    return this.number(key, { min: 0, max, optional: 0 })
  }

  month(key: string): number {
    const value = this.number(key, { whole: true })
    if (this.has(key) && Number.isInteger(value) && (value < 1 || value > 12)) {
      this.fail(key, `${this.name(key)} must be a month from 1 to 12`)
    }
    return value
  }

  year(key: string): number {
    const value = this.number(key, { whole: true })
    if (this.has(key) && Number.isInteger(value) && (value < 1000 || value > 9999)) {
      this.fail(key, `${this.name(key)} must be a four-digit year`)
    }
    return value
  }

  boolean(key: string, fallback?: boolean): boolean {
    let value = this.record[key]
    if (this.formFields && (value === 'true' || value === 'false')) value = value === 'true'
    if (value === undefined || value === null) {
      if (fallback !== undefined) return fallback
      this.fail(key, `${this.name(key)} is required`)
      return false
    }
    if (typeof value !== 'boolean') {
      this.fail(key, `${this.name(key)} must be true or false`)
      return false
    }
    return value
  }

  /** Text; absent means '' unless required (then it must hold more than blanks). */
  text(key: string, rule: { required?: boolean; max?: number } = {}): string {
    const value = this.record[key]
    if (value === undefined || value === null) {
      if (rule.required) this.fail(key, `${this.name(key)} is required`)
      return ''
    }
    if (typeof value !== 'string') {
      this.fail(key, `${this.name(key)} must be text`)
      return ''
    }
    const max = rule.max ?? MAX_OPEN_TEXT
    if (rule.required && value.trim() === '') {
      this.fail(key, `${this.name(key)} is required`)
    } else if (value.length > max) {
      this.fail(key, `${this.name(key)} must be at most ${max} characters`)
    }
    return value
  }

  /** A date written YYYY-MM-DD. */
  date(key: string): string {
    const value = this.text(key, { required: true })
    if (value.trim() !== '' && !isIsoDate(value)) {
      this.fail(key, `${this.name(key)} must be a date written YYYY-MM-DD`)
    }
    return value
  }

  /** A time of day written HH:mm (24 hours). */
  time(key: string): string {
    const value = this.text(key, { required: true })
    if (value.trim() !== '' && !isTime(value)) {
      this.fail(key, `${this.name(key)} must be a time written HH:mm`)
    }
    return value
  }

  oneOf<const T extends string | number>(key: string, allowed: readonly T[]): T {
    const value = typeof allowed[0] === 'number' ? this.numeric(key) : this.record[key]
    if (!this.has(key)) {
      this.fail(key, `${this.name(key)} is required`)
    } else if (!allowed.includes(value as T)) {
      const expected = allowed.length === 1 ? allowed[0] : `one of ${allowed.join(', ')}`
      this.fail(key, `${this.name(key)} must be ${expected}`)
    } else {
      return value as T
    }
    return allowed[0] as T
  }

  /** A list of ids (each at least 1, none twice); absent means []. */
  ids(key: string): number[] {
    const value = this.record[key]
    if (value === undefined || value === null) return []
    if (
      !Array.isArray(value) ||
      !value.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID)
    ) {
      this.fail(key, `${this.name(key)} must be a list of ids (whole numbers of at least 1)`)
      return []
    }
    const ids = value as number[]
    if (new Set(ids).size !== ids.length) {
      this.fail(key, `${this.name(key)} must not hold the same id twice`)
    }
    return ids
  }

  /** A list of objects, each read by `read` with field names like 'items[2].month'. */
  list<T>(key: string, read: (item: PayloadReader) => T, rule: { min?: number } = {}): T[] {
    const value = this.record[key]
    if (value === undefined || value === null) {
      if (rule.min) this.fail(key, `${this.name(key)} must hold at least ${rule.min} entry`)
      return []
    }
    if (!Array.isArray(value)) {
      this.fail(key, `${this.name(key)} must be a list`)
      return []
    }
    if (rule.min && value.length < rule.min) {
      this.fail(key, `${this.name(key)} must hold at least ${rule.min} entry`)
    }
    return value.map((entry, index) => {
      const field = `${this.name(key)}[${index}]`
      if (!isRecord(entry)) {
        this.errors.push({ field, description: `${field} must be an object` })
        return read(new PayloadReader({}, [], `${field}.`, this.formFields))
      }
      return read(new PayloadReader(entry, this.errors, `${field}.`, this.formFields))
    })
  }

  /** An uploaded file (multipart). */
  file(key: string, missing = `${this.name(key)} is required`): UploadFile | null {
    const value = this.record[key]
    if (
      isRecord(value) &&
      typeof value['name'] === 'string' &&
      typeof value['size'] === 'number' &&
      value['name'] !== ''
    ) {
      const name = value['name']
      if (hasDirectionControls(name)) this.fail(key, DIRECTION_CONTROLS_TEXT)
      else if (name.length > MAX_FILE_NAME) this.fail(key, FILE_NAME_TOO_LONG)
      return value as unknown as UploadFile
    }
    this.fail(key, missing)
    return null
  }

  /**
   * An optional attached file sent as base64 with its name: both empty means no file; otherwise the
   * name must carry one of `extensions` and the content must be base64 of at most 10 MB.
   */
  attachment(
    nameKey: string,
    contentKey: string,
    extensions: readonly string[],
  ): { filename: string; fileBase64: string } {
    const filename = this.text(nameKey, { max: MAX_FILE_NAME })
    const fileBase64 = this.text(contentKey, { max: Number.POSITIVE_INFINITY })
    if (fileBase64 === '') return { filename, fileBase64 }
    if (filename.trim() === '') {
      this.fail(nameKey, `${this.name(nameKey)} is required when a file is attached`)
    } else if (hasDirectionControls(filename)) {
      this.fail(nameKey, DIRECTION_CONTROLS_TEXT)
    } else if (!hasExtension(filename, extensions)) {
      this.fail(nameKey, `${this.name(nameKey)} must end in .${extensions.join(', .')}`)
    }
    if (!isBase64(fileBase64)) {
      this.fail(contentKey, `${this.name(contentKey)} must be base64`)
    } else if (base64ByteLength(fileBase64) > MAX_DOCUMENT_BYTES) {
      this.fail(contentKey, MAX_DOCUMENT_SIZE_TEXT)
    }
    return { filename, fileBase64 }
  }
}

/** Checks a JSON payload: `read` takes the fields it needs from the object. */
export function checkPayload<T>(
  input: unknown,
  read: (payload: PayloadReader) => T,
): Validation<T> {
  return runReader(input, read, false)
}

/** Checks multipart form fields, where numbers and booleans arrive as text. */
export function checkFormFields<T>(
  input: unknown,
  read: (fields: PayloadReader) => T,
): Validation<T> {
  return runReader(input, read, true)
}

function runReader<T>(
  input: unknown,
  read: (payload: PayloadReader) => T,
  formFields: boolean,
): Validation<T> {
  if (!isRecord(input)) {
    return { ok: false, errors: [{ field: '', description: 'The payload must be an object' }] }
  }
  const errors: FieldError[] = []
  const value = read(new PayloadReader(input, errors, '', formFields))
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value }
}
