import { expect } from 'vitest'
import { type FieldError, type Validation } from '../../../src/contract/validate.ts'

/** A refusal case: its name, the fields changed from a good payload, the error expected. */
export type Refusal = [
  name: string,
  change: Record<string, unknown>,
  field: string,
  description: string,
]

export function expectAccepted<T>(result: Validation<T>): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`)
  return result.value
}

export function expectRefused<T>(result: Validation<T>, error: FieldError): void {
  expect(result.ok).toBe(false)
  expect(result.ok ? [] : result.errors).toContainEqual(error)
}
