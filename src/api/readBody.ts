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
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BodyStalledError(idleMs)), idleMs)
    })
    try {
      const { done, value } = await Promise.race([reader.read(), stalled])
      if (done) return text + decoder.decode()
      text += decoder.decode(value, { stream: true })
    } catch (error) {
      reader.cancel(error).catch(() => undefined)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}
