/**
 * The contract's one schema style, shared by the browser client and the server. A validator
 * turns unknown input into a typed value, or into the list of every bad field with a
 * description in the spec's wording style ("userId must be a whole number").
 *
 * Liberal in what it accepts (what clients of the provider API really send):
 * - numeric text where a number is expected ('12' for 12), and a number where text is expected;
 * - 'true'/'false' and 1/0 where a flag is expected;
 * - a full ISO date-time where a date is expected: its date in the provider's time zone;
 * - an empty string, null or nothing for an optional value: the value's default ("none");
 * - fields an object does not declare: dropped.
 */

export interface FieldError {
  /** The payload field, e.g. 'objective' or 'items[2].month'; '' for the payload as a whole. */
  field: string
  description: string
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }
export type Validator<T> = (input: unknown, field: string) => Validation<T>
/**
 * The type a validator gives: the contract's types are written as `Infer<typeof schema>`. The
 * builders below type what they give precisely: `object` every declared field (a field whose
 * validator may give undefined present, holding undefined), `optional` its fallback's type only
 * where the validator's does not already hold it, `literal` the union of its values.
 */
export type Infer<V> = V extends Validator<infer T> ? T : never

/** One object type for an intersection or a mapped type, as editors and errors show it. */
export type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The provider's time zone: a date-time sent where a date is expected counts in it (WIB, UTC+7). */
export const PROVIDER_TIME_ZONE = 'Asia/Jakarta'

const ok = <T>(value: T): Validation<T> => ({ ok: true, value })
export const fail = (field: string, description: string): Validation<never> => ({
  ok: false,
  errors: [{ field, description }],
})
const isMissing = (input: unknown): boolean => input === undefined || input === null
const required = (field: string): Validation<never> => fail(field, `${name(field)} is required`)
/** The name a description starts with ('' is the payload as a whole). */
const name = (field: string): string => (field === '' ? 'The payload' : field)

/** Runs a validator on a whole value; `label` names it in descriptions ('' for a payload). */
export function check<T>(validator: Validator<T>, input: unknown, label = ''): Validation<T> {
  return validator(input, label)
}

/** The descriptions of a failed validation, joined for one line of text. */
export function describeErrors(errors: readonly FieldError[]): string {
  return errors.map((error) => error.description).join('; ')
}

function numberFrom(input: unknown, pattern: RegExp): unknown {
  return typeof input === 'string' && pattern.test(input.trim()) ? Number(input.trim()) : input
}

interface NumberRules {
  min?: number
  max?: number
}

interface IntegerRules extends NumberRules {
  step?: number
  oneOf?: readonly number[]
}

function range(
  field: string,
  value: number,
  rules: NumberRules,
  kind: 'a whole number' | 'a number',
): Validation<number> {
  if (rules.min !== undefined && value < rules.min)
    return fail(field, `${field} must be ${kind} of at least ${rules.min}`)
  if (rules.max !== undefined && value > rules.max)
    return fail(field, `${field} must be ${kind} of at most ${rules.max}`)
  return ok(value)
}

/** Whole numbers, or their text. */
export function integer(rules: IntegerRules = {}): Validator<number> {
  return (input, field) => {
    if (isMissing(input) || input === '') return required(field)
    const value = numberFrom(input, /^-?\d+$/)
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      return fail(field, `${field} must be a whole number`)
    }
    if (rules.oneOf && !rules.oneOf.includes(value)) {
      return fail(field, `${field} must be one of ${rules.oneOf.join(', ')}`)
    }
    if (rules.step !== undefined && value % rules.step !== 0) {
      return fail(field, `${field} must be a multiple of ${rules.step}`)
    }
    return range(field, value, rules, 'a whole number')
  }
}

