/** A device's live stream in the server tests: GET /sync/live read event by event. */
import { LIVE_PATH } from '../../src/contract/live.ts'
import { createSseParser, type SseEvent } from '../../src/sync/sseParser.ts'

export interface OpenStream {
  status: number
  /** Every event so far, in order. */
  events: SseEvent[]
  /**
   * The next event named `name` at or after index `from` (default: after the last one `next`
   * answered), waiting for it.
   */
  next(name: string, timeoutMs?: number, from?: number): Promise<SseEvent>
  /** Resolves when the server ended the stream. */
  closed: Promise<void>
  close(): void
}

export async function openLiveStream(baseUrl: string, token: string): Promise<OpenStream> {
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}/api${LIVE_PATH}`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: abort.signal,
  })
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  const parser = createSseParser()
  const closed = (async () => {
    if (!response.body) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        events.push(...parser.feed(value))
        for (const wake of waiters) wake()
      }
    } catch {
      // Closed by the test.
    } finally {
      for (const wake of waiters) wake()
    }
  })()
  let finished = false
  let taken = 0
  void closed.then(() => (finished = true))
  return {
    status: response.status,
    events,
    closed,
    async next(name, timeoutMs = 5_000, from = taken) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const index = events.findIndex((event, at) => at >= from && event.event === name)
        if (index !== -1) {
          taken = index + 1
          return events[index]!
        }
        if (finished) throw new Error(`The stream ended before a '${name}' event`)
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`No '${name}' event within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left)
          function done() {
            clearTimeout(timer)
            waiters.delete(done)
            resolve()
          }
          waiters.add(done)
        })
      }
    },
    close: () => abort.abort(),
  }
}
