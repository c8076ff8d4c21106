import type { Validation } from '../../contract/payloadChecks.ts'
import { HttpError } from './errors.ts'

/** The value of a contract payload check, or 400 `[{ description }]` naming every bad field. */
export function accepted<T>(result: Validation<T>): T {
  if (result.ok) return result.value
  throw new HttpError(
    400,
    result.errors.map((error) => ({ description: error.description })),
  )
}
