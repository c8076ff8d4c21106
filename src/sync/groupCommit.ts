/**
 * Group commit: items that arrive while a flush runs wait for the next flush, which takes them all
 * in one call (one transaction for a burst of answers). The first item of a quiet spell is flushed
 * at once, so nothing waits for a timer.
 */
export function groupCommit<Item, Result>(
  flush: (items: readonly Item[]) => Promise<readonly Result[]>,
): (item: Item) => Promise<Result> {
  interface Waiting {
    item: Item
    resolve(result: Result): void
    reject(error: unknown): void
  }
  let queue: Waiting[] = []
  let running = false

  async function run(): Promise<void> {
    running = true
    while (queue.length > 0) {
      const batch = queue
      queue = []
      try {
        const results = await flush(batch.map((waiting) => waiting.item))
        batch.forEach((waiting, index) => waiting.resolve(results[index]!))
      } catch (error) {
        for (const waiting of batch) waiting.reject(error)
      }
    }
    running = false
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (!running) void run()
    })
}
