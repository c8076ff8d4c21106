import { badRequest } from './errors.ts'

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a request would reach the database as an
 * error (a 500, which the PWA retries for ever). It is refused here, before any handler runs.
 */
export const NUL_REFUSAL = 'Text must not contain NUL (\\u0000) characters'

/** No call's body nests deeper than a few levels; a hostile one may nest 100,000. */
export const MAX_JSON_DEPTH = 64
export const DEPTH_REFUSAL = `The request body must not nest more than ${MAX_JSON_DEPTH} levels deep`

/**
 * What makes a parsed JSON value unfit for a handler: a NUL in a string (key included), or
 * nesting past MAX_JSON_DEPTH. Walked with a stack of its own, not by recursion: a value nested
 * 100,000 deep would overflow the call stack (a 500) before it was refused.
 */
function hostility(value: unknown): 'nul' | 'deep' | null {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }]
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul'
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    if (depth >= MAX_JSON_DEPTH) return 'deep'
    for (const [key, each] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'nul'
      stack.push({ item: each, depth: depth + 1 })
    }
  }
  return null
}

/** True when a parsed JSON value holds a NUL in any string, key included. */
export const holdsNul = (value: unknown): boolean => hostility(value) === 'nul'

/** Refuses (400) a body that holds a NUL or nests too deep. */
export function refuseHostileJson(value: unknown): void {
  const found = hostility(value)
  if (found === 'nul') throw badRequest(NUL_REFUSAL)
  if (found === 'deep') throw badRequest(DEPTH_REFUSAL)
}

/** A NUL in the path or query (%00), read before routing. */
export const urlHoldsNul = (url: string): boolean => url.includes('\u0000') || /%00/.test(url)
