import type { Context } from 'hono'
import { chooseEncoding, COMPRESS_FROM_BYTES, encode, weakETag, type Encoding } from './compress.ts'

/** A read's body already in JSON text, with a digest that changes whenever the text does. */
export interface JsonText {
  text: string
  digest: string
}

/** Large answers given again (the board's list, the same for every user until a card changes). */
const KEPT = 4
const recent: {
  digest: string
  text: string
  encoded?: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>
}[] = []

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

/**
 * A 200 answer whose body is JSON text already, kept by its digest for the next call. Its ETag is
 * the digest unless the caller set one, so the etag middleware need not hash the body. A large one
 * is compressed here rather than by the middleware, once per text and encoding: the pipeline list
 * of all open deals (1.2 MB on the 5,000-deal seed) took longer to compress than to read.
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
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
  if (answer.text.length < COMPRESS_FROM_BYTES || encoding === undefined) {
    return c.body(answer.text, 200, json)
  }
  entry.encoded ??= {}
  const body = (entry.encoded[encoding] ??= await encode(answer.text, encoding))
  return c.body(body, 200, {
    ...json,
    ETag: weakETag(json.ETag!),
    'Content-Encoding': encoding,
    Vary: 'Accept-Encoding',
  })
}
