import type { Context } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)

/** A read's body already in JSON text, with a digest that changes whenever the text does. */
export interface JsonText {
  text: string
  digest: string
}

/** The compress middleware leaves smaller bodies as they are. */
const COMPRESS_FROM_BYTES = 1024
/** Large answers given again (the board's list, the same for every user until a card changes). */
const KEPT = 4
const recent: { digest: string; text: string; gzipped?: Uint8Array<ArrayBuffer> }[] = []

/** The digests of the answers kept: a caller whose answer has one of them needs no text. */
export const keptDigests = (): string[] => recent.map((entry) => entry.digest)

/** The kept answer with this digest (now the most recent); undefined when it is not kept. */
function kept(digest: string): (typeof recent)[number] | undefined {
  const index = recent.findIndex((entry) => entry.digest === digest)
  if (index < 0) return undefined
  const [entry] = recent.splice(index, 1)
  recent.unshift(entry!)
  return entry
}

/** The text of a kept answer; undefined when it is not (or no longer) kept. */
export const keptText = (digest: string): string | undefined => kept(digest)?.text

function keep(answer: JsonText): (typeof recent)[number] {
  const entry = kept(answer.digest) ?? { digest: answer.digest, text: answer.text }
  if (recent[0] !== entry) recent.unshift(entry)
  recent.length = Math.min(recent.length, KEPT)
  return entry
}

/** Whether the compress middleware would choose gzip for this Accept-Encoding. */
export function choosesGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false
  const accepts = parseAccept(acceptEncoding)
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0
  const q = (coding: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === coding)?.q ?? wildcard
  return q('gzip') > 0 && q('gzip') >= q('deflate')
}

/**
 * A 200 answer whose body is JSON text already, kept by its digest for the next call. Its ETag is
 * the digest unless the caller set one, so the etag middleware need not hash the body. A large one
 * is gzipped here rather than by the middleware, once per text: the pipeline list of all open deals
 * (1.2 MB on the 5,000-deal seed) took longer to compress than to read.
 */
export async function jsonTextResponse(
  c: Context,
  answer: JsonText,
  headers: Record<string, string>,
): Promise<Response> {
  const json: Record<string, string> = {
    ETag: `"${answer.digest}"`,
    ...headers,
    'Content-Type': 'application/json',
  }
  const entry = keep(answer)
  if (answer.text.length < COMPRESS_FROM_BYTES || !choosesGzip(c.req.header('Accept-Encoding'))) {
    return c.body(answer.text, 200, json)
  }
  entry.gzipped ??= new Uint8Array(await gzipAsync(answer.text))
  // As the middleware marks what it compressed: the bytes differ, the entity does not.
  if (!json.ETag!.startsWith('W/')) json.ETag = `W/${json.ETag}`
  return c.body(entry.gzipped, 200, {
    ...json,
    'Content-Encoding': 'gzip',
    Vary: 'Accept-Encoding',
  })
}
