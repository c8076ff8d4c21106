import { STALE_AFTER_MS } from '../pipeline/freshness.ts'

/** The client cache needs no refill when both full lists were fetched within `maxAgeMs`. */
export const clientCacheIsFresh = (
  fetchedAt: readonly (number | undefined)[],
  now: number,
  maxAgeMs: number = STALE_AFTER_MS,
): boolean => fetchedAt.every((at) => at !== undefined && now - at <= maxAgeMs)
