/**
 * Answer schemas: how the PWA reads what the provider answers before it stores it. The fields a
 * screen relies on are checked and read as liberally as requests are (numeric text as a number);
 * every other field is kept as the provider sent it. A provider answering another shape fails the
 * pull with every bad field named, and nothing of that answer is stored.
 */
import {
  array,
  fail,
  integer,
  isRecord,
  text,
  type FieldError,
  type Infer,
  type Shape,
  type Simplify,
  type Validator,
} from './validate.ts'

/** The checked fields of an answer object `T` (the others are kept unchecked). */
export type AnswerShape<T> = { [K in keyof T]?: Validator<T[K]> }

/** Whether a field's validator may give undefined (the field may then be absent). */
type MayBeAbsent<V> = undefined extends Infer<V> ? true : false

/**
 * What `answerObject(shape)` gives: the declared fields as their validators read them, a field
 * whose validator may give undefined optional (an answer may leave it out). The fields an answer
 * holds beyond them are kept at run time but not typed.
 */
export type AnswerOf<S extends Shape> = Simplify<
  { -readonly [K in keyof S as MayBeAbsent<S[K]> extends true ? never : K]-?: Infer<S[K]> } & {
    -readonly [K in keyof S as MayBeAbsent<S[K]> extends true ? K : never]+?: Infer<S[K]>
  }
>

const keptAsSent: Validator<unknown> = (input) => ({ ok: true, value: input })

/**
 * A field the PWA keeps as the provider sent it, not checked: `T` is the contract's word for it
 * (what the provider answers there), not a checked fact. answerObject does not run it.
 */
export const unchecked = <T>(): Validator<T> => keptAsSent as Validator<T>

/**
 * An answer object: declared fields checked, undeclared ones kept as sent; a declared field the
 * answer leaves out and whose validator takes that (optional ones) stays absent. Its type comes
 * from the shape; `answerObject<T>(shape)` instead checks a shape against a type written apart.
 */
export function answerObject<S extends Shape>(shape: S): Validator<AnswerOf<S>>
export function answerObject<T extends object>(shape: AnswerShape<T>): Validator<T>
export function answerObject(shape: object): Validator<object> {
  const entries = (Object.entries(shape) as [string, Validator<unknown>][]).filter(
    ([, validator]) => validator !== keptAsSent,
  )
  return (input, field) => {
    if (!isRecord(input))
      return fail(field, `${field === '' ? 'The answer' : field} must be an object`)
    const value: Record<string, unknown> = { ...input }
    const errors: FieldError[] = []
    for (const [key, validator] of entries) {
      const result = validator(input[key], field === '' ? key : `${field}.${key}`)
      if (!result.ok) errors.push(...result.errors)
      else if (result.value !== undefined || key in input) value[key] = result.value
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value }
  }
}

/** A list of answer objects. */
export function answerList<S extends Shape>(shape: S): Validator<AnswerOf<S>[]>
export function answerList<T extends object>(shape: AnswerShape<T>): Validator<T[]>
export function answerList(shape: object): Validator<object[]> {
  return array(answerObject(shape))
}

/** null stays null; anything else is read by `validator`. */
export function nullable<T>(validator: Validator<T>): Validator<T | null> {
  return (input, field) => (input === null ? { ok: true, value: null } : validator(input, field))
}

/** Answered text, kept exactly as sent (never trimmed). */
export const answerText = (): Validator<string> => text({ trim: false })

/** An entity's version. */
export const answerVersion = (): Validator<number> => integer({ min: 0 })

/** An entity id of an answer (server ids are positive). */
export const answerId = (): Validator<number> => integer({ min: 1 })

/** `{ id, text }` references (people, segments, stages...). */
export const idTextAnswer = answerObject({
  id: integer(),
  text: answerText(),
})

/** A paged list's `info`. */
export const pageInfoAnswer = answerObject({
  page: integer(),
  perPage: integer(),
  total: integer({ min: 0 }),
})
