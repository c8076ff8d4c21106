/**
 * A server's ETags around any test transport, as the reference API's etag() middleware answers
 * them: every 200 answer to a GET carries a tag made from its body, and a GET whose If-None-Match
 * names the tag of the answer it would get is answered 304 with no body.
 */
import type { SyncRequest, SyncResponse, Transport } from '../../src/sync/transport.ts'

export const tagOf = (body: unknown): string => {
  let hash = 5381
  for (const char of JSON.stringify(body)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  return `"${hash.toString(16)}"`
}

export class EtagTransport implements Transport {
  /** The GETs answered, and how: 200 (a body moved), 304 or another status. */
  readonly answered: { path: string; status: number; ifNoneMatch?: string }[] = []
  constructor(private readonly inner: Transport) {}

  async send(request: SyncRequest): Promise<SyncResponse> {
    const response = await this.inner.send(request)
    if (request.method !== 'GET') return response
    const ifNoneMatch = request.headers?.['If-None-Match']
    const tag = response.status === 200 ? tagOf(response.body) : undefined
    const status = tag !== undefined && ifNoneMatch === tag ? 304 : response.status
    this.answered.push({ path: request.path, status, ...(ifNoneMatch ? { ifNoneMatch } : {}) })
    if (status === 304) return { status, body: null, etag: tag }
    return tag ? { ...response, etag: tag } : response
  }

  /** The paths answered with a whole 200 body. */
  wholeAnswers(): string[] {
    return this.answered.filter((a) => a.status === 200).map((a) => a.path)
  }

  /** The paths answered 304. */
  unchangedAnswers(): string[] {
    return this.answered.filter((a) => a.status === 304).map((a) => a.path)
  }

  forget(): void {
    this.answered.length = 0
  }
}
