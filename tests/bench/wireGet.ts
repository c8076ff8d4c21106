/**
 * A GET that ends with the answer's last byte as the server sent it: no decompression and no
 * parse, which are the client's work (and here the client shares the server's process, so its
 * gunzip of a 1.2 MB answer and the garbage it leaves would stretch the server's figures).
 */
import { Agent, request } from 'node:http'
import { gunzipSync } from 'node:zlib'

export interface WireAnswer {
  status: number
  /** The body's bytes as sent (compressed when `encoding` says so). */
  bytes: Buffer
  encoding: string | undefined
}

/** One connection kept open across calls, as a client's would be. */
export const keptConnection = (): Agent => new Agent({ keepAlive: true, maxSockets: 1 })

export function wireGet(
  url: string,
  headers: Record<string, string>,
  agent: Agent,
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
        }),
      )
      response.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** The answer's text, decompressed (outside any timing). */
export const wireText = (answer: WireAnswer): string =>
  (answer.encoding === 'gzip' ? gunzipSync(answer.bytes) : answer.bytes).toString('utf8')
