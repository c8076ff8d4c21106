/**
 * Compressed answers: brotli to a client that takes it, else gzip, else deflate; the same entity
 * (a weak form of the same tag) whatever the encoding; small answers left as they are.
 */
import { describe, expect, it } from 'vitest'
import { chooseEncoding } from '../../src/server/http/compress.ts'
import { callers, serverForFile } from './harness.ts'

const server = serverForFile({ seed: { deals: 40 } })

describe('the encoding chosen for an Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'deflate'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0, *;q=0.1', 'deflate'],
    ['brotli', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s: %s', (accept, encoding) => {
    expect(chooseEncoding(accept)).toBe(encoding)
  })
})

describe('an answer of the API', () => {
  it('goes as brotli, gzip or as it is, the same text and the same entity each way', async () => {
    const { admin } = await callers(server())
    // The master data: over a kilobyte of JSON, made by the route (not a kept list text).
    const path = '/pipeline/master'
    const plain = await admin.get(path, { 'Accept-Encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.text.length).toBeGreaterThan(1024)
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
    ] as const) {
      const answer = await admin.get(path, { 'Accept-Encoding': accept })
      expect(answer.headers.get('content-encoding')).toBe(encoding)
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/)
      expect(answer.text).toBe(plain.text)
      expect(answer.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`)
    }
  })

  it('is left as it is under a kilobyte', async () => {
    const { admin } = await callers(server())
    const answer = await admin.get('/sync', { 'Accept-Encoding': 'br, gzip' })
    expect(answer.text.length).toBeLessThan(1024)
    expect(answer.headers.get('content-encoding')).toBeNull()
  })
})
