import { describe, HttpError } from './errors.ts'

/**
 * A safety net: handlers validate before writing, but a constraint the database enforces
 * (a vanished reference, a duplicate) or a value it cannot take still answers a clear 4xx rather
 * than a 500 (which the PWA would retry for ever).
 */
export function fromDatabaseError(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return null
  // Class 22, data exception: a value the database refuses (22021 an invalid byte sequence,
  // 22P05 an untranslatable character, 22001 too long, 22003 out of range, 22007/22008 dates).
  if (code.startsWith('22')) return new HttpError(400, describe('A field has an invalid value'))
  switch (code) {
    case '54000':
      // program_limit_exceeded: e.g. a text too long for an index row.
      return new HttpError(400, describe('A field is too long'))
    case '23503':
      return new HttpError(400, describe('A referenced record does not exist'))
    case '23505':
      return new HttpError(409, describe('This record already exists'))
    case '23514':
      return new HttpError(400, describe('A field has an invalid value'))
    case '40001':
    case '40P01':
      return new HttpError(409, describe('The record changed at the same time; try again'))
    default:
      return null
  }
}
