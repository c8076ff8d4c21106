/**
 * Tiny runtime validators for the API boundary, shared by the browser client and the server.
 * A validator turns unknown input into a typed value or a `description` of what is wrong.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; description: string }
export type Validator<T> = (input: unknown, field: string) => Checked<T>
export type Infer<V> = V extends Validator<infer T> ? T : never

const ok = <T>(value: T): Checked<T> => ({ ok: true, value })
const fail = (description: string): Checked<never> => ({ ok: false, description })

/** Runs a validator on a whole value; `label` names it in the description. */
export function check<T>(validator: Validator<T>, input: unknown, label = 'body'): Checked<T> {
  return validator(input, label)
}

interface IntegerRules {
  min?: number
  max?: number
  step?: number
  oneOf?: readonly number[]
}

/** Integers; numeric strings are accepted too (path params, form values). */
export function integer(rules: IntegerRules = {}): Validator<number> {
  return (input, field) => {
    const value = typeof input === 'string' && /^-?\d+$/.test(input.trim()) ? Number(input) : input
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      return fail(`${field} must be a whole number`)
    }
    if (rules.oneOf && !rules.oneOf.includes(value)) {
      return fail(`${field} must be one of ${rules.oneOf.join(', ')}`)
    }
    if (rules.min !== undefined && value < rules.min)
      return fail(`${field} must be at least ${rules.min}`)
    if (rules.max !== undefined && value > rules.max)
      return fail(`${field} must be at most ${rules.max}`)
    if (rules.step !== undefined && value % rules.step !== 0) {
      return fail(`${field} must be a multiple of ${rules.step}`)
    }
    return ok(value)
  }
}

/** Any finite number (amounts, percents). */
export function decimal(rules: { min?: number; max?: number } = {}): Validator<number> {
  return (input, field) => {
    const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input
    if (typeof value !== 'number' || !Number.isFinite(value))
      return fail(`${field} must be a number`)
    if (rules.min !== undefined && value < rules.min)
      return fail(`${field} must be at least ${rules.min}`)
    if (rules.max !== undefined && value > rules.max)
      return fail(`${field} must be at most ${rules.max}`)
    return ok(value)
  }
}

interface TextRules {
  /** Minimum length after trimming (1 = required, not blank). */
  min?: number
  max?: number
  pattern?: RegExp
  patternText?: string
  /** Keep surrounding spaces (passwords). Default: trimmed. */
  trim?: boolean
}

export function text(rules: TextRules = {}): Validator<string> {
  return (input, field) => {
    if (typeof input !== 'string') return fail(`${field} must be text`)
    const value = rules.trim === false ? input : input.trim()
    if (rules.min !== undefined && value.length < rules.min) {
      return fail(rules.min === 1 ? `${field} is required` : `${field} is too short`)
    }
    if (rules.max !== undefined && value.length > rules.max) {
      return fail(`${field} must be at most ${rules.max} characters`)
    }
    if (rules.pattern && !rules.pattern.test(value)) {
      return fail(`${field} must be ${rules.patternText ?? 'well formed'}`)
    }
    return ok(value)
  }
}

export function boolean(): Validator<boolean> {
  return (input, field) => {
    if (typeof input === 'boolean') return ok(input)
    if (input === 'true' || input === 1) return ok(true)
    if (input === 'false' || input === 0) return ok(false)
    return fail(`${field} must be true or false`)
  }
}

export function literal<const T extends string | number>(...values: readonly T[]): Validator<T> {
  return (input, field) =>
    values.includes(input as T)
      ? ok(input as T)
      : fail(`${field} must be one of ${values.join(', ')}`)
}

/** A missing (undefined or null) value becomes `fallback`. */
export function optional<T, F extends T | null | undefined>(
  validator: Validator<T>,
  fallback: F,
): Validator<T | F> {
  return (input, field) =>
    input === undefined || input === null ? ok(fallback) : validator(input, field)
}

export function array<T>(
  item: Validator<T>,
  rules: { min?: number; max?: number } = {},
): Validator<T[]> {
  return (input, field) => {
    if (!Array.isArray(input)) return fail(`${field} must be a list`)
    if (rules.min !== undefined && input.length < rules.min)
      return fail(`${field} needs at least ${rules.min} item(s)`)
    if (rules.max !== undefined && input.length > rules.max)
      return fail(`${field} has too many items`)
    const values: T[] = []
    for (const [index, entry] of input.entries()) {
      const result = item(entry, `${field}[${index}]`)
      if (!result.ok) return result
      values.push(result.value)
    }
    return ok(values)
  }
}

type Shape = Record<string, Validator<unknown>>
export type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> }

