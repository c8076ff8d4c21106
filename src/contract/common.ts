/** Shapes shared by many calls of the provider API (api-notes.md "Shapes"). */

export interface IdText {
  id: number
  text: string
}

/** Every refusal (400, 401 with a body, 403, 404, 409) carries a list of these. */
export interface ErrorDescription {
  description: string
  code?: string
}
export type ErrorBody = ErrorDescription[]

export interface PageInfo {
  page: number
  perPage: number
  total: number
}

export interface Paged<T> {
  items: T[]
  info: PageInfo
}

/** Headers of the replay protocol (ARCHITECTURE.md "The outbox"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IF_MATCH_HEADER = 'If-Match'
/** Entities answer their version in this header too, so clients can keep a base for If-Match. */
export const VERSION_HEADER = 'ETag'
