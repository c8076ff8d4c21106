import { expect, it } from 'vitest'
import { sequentialRoundTrips } from '../../bench/roundTrips.ts'

it('counts requests in flight together as one round trip', () => {
  expect(
    sequentialRoundTrips([
      { sentAt: 0, endedAt: 1 },
      { sentAt: 0.1, endedAt: 1.2 },
      { sentAt: 0.5, endedAt: 0.9 },
    ]),
  ).toBe(1)
})

it('counts a request sent after another ended as the next round trip', () => {
  expect(
    sequentialRoundTrips([
      { sentAt: 2, endedAt: 3 },
      { sentAt: 0, endedAt: 1 },
      { sentAt: 1, endedAt: 2 },
    ]),
  ).toBe(3)
})

it('follows the longest chain, not the order requests were sent in', () => {
  // The long request overlaps the whole chain of three short ones.
  expect(
    sequentialRoundTrips([
      { sentAt: 0, endedAt: 10 },
      { sentAt: 0.5, endedAt: 1 },
      { sentAt: 1.5, endedAt: 2 },
      { sentAt: 2.5, endedAt: 3 },
      { sentAt: 10.5, endedAt: 11 },
    ]),
  ).toBe(4)
})

it('answers 0 for no request', () => {
  expect(sequentialRoundTrips([])).toBe(0)
})
