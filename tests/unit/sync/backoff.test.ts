import { describe, expect, it } from 'vitest'
import { backoffDelay, DEFAULT_BACKOFF } from '../../../src/sync/backoff.ts'

const policy = { baseMs: 1_000, capMs: 60_000, jitter: 0.5 }

describe('retry backoff', () => {
  it('doubles after each failed attempt, from the base delay', () => {
    const highest = [1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts, () => 1, policy))
    expect(highest).toEqual([1_000, 2_000, 4_000, 8_000, 16_000])
  })

  it('never grows beyond the cap, however many attempts failed', () => {
    expect(backoffDelay(7, () => 1, policy)).toBe(60_000)
    expect(backoffDelay(50, () => 1, policy)).toBe(60_000)
    expect(backoffDelay(100_000, () => 1, policy)).toBe(60_000)
  })

  it('spreads each delay over its upper half with jitter', () => {
    expect(backoffDelay(3, () => 0, policy)).toBe(2_000)
    expect(backoffDelay(3, () => 0.5, policy)).toBe(3_000)
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(4, Math.random, policy)
      expect(delay).toBeGreaterThanOrEqual(4_000)
      expect(delay).toBeLessThanOrEqual(8_000)
    }
  })

  it('waits the base delay (with jitter) after the first failure, and at most five minutes by default', () => {
    expect(backoffDelay(1, () => 1)).toBe(DEFAULT_BACKOFF.baseMs)
    expect(backoffDelay(0, () => 1)).toBe(DEFAULT_BACKOFF.baseMs)
    expect(backoffDelay(30, () => 1)).toBe(5 * 60_000)
  })
})
