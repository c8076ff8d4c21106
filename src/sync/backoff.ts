/** When a failed attempt (no answer, timeout, 5xx) is tried again: capped exponential with jitter. */

export interface BackoffPolicy {
  /** The delay after the first failed attempt, before jitter. */
  baseMs: number
  /** No delay grows beyond this. */
  capMs: number
  /** The share of the delay that is random: 0.5 spreads each delay over [d/2, d]. */
  jitter: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 5 * 60_000, jitter: 0.5 }

/**
 * The wait after `attempts` failed attempts (1 = the first failure): base * 2^(attempts-1), at
 * most cap, of which a `jitter` share is random so that many devices coming back online at once
 * do not retry in step. `random` answers [0, 1).
 */
export function backoffDelay(
  attempts: number,
  random: () => number = Math.random,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  const exponent = Math.max(0, Math.min(attempts, 1_000) - 1)
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent)
  const fixed = ceiling * (1 - policy.jitter)
  return Math.round(fixed + ceiling * policy.jitter * random())
}
