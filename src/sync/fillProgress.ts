/**
 * The progress of a briefcase run, summed over its parts (areas and the feed walk). A part's
 * report never takes the sum backwards: its total only grows (an estimate that shrinks keeps the
 * larger one), its count only rises, and a part that says it is done counts its whole total
 * (an area that reported 500 of 1,000 and ends with "1 of 1" is 1,000 of 1,000).
 */
export interface PartProgress {
  done: number
  total: number
}

export function nextPartProgress(
  before: PartProgress | undefined,
  done: number,
  total: number,
): PartProgress {
  const grown = Math.max(total, done, before?.total ?? 0)
  const finished = done >= total && total > 0
  return { done: finished ? grown : Math.max(done, before?.done ?? 0), total: grown }
}

export function sumProgress(parts: Iterable<PartProgress>): PartProgress {
  let done = 0
  let total = 0
  for (const part of parts) {
    done += part.done
    total += part.total
  }
  return { done, total }
}
