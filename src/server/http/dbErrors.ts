import { describe, HttpError } from './errors.ts'

/**
 * A safety net: handlers validate before writing, but a constraint the database enforces
 * (a vanished reference, a duplicate) still answers a clear 4xx rather than a 500.
 */
export function fromDatabaseError(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case '23503':
      return new HttpError(400, describe('A referenced record does not exist'))
    case '23505':
      return new HttpError(409, describe('This record already exists'))
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return new HttpError(400, describe('A field has an invalid value'))
    case '40001':
    case '40P01':
      return new HttpError(409, describe('The record changed at the same time; try again'))
    default:
      return null
  }
}
