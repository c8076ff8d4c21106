import { describe, expect, it } from 'vitest'
import { clientCacheIsFresh } from '../../../src/features/clients/clientCache.ts'
import { STALE_AFTER_MS } from '../../../src/features/pipeline/freshness.ts'

const NOW = 1_800_000_000_000

describe('the client cache a dialog relies on', () => {
  it('is fresh when both full lists were fetched within five minutes', () => {
    expect(clientCacheIsFresh([NOW - 1_000, NOW - STALE_AFTER_MS], NOW)).toBe(true)
  })

  it('is refilled when either list is older, or was never fetched on this device', () => {
    expect(clientCacheIsFresh([NOW - 1_000, NOW - STALE_AFTER_MS - 1], NOW)).toBe(false)
    expect(clientCacheIsFresh([NOW - 1_000, undefined], NOW)).toBe(false)
    expect(clientCacheIsFresh([undefined, undefined], NOW)).toBe(false)
  })
})
