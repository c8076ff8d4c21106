/** The error catalogue (core-spec section 8) as typed errors. */
import {
  AUTHORIZED_OWNERS_ONLY,
  ERROR_CONNECTION,
  ERROR_INPUT,
  HOLD_UP,
  OPPS,
} from '../domain/messages.ts'

/**
 * - input: 400, the 'Opps' modal asking to fill the fields correctly;
 * - forbidden: 403, 'Hold Up!' when the server says "Authorized owner's only";
 * - refused: 401 with a body (e.g. a wrong password): its descriptions;
 * - conflict: 409 or 412, `body` holds the server's current state;
 * - network: no answer, a timeout or a 5xx;
 * - other: any other error status (404, 429...), shown like a network error;
 * - sessionEnded: the token could not be renewed; the session was cleared.
 */
export type ApiErrorKind =
  'input' | 'forbidden' | 'refused' | 'conflict' | 'network' | 'other' | 'sessionEnded'

export interface ApiErrorInit {
  kind: ApiErrorKind
  status: number
  title: string
  message: string
  descriptions?: string[]
  body?: unknown
  cause?: unknown
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number
  /** The title of the modal that shows this error. */
  readonly title: string
  /** The server's `[{ description }]` list, when it sent one. */
  readonly descriptions: string[]
  /** The parsed answer body (for a conflict: the server's current state). */
  readonly body: unknown

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.title = init.title
    this.descriptions = init.descriptions ?? []
    this.body = init.body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Reads the descriptions of a `[{ description }]` (or a single `{ description }`) body. */
export function descriptionsOf(body: unknown): string[] {
  const entries = Array.isArray(body) ? body : [body]
  return entries.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const description = (entry as { description?: unknown }).description
    return typeof description === 'string' && description !== '' ? [description] : []
  })
}

export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const descriptions = descriptionsOf(body)
  const first = descriptions[0]
  const base = { status, body, descriptions }
  if (status === 400)
    return new ApiError({ ...base, kind: 'input', title: OPPS, message: ERROR_INPUT })
  if (status === 401) {
    return new ApiError({
      ...base,
      kind: 'refused',
      title: OPPS,
      message: first ?? ERROR_CONNECTION,
    })
  }
  if (status === 403) {
    const message = first ?? AUTHORIZED_OWNERS_ONLY
    const title = message === AUTHORIZED_OWNERS_ONLY ? HOLD_UP : OPPS
    return new ApiError({ ...base, kind: 'forbidden', title, message })
  }
  if (status === 409 || status === 412) {
    return new ApiError({
      ...base,
      kind: 'conflict',
      title: OPPS,
      message: first ?? ERROR_CONNECTION,
    })
  }
  const kind = status >= 500 ? 'network' : 'other'
  return new ApiError({ ...base, kind, title: OPPS, message: ERROR_CONNECTION })
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({ kind: 'network', status: 0, title: OPPS, message: ERROR_CONNECTION, cause })
}

export function sessionEndedError(status: number, body?: unknown): ApiError {
  return new ApiError({
    kind: 'sessionEnded',
    status,
    body,
    descriptions: descriptionsOf(body),
    title: OPPS,
    message: ERROR_CONNECTION,
  })
}
