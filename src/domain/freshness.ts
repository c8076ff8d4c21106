/** When the board says "as of <time>": the data is old, the device is offline, or the last pull failed. */

/** Lists older than this are "old" (the board pulls every minute while open and online). */
export const STALE_AFTER_MS = 5 * 60_000

export interface Freshness {
  fetchedAt: number | undefined
  offline: boolean
  failed: boolean
  now: number
}

export function showsAsOf({ fetchedAt, offline, failed, now }: Freshness): boolean {
  if (fetchedAt === undefined) return false
  return offline || failed || now - fetchedAt > STALE_AFTER_MS
}
