/**
 * A pull that failed: the server's status and body, or what is wrong with a 200 answer of another
 * shape. Its own module, as conditional GETs and list pulls both throw it.
 */
import { describeErrors, type FieldError } from '../contract/validate.ts'

export class PullError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** What is wrong with a 200 answer of another shape. */
    readonly problems: readonly FieldError[] = [],
  ) {
    super(
      problems.length > 0
        ? `The answer has another shape: ${describeErrors(problems.slice(0, 3))}`
        : `Pull answered ${status}`,
    )
    this.name = 'PullError'
  }
}
