/** Shapes shared by many calls of the provider API (api-notes.md "Shapes"). */
import type { idTextAnswer, pageInfoAnswer } from './answer.ts'
import type { Infer } from './validate.ts'

/** `{ id, text }` references (people, segments, stages...). */
export type IdText = Infer<typeof idTextAnswer>

/** Every refusal (400, 401 with a body, 403, 404, 409) carries a list of these. */
export interface ErrorDescription {
  description: string
  code?: string
}
export type ErrorBody = ErrorDescription[]

/** A paged list's `info`. */
export type PageInfo = Infer<typeof pageInfoAnswer>

export interface Paged<T> {
  items: T[]
  info: PageInfo
}

/** Headers of the replay protocol (README "How a change reaches the server"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IF_MATCH_HEADER = 'If-Match'
/** Entities answer their version in this header too, so clients can keep a base for If-Match. */
export const VERSION_HEADER = 'ETag'

/** ETag of an entity version: the version number in quotes (`"3"`). */
export const formatETag = (version: number): string => `"${version}"`

/**
 * ETag of a read of an entity: its version, then a digest of the answer's body (`"3-Xk2v…"`), so a
 * body that changes without the version (a name joined from another table) changes the tag too,
 * and If-Match with the tag still names the version (parseETag).
 */
export const formatReadETag = (version: number, digest: string): string => `"${version}-${digest}"`

/**
 * Reads a version from an ETag or If-Match value: `"3"`, a read's `"3-<digest>"`, `W/"3"` or `3`;
 * null when unreadable.
 */
export function parseETag(header: string | null | undefined): number | null {
  if (!header) return null
  const match = /^(?:W\/)?"?(\d+)(?:-[\w-]*)?"?$/.exec(header.trim())
  return match ? Number(match[1]) : null
}

/** Every versioned entity answers its version. */
export interface Versioned {
  version: number
}