/** Plain objects; unknown keys are dropped. */
export function object<S extends Shape>(shape: S): Validator<ObjectOf<S>> {
  return (input, field) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return fail(`${field} must be an object`)
    }
    const source = input as Record<string, unknown>
    const value: Record<string, unknown> = {}
    for (const [key, validator] of Object.entries(shape)) {
      const result = validator(source[key], field === 'body' ? key : `${field}.${key}`)
      if (!result.ok) return result
      value[key] = result.value
    }
    return ok(value as ObjectOf<S>)
  }
}

/** Applies a further rule to an already valid value. */
export function refine<T>(
  validator: Validator<T>,
  rule: (value: T) => string | null,
): Validator<T> {
  return (input, field) => {
    const result = validator(input, field)
    if (!result.ok) return result
    const problem = rule(result.value)
    return problem === null ? result : fail(problem)
  }
}

// Rules of the specification -----------------------------------------------------------------

/** Database ids: positive integers. */
export const id = (): Validator<number> => integer({ min: 1, max: 2_147_483_647 })
/** An id or 0 for "none" / "all". */
export const idOrZero = (): Validator<number> => integer({ min: 0, max: 2_147_483_647 })
/** Probabilities 10..100 by 10. */
export const probability = (): Validator<number> => integer({ min: 10, max: 100, step: 10 })
export const stageId = (): Validator<number> => integer({ min: 1, max: 5 })
export const stateCode = (): Validator<2 | 3 | 4> =>
  integer({ oneOf: [2, 3, 4] }) as Validator<2 | 3 | 4>
/** IDR amounts: whole, never negative. */
export const amount = (): Validator<number> => integer({ min: 0, max: 9_000_000_000_000_000 })
export const percent = (): Validator<number> => decimal({ min: 0, max: 100 })

export function isValidDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** A calendar date sent as YYYY-MM-DD. */
export function ymd(): Validator<string> {
  return (input, field) => {
    if (typeof input !== 'string') return fail(`${field} must be a date YYYY-MM-DD`)
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim().slice(0, 10))
    if (!match || !isValidDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
      return fail(`${field} must be a date YYYY-MM-DD`)
    }
    return ok(`${match[1]}-${match[2]}-${match[3]}`)
  }
}

/** A month sent as YYYYMM (a number or its text); 0 means "no bound" when allowed. */
export function yyyymm(options: { allowZero?: boolean } = {}): Validator<number> {
  return (input, field) => {
    const raw = typeof input === 'number' ? String(input) : input
    if (typeof raw !== 'string') return fail(`${field} must be a month YYYYMM`)
    if (options.allowZero && raw.trim() === '0') return ok(0)
    const match = /^(\d{4})(\d{2})$/.exec(raw.trim())
    const month = Number(match?.[2])
    if (!match || month < 1 || month > 12) {
      return fail(`${field} must be a month YYYYMM${options.allowZero ? ' or 0' : ''}`)
    }
    return ok(Number(raw.trim()))
  }
}

/** A comma list of probabilities, or 0 for all: answers [] for all. */
export function probabilityList(): Validator<number[]> {
  return (input, field) => {
    const raw = typeof input === 'number' ? String(input) : input
    if (typeof raw !== 'string' || raw.trim() === '')
      return fail(`${field} must be 0 or a comma list`)
    if (raw.trim() === '0') return ok([])
    const values: number[] = []
    for (const part of raw.split(',')) {
      const result = probability()(part.trim(), field)
      if (!result.ok) return result
      values.push(result.value)
    }
    return ok(values)
  }
}

/** A comma list of ids, or 0 for all: answers [] for all. */
export function idList(): Validator<number[]> {
  return (input, field) => {
    const raw = typeof input === 'number' ? String(input) : input
    if (typeof raw !== 'string' || raw.trim() === '')
      return fail(`${field} must be 0 or a comma list`)
    if (raw.trim() === '0') return ok([])
    const values: number[] = []
    for (const part of raw.split(',')) {
      const result = id()(part.trim(), field)
      if (!result.ok) return result
      values.push(result.value)
    }
    return ok(values)
  }
}

/** A search path segment: '*' (or empty) means no search; answers '' then. */
export function search(): Validator<string> {
  return (input, field) => {
    if (typeof input !== 'string') return fail(`${field} must be text`)
    const value = input.trim()
    if (value.length > 200) return fail(`${field} must be at most 200 characters`)
    return ok(value === '*' ? '' : value)
  }
}

export const page = (): Validator<number> => integer({ min: 1, max: 1_000_000 })
export const perPage = (): Validator<number> => integer({ min: 1, max: 500 })
