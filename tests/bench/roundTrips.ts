/**
 * The round trips a page load made one after another: of the requests seen (each from when it was
 * sent to when its answer ended), the longest chain in which each starts only after the one
 * before it ended. Requests in flight together count once: on a link with latency L, a load can
 * take no less than its bytes' time plus that many L.
 */
export interface Exchange {
  /** When the request was sent, in seconds. */
  sentAt: number
  /** When its answer ended, in seconds. */
  endedAt: number
}

export function sequentialRoundTrips(exchanges: readonly Exchange[]): number {
  const bySent = [...exchanges].sort((a, b) => a.sentAt - b.sentAt)
  const chain: number[] = []
  let longest = 0
  bySent.forEach((exchange, index) => {
    let before = 0
    for (let other = 0; other < index; other++) {
      if (bySent[other]!.endedAt <= exchange.sentAt) before = Math.max(before, chain[other]!)
    }
    chain[index] = before + 1
    longest = Math.max(longest, chain[index])
  })
  return longest
}
