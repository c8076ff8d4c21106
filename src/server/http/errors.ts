import type { ErrorBody } from '../../contract/common.ts'
import type { FieldError } from '../../contract/validate.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../domain/messages.ts'

/** A refusal with a status and a body; thrown inside handlers, answered by the app's onError. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`)
  }
}

export const describe = (description: string, code?: string): ErrorBody =>
  code ? [{ description, code }] : [{ description }]

export const badRequest = (description: string): HttpError =>
  new HttpError(400, describe(description))
/** A payload with bad fields: 400 with one `{ description }` per bad field. */
export const invalid = (errors: readonly FieldError[]): HttpError =>
  new HttpError(
    400,
    errors.map((error) => ({ description: error.description })),
  )
export const notFound = (what: string): HttpError =>
  new HttpError(404, describe(`${what} not found`))
export const conflict = (description: string): HttpError =>
  new HttpError(409, describe(description))
/** Role refusals: 'Hold Up!' / "Authorized owner's only" on the client. */
export const forbidden = (): HttpError => new HttpError(403, describe(AUTHORIZED_OWNERS_ONLY))
/** 401 with an empty body: "token expired", the client refreshes. */
export const tokenExpired = (): HttpError => new HttpError(401, null)
/** 401 with a body: a refusal shown to the person (sign-in page). */
export const unauthorized = (description: string): HttpError =>
  new HttpError(401, describe(description))
