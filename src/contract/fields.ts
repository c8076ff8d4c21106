/** The specification's field rules, built from the schema combinators of validate.ts. */
import {
  array,
  decimal,
  fail,
  integer,
  optional,
  PROVIDER_TIME_ZONE,
  refine,
  type Validator,
} from './validate.ts'

/** The longest text of a one-line field the spec gives no limit of its own. */
export const MAX_FIELD_TEXT = 200
/** Ids are stored as PostgreSQL integers. */
export const MAX_ID = 2_147_483_647
/** Amounts stay exact as JavaScript numbers. */
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER

/** Database ids: positive integers. */
export const id = (): Validator<number> => integer({ min: 1, max: MAX_ID })
/** An id or 0 for "none" / "all"; missing or '' is 0 too. */
export const idOrZero = (): Validator<number> => optional(integer({ min: 0, max: MAX_ID }), 0)
/** Probabilities 10..100 by 10. */
export const probability = (): Validator<number> => integer({ min: 10, max: 100, step: 10 })
export const stageId = (): Validator<number> => integer({ min: 1, max: 5 })
export const stateCode = (): Validator<2 | 3 | 4> =>
  integer({ oneOf: [2, 3, 4] }) as Validator<2 | 3 | 4>
/** IDR amounts: never negative. */
export const amount = (rules: { whole?: boolean; min?: number } = {}): Validator<number> =>
  rules.whole
    ? integer({ min: rules.min ?? 0, max: MAX_AMOUNT })
    : decimal({ min: rules.min ?? 0, max: MAX_AMOUNT })
export const percent = (): Validator<number> => decimal({ min: 0, max: 100 })
/** A share figure: NaN travels as null in JSON and counts as 0. */
export const share = (max?: number): Validator<number> => optional(decimal({ min: 0, max }), 0)
export const month = (): Validator<number> => monthNumber
export const year = (): Validator<number> => fourDigitYear

const monthNumber = refine(integer(), (value, field) =>
  value >= 1 && value <= 12 ? null : `${field} must be a month from 1 to 12`,
)
const fourDigitYear = refine(integer(), (value, field) =>
  value >= 1000 && value <= 9999 ? null : `${field} must be a four-digit year`,
)

/** A list of ids, none twice; missing is []. */
export function ids(): Validator<number[]> {
  return optional(
    refine(array(id()), (values, field) =>
      new Set(values).size === values.length ? null : `${field} must not hold the same id twice`,
    ),
    [],
  )
}

/** Same-id checks of a list of objects ('rms must not hold the same RM twice'). */
export function distinctBy<T>(key: (value: T) => unknown, description: string) {
  return (values: T[]): string | null =>
    new Set(values.map(key)).size === values.length ? null : description
}

export function isValidDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  return match !== null && isValidDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

const providerDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROVIDER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/**
 * A calendar date, written YYYY-MM-DD. A full ISO date-time is taken too: with a zone (Z or an
 * offset) its date in the provider's time zone, without one its own date.
 */
export function ymd(): Validator<string> {
  return (input, field) => {
    const description = `${field} must be a date written YYYY-MM-DD`
    if (input === undefined || input === null || input === '')
      return fail(field, `${field} is required`)
    if (typeof input !== 'string') return fail(field, description)
    const value = input.trim()
    if (isIsoDate(value)) return { ok: true, value }
    const dateTime = DATE_TIME.exec(value)
    if (!dateTime || !isIsoDate(dateTime[1]!)) return fail(field, description)
    if (dateTime[4] === undefined) return { ok: true, value: dateTime[1]! }
    const instant = new Date(value.replace(' ', 'T'))
    if (Number.isNaN(instant.getTime())) return fail(field, description)
    return { ok: true, value: providerDate.format(instant) }
  }
}

export function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text)
}

/** A time of day written HH:mm (24 hours); HH:mm:ss is taken as its HH:mm. */
export function time(): Validator<string> {
  return (input, field) => {
    if (input === undefined || input === null || input === '')
      return fail(field, `${field} is required`)
    const value = typeof input === 'string' ? input.trim() : ''
    const short = /^\d{2}:\d{2}:[0-5]\d(\.\d+)?$/.test(value) ? value.slice(0, 5) : value
    return isTime(short)
      ? { ok: true, value: short }
      : fail(field, `${field} must be a time written HH:mm`)
  }
}

/** A month sent as YYYYMM (a number or its text); 0 means "no bound" when allowed. */
export function yyyymm(options: { allowZero?: boolean } = {}): Validator<number> {
  return (input, field) => {
    const raw = typeof input === 'number' ? String(input) : input
    const description = `${field} must be a month YYYYMM${options.allowZero ? ' or 0' : ''}`
    if (typeof raw !== 'string') return fail(field, description)
    if (options.allowZero && raw.trim() === '0') return { ok: true, value: 0 }
    const match = /^(\d{4})(\d{2})$/.exec(raw.trim())
    const month = Number(match?.[2])
    if (!match || month < 1 || month > 12) return fail(field, description)
    return { ok: true, value: Number(raw.trim()) }
  }
}

/** A range-picker date sent as YYYYMMDD, or 0 for none: answers 'YYYY-MM-DD' or null. */
export function compactDate(): Validator<string | null> {
  return (input, field) => {
    const raw = typeof input === 'number' ? String(input) : input
    if (raw === '0' || raw === 0) return { ok: true, value: null }
    const match = typeof raw === 'string' ? /^(\d{4})(\d{2})(\d{2})$/.exec(raw.trim()) : null
    const value = match ? `${match[1]}-${match[2]}-${match[3]}` : ''
    return isIsoDate(value)
      ? { ok: true, value }
      : fail(field, `${field} must be a date YYYYMMDD or 0`)
  }
}

/** A comma list (of `item`s), or 0 for all: answers [] for all. */
function commaList(item: Validator<number>): Validator<number[]> {
  return (input, field) => {
    const raw = typeof input === 'number' ? String(input) : input
    if (typeof raw !== 'string' || raw.trim() === '')
      return fail(field, `${field} must be 0 or a comma list`)
    if (raw.trim() === '0') return { ok: true, value: [] }
    const values: number[] = []
    for (const part of raw.split(',')) {
      const result = item(part.trim(), field)
      if (!result.ok) return result
      values.push(result.value)
    }
    return { ok: true, value: values }
  }
}

export const probabilityList = (): Validator<number[]> => commaList(probability())
export const idList = (): Validator<number[]> => commaList(id())

/** A search path segment: '*' (or empty) means no search; answers '' then. */
export function search(): Validator<string> {
  return (input, field) => {
    if (typeof input !== 'string') return fail(field, `${field} must be text`)
    const value = input.trim()
    if (value.length > 200) return fail(field, `${field} must be at most 200 characters`)
    return { ok: true, value: value === '*' ? '' : value }
  }
}

export const page = (): Validator<number> => integer({ min: 1, max: 1_000_000 })
export const perPage = (): Validator<number> => integer({ min: 1, max: 500 })
