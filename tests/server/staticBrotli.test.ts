/** Built files go as their brotli form, written at build time, to browsers that take brotli. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../src/server/start.ts'

const staticDir = mkdtempSync(join(tmpdir(), 'crm-brotli-'))
const SCRIPT = `export const board = ${JSON.stringify('card '.repeat(600))}\n`
let server: RunningServer

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(staticDir, 'assets', 'board-Ab12Cd34.js'), SCRIPT)
  writeFileSync(join(staticDir, 'assets', 'board-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT))
  writeFileSync(join(staticDir, 'assets', 'plain-Ef56Gh78.js'), SCRIPT)
  server = await startServer({ port: 0, dataDir: 'memory://', staticDir, quiet: true, seed: false })
})
afterAll(async () => {
  await server?.close()
  rmSync(staticDir, { recursive: true, force: true })
})

const get = (path: string, acceptEncoding: string) =>
  fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } })

it('sends the brotli form to a browser that takes br, the same text once decoded', async () => {
  const answer = await get('/assets/board-Ab12Cd34.js', 'gzip, deflate, br')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-encoding')).toBe('br')
  expect(answer.headers.get('vary')).toContain('Accept-Encoding')
  expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(await answer.text()).toBe(SCRIPT)
})

it('sends the file itself (gzipped on the fly) to a browser without br, or with br at q=0', async () => {
  for (const accept of ['gzip', 'gzip, br;q=0']) {
    const answer = await get('/assets/board-Ab12Cd34.js', accept)
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(await answer.text()).toBe(SCRIPT)
  }
})

it('compresses a file built without a brotli form on the fly, as any other answer', async () => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const answer = await get('/assets/plain-Ef56Gh78.js', accept!)
    expect(answer.headers.get('content-encoding')).toBe(encoding)
    expect(await answer.text()).toBe(SCRIPT)
  }
})
