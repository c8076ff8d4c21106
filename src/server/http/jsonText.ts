import type { Context } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)

/** The compress middleware leaves smaller bodies as they are. */
const COMPRESS_FROM_BYTES = 1024
/** Large answers given again (the board's list, the same for every user until a card changes). */
const KEPT = 4
const recent: { text: string; gzipped: Uint8Array<ArrayBuffer> }[] = []

/** Whether the compress middleware would choose gzip for this Accept-Encoding. */
export function choosesGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false
  const accepts = parseAccept(acceptEncoding)
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0
  const q = (coding: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === coding)?.q ?? wildcard
  return q('gzip') > 0 && q('gzip') >= q('deflate')
}

/** The text gzipped; the same text again (compared whole) reuses its bytes. */
async function gzipped(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const index = recent.findIndex((entry) => entry.text === text)
  if (index >= 0) {
    const [entry] = recent.splice(index, 1)
    recent.unshift(entry!)
    return entry!.gzipped
  }
  const body = await gzipAsync(text)
  const bytes = new Uint8Array(body)
  recent.unshift({ text, gzipped: bytes })
  recent.length = Math.min(recent.length, KEPT)
  return bytes
}

/**
 * A 200 answer whose body is JSON text already. A large one is gzipped here rather than by the
 * middleware, so that the same answer asked again is not compressed again: the pipeline list of
 * all open deals (1.2 MB on the 5,000-deal seed) took longer to compress than to read.
 */
export async function jsonTextResponse(
  c: Context,
  text: string,
  headers: Record<string, string>,
): Promise<Response> {
  const json: Record<string, string> = { ...headers, 'Content-Type': 'application/json' }
  if (text.length < COMPRESS_FROM_BYTES || !choosesGzip(c.req.header('Accept-Encoding'))) {
    return c.body(text, 200, json)
  }
  const body = await gzipped(text)
  // As the middleware marks what it compressed: the bytes differ, the entity does not.
  if (json.ETag !== undefined && !json.ETag.startsWith('W/')) json.ETag = `W/${json.ETag}`
  return c.body(body, 200, { ...json, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
}
