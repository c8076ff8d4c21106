/**
 * Many calls to the provider with a few under way at once. Each of `limit` lanes takes the next
 * item as soon as its last call answered: no round of calls waits for its slowest one, which on a
 * slow connection is most of the time.
 */

/** Calls a fill makes at once: with the change feed's and the screen's own, within a browser's six. */
export const CALLS_AT_ONCE = 4

/**
 * `task` for every item, at most `limit` at once; the results in the items' order. `progress`
 * hears how many are done (0 first). The first failure rejects, and no lane starts another item
 * after it.
 */
export async function mapPooled<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  progress?: (done: number, total: number) => void,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  let done = 0
  let failed = false
  progress?.(done, items.length)
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next++
      try {
        results[index] = await task(items[index]!, index)
        progress?.(++done, items.length)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
