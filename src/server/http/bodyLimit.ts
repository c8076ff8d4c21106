import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_DOCUMENT_BYTES } from '../../contract/payloadChecks.ts'
import { MAX_CSV_BYTES } from '../../contract/uploads.ts'
import type { AppEnv } from './env.ts'
import { describe } from './errors.ts'
import { FRAMING_BYTES } from './multipart.ts'

/** Every JSON body but the ones carrying a file: far above any real form, far below harm. */
export const JSON_BODY_LIMIT = 1024 * 1024
/** A document sent as base64 in JSON (4/3 of its bytes) with the rest of its form. */
const BASE64_DOCUMENT_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + JSON_BODY_LIMIT

/** The routes that take a file; their own checks give the precise refusal under these limits. */
const LARGER: readonly (readonly [RegExp, number])[] = [
  [/^\/api\/upload\/csv$/, MAX_CSV_BYTES + FRAMING_BYTES],
  [/^\/api\/pipeline\/pricing\/upload$/, MAX_DOCUMENT_BYTES + FRAMING_BYTES],
  [/^\/api\/pipeline\/proposal(\/[^/]+)?$/, BASE64_DOCUMENT_LIMIT],
  [/^\/api\/pipeline\/projection\/invoice$/, BASE64_DOCUMENT_LIMIT],
]

export function bodyLimitFor(path: string): number {
  return LARGER.find(([pattern]) => pattern.test(path))?.[1] ?? JSON_BODY_LIMIT
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** 413 [{description}] for a body over the route's limit, counted as it streams in. */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  const byLimit = new Map<number, MiddlewareHandler>()
  return (c, next) => {
    const maxSize = bodyLimitFor(c.req.path)
    let limit = byLimit.get(maxSize)
    if (!limit) {
      limit = bodyLimit({
        maxSize,
        onError: (c) =>
          c.json(describe(`The request body is too large (at most ${megabytes(maxSize)})`), 413),
      })
      byLimit.set(maxSize, limit)
    }
    return limit(c, next)
  }
}
