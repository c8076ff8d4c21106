import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_DOCUMENT_BYTES } from '../../contract/uploadRules.ts'
import type { AppEnv } from './env.ts'
import { describe } from './errors.ts'

/** Every JSON body but the ones carrying a file: far above any real form, far below harm. */
export const JSON_BODY_LIMIT = 1024 * 1024
/** A document sent as base64 in JSON (4/3 of its bytes) with the rest of its form. */
const BASE64_DOCUMENT_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + JSON_BODY_LIMIT

/** The JSON routes that carry a file as base64; their own checks give the precise refusal. */
const LARGER: readonly (readonly [RegExp, number])[] = [
  [/^\/api\/pipeline\/proposal(\/[^/]+)?$/, BASE64_DOCUMENT_LIMIT],
  [/^\/api\/pipeline\/projection\/invoice$/, BASE64_DOCUMENT_LIMIT],
]

/**
 * The multipart uploads read their body with their own limit (file size plus framing, see
 * readForm) and refuse in the shapes the spec gives them (the CSV upload answers 200 'invalid').
 */
const OWN_LIMIT = /^\/api\/(upload\/csv|pipeline\/pricing\/upload)$/

export function bodyLimitFor(path: string): number | null {
  if (OWN_LIMIT.test(path)) return null
  return LARGER.find(([pattern]) => pattern.test(path))?.[1] ?? JSON_BODY_LIMIT
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** 413 [{description}] for a body over the route's limit, counted as it streams in. */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  const byLimit = new Map<number, MiddlewareHandler>()
  return (c, next) => {
    const maxSize = bodyLimitFor(c.req.path)
    if (maxSize === null) return next()
    let limit = byLimit.get(maxSize)
    if (!limit) {
      limit = bodyLimit({
        maxSize,
        onError: (c) => {
          // The rest of the body is never read: the connection cannot carry another request, and a
          // client that put it back in its pool would see its next request cut off.
          c.header('Connection', 'close')
          return c.json(
            describe(`The request body is too large (at most ${megabytes(maxSize)})`),
            413,
          )
        },
      })
      byLimit.set(maxSize, limit)
    }
    return limit(c, next)
  }
}
