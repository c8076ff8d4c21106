/**
 * Answer schemas: how the PWA reads what the provider answers before it stores it. The fields a
 * screen relies on are checked and read as liberally as requests are (numeric text as a number);
 * every other field is kept as the provider sent it. A provider answering another shape fails the
 * pull with every bad field named, and nothing of that answer is stored.
 */
import type { PageInfo } from './common.ts'
import {
  array,
  fail,
  integer,
  isRecord,
  text,
  type FieldError,
  type Validator,
} from './validate.ts'

/** The checked fields of an answer object `T` (the others are kept unchecked). */
export type AnswerShape<T> = { [K in keyof T]?: Validator<T[K]> }

/**
 * An answer object: declared fields checked, undeclared ones kept as sent; a declared field the
 * answer leaves out and whose validator takes that (optional ones) stays absent.
 */
export function answerObject<T extends object>(shape: AnswerShape<T>): Validator<T> {
  const entries = Object.entries(shape) as [string, Validator<unknown>][]
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
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value: value as T }
  }
}

/** A list of answer objects. */
export const answerList = <T extends object>(shape: AnswerShape<T>): Validator<T[]> =>
  array(answerObject(shape))

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
export const idTextAnswer = answerObject<{ id: number; text: string }>({
  id: integer(),
  text: answerText(),
})

/** A paged list's `info`. */
export const pageInfoAnswer = answerObject<PageInfo>({
  page: integer(),
  perPage: integer(),
  total: integer({ min: 0 }),
})
