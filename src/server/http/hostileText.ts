import { badRequest } from './errors.ts'

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a request would reach the database as an
 * error (a 500, which the PWA retries for ever). It is refused here, before any handler runs.
 */
export const NUL_REFUSAL = 'Text must not contain NUL (\\u0000) characters'

/** True when a parsed JSON value holds a NUL in any string, key included. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item))
  }
  return false
}

export function refuseNul(value: unknown): void {
  if (holdsNul(value)) throw badRequest(NUL_REFUSAL)
}

/** A NUL in the path or query (%00), read before routing. */
export const urlHoldsNul = (url: string): boolean => url.includes('\u0000') || /%00/.test(url)