/** Any finite number, or its text (amounts, percents). */
export function decimal(rules: NumberRules = {}): Validator<number> {
  return (input, field) => {
    if (isMissing(input) || input === '') return required(field)
    const value = numberFrom(input, /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/)
    if (typeof value !== 'number' || !Number.isFinite(value))
      return fail(field, `${field} must be a number`)
    return range(field, value, rules, 'a number')
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

/** Text; a number sent where text is expected is taken as its text. */
export function text(rules: TextRules = {}): Validator<string> {
  return (input, field) => {
    if (isMissing(input)) return rules.min ? required(field) : fail(field, `${field} must be text`)
    const raw = typeof input === 'number' && Number.isFinite(input) ? String(input) : input
    if (typeof raw !== 'string') return fail(field, `${field} must be text`)
    const value = rules.trim === false ? raw : raw.trim()
    if (rules.min !== undefined && value.length < rules.min) {
      return fail(field, rules.min === 1 ? `${field} is required` : `${field} is too short`)
    }
    if (rules.max !== undefined && value.length > rules.max) {
      return fail(field, `${field} must be at most ${rules.max} characters`)
    }
    if (rules.pattern && !rules.pattern.test(value)) {
      return fail(field, `${field} must be ${rules.patternText ?? 'well formed'}`)
    }
    return ok(value)
  }
}

export function boolean(): Validator<boolean> {
  return (input, field) => {
    if (isMissing(input)) return required(field)
    if (typeof input === 'boolean') return ok(input)
    if (input === 'true' || input === 1) return ok(true)
    if (input === 'false' || input === 0) return ok(false)
    return fail(field, `${field} must be true or false`)
  }
}

/** One of the given values; numeric text stands for a number value. */
export function literal<const T extends string | number>(...values: readonly T[]): Validator<T> {
  return (input, field) => {
    if (isMissing(input) || input === '') return required(field)
    const value = typeof values[0] === 'number' ? numberFrom(input, /^-?\d+$/) : input
    if (values.includes(value as T)) return ok(value as T)
    const expected = values.length === 1 ? String(values[0]) : `one of ${values.join(', ')}`
    return fail(field, `${field} must be ${expected}`)
  }
}

/**
 * A missing value (undefined, null or '') becomes `fallback`. Its type adds to the validator's
 * only what that lacks (null, undefined): `optional(array(id()), [])` gives number[].
 */
export function optional<T, F extends T | null | undefined>(
  validator: Validator<T>,
  fallback: F,
): Validator<T | Exclude<F, T>> {
  return (input, field) =>
    isMissing(input) || input === '' ? ok(fallback as T | Exclude<F, T>) : validator(input, field)
}

export function array<T>(
  item: Validator<T>,
  rules: { min?: number; max?: number } = {},
): Validator<T[]> {
  return (input, field) => {
    if (isMissing(input) && rules.min) return required(field)
    if (!Array.isArray(input)) return fail(field, `${field} must be a list`)
    if (rules.min !== undefined && input.length < rules.min)
      return fail(field, `${field} must hold at least ${rules.min} entry`)
    if (rules.max !== undefined && input.length > rules.max)
      return fail(field, `${field} has too many items`)
    const values: T[] = []
    const errors: FieldError[] = []
    for (let index = 0; index < input.length; index++) {
      // Checked unnamed first: a long list's entries would each build the names of their fields.
      // Validators are pure, so an entry that fails is checked again, named, for its errors.
      const result = item(input[index], '')
      if (result.ok) values.push(result.value)
      else {
        const named = item(input[index], `${field}[${index}]`)
        if (!named.ok) errors.push(...named.errors)
      }
    }
    return errors.length > 0 ? { ok: false, errors } : ok(values)
  }
}

/** The validators of an object's fields, by field name. */
export type Shape = Record<string, Validator<unknown>>
/**
 * What `object(shape)` gives: every declared field, as its validator reads it (mutable, and
 * present even when its value is undefined). object() writes it out, so editors show the fields.
 */
export type ObjectOf<S extends Shape> = { -readonly [K in keyof S]-?: Infer<S[K]> }

/** Plain objects; every field is checked and every bad one reported; undeclared keys are dropped. */
export function object<S extends Shape>(
  shape: S,
): Validator<{ -readonly [K in keyof S]-?: Infer<S[K]> }> {
  return (input, field) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return fail(field, `${name(field)} must be an object`)
    }
    const source = input as Record<string, unknown>
    const value: Record<string, unknown> = {}
    const errors: FieldError[] = []
    for (const [key, validator] of Object.entries(shape)) {
      const result = validator(source[key], field === '' ? key : `${field}.${key}`)
      if (result.ok) value[key] = result.value
      else errors.push(...result.errors)
    }
    return errors.length > 0 ? { ok: false, errors } : ok(value as ObjectOf<S>)
  }
}

/** A rule's verdict: nothing wrong (null or []), a description of the field, or field errors. */
export type RuleVerdict = string | FieldError | readonly FieldError[] | null

/** Applies a further rule to an already valid value (cross-field rules of a payload). */
export function refine<T>(
  validator: Validator<T>,
  rule: (value: T, field: string) => RuleVerdict,
): Validator<T> {
  return (input, field) => {
    const result = validator(input, field)
    if (!result.ok) return result
    const verdict = rule(result.value, field)
    if (verdict === null) return result
    if (typeof verdict === 'string') return fail(field, verdict)
    const errors = Array.isArray(verdict) ? [...verdict] : [verdict as FieldError]
    return errors.length === 0 ? result : { ok: false, errors }
  }
}

/** Builds a field's name inside a payload the way `object` does. */
export const fieldOf = (parent: string, key: string): string =>
  parent === '' ? key : `${parent}.${key}`

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
