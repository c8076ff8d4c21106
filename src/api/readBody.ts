/**
 * An answer's body read as text, given up when its bytes stop coming. fetch's timeout covers the
 * wait for the answer's headers only: a connection that stalls in the middle of a body (common on
 * a flaky mobile link, which keeps the connection open) would hold the read, and the pull waiting
 * on it, for minutes.
 */

export class BodyStalledError extends Error {
  constructor(idleMs: number) {
    super(`No part of the answer arrived for ${idleMs} ms`)
    this.name = 'TimeoutError'
  }
}

/** The body's text ('' for none); rejects with BodyStalledError after `idleMs` without a byte. */
export async function readBodyText(
  body: ReadableStream<Uint8Array> | null | undefined,
  idleMs: number,
): Promise<string> {
  if (!body) return ''
  const reader = body.getReader()
  const parts: Uint8Array[] = []
  let lastByteAt = performance.now()
  let stalled: BodyStalledError | undefined
  // One watchdog for the whole read, not a timer a part: a large answer comes in many parts.
  const watchdog = setInterval(
    () => {
      if (performance.now() - lastByteAt < idleMs) return
      stalled = new BodyStalledError(idleMs)
      reader.cancel(stalled).catch(() => undefined)
    },
    Math.max(1, idleMs / 4),
  )
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (stalled) throw stalled
      if (done) break
      parts.push(value)
      lastByteAt = performance.now()
    }
  } finally {
    clearInterval(watchdog)
  }
  return new TextDecoder().decode(parts.length === 1 ? parts[0] : joined(parts))
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}
