/** Security headers on the app and the API, and CORS only for configured origins. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../src/server/start.ts'

const staticDir = mkdtempSync(join(tmpdir(), 'crm-headers-'))
const ALLOWED = 'https://crm.example.test'
let server: RunningServer

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>')
  const saved = process.env.CORS_ORIGINS
  process.env.CORS_ORIGINS = `${ALLOWED}, null`
  try {
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      staticDir,
      quiet: true,
      seed: false,
    })
  } finally {
    if (saved === undefined) delete process.env.CORS_ORIGINS
    else process.env.CORS_ORIGINS = saved
  }
})
afterAll(async () => {
  await server?.close()
  rmSync(staticDir, { recursive: true, force: true })
})

const preflight = (origin: string) =>
  fetch(`${server.url}/api/pipeline/master`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  })

it('serves the app with a strict CSP: own scripts only, no inline or eval, never framed', async () => {
  const page = await fetch(`${server.url}/deals`)
  expect(page.status).toBe(200)
  const csp = page.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  expect(page.headers.get('x-content-type-options')).toBe('nosniff')
  expect(page.headers.get('referrer-policy')).toBe('no-referrer')
})

it('sends nosniff, Referrer-Policy and frame-ancestors on API answers, errors included', async () => {
  for (const path of ['/api/health', '/api/pipeline/master', '/api/no/such']) {
    const answer = await fetch(`${server.url}${path}`)
    expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
    expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer')
    expect(answer.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
  }
})

it('allows a configured origin, and neither another origin nor null', async () => {
  const allowed = await preflight(ALLOWED)
  expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED)
  for (const origin of ['https://evil.example', 'null']) {
    const refused = await preflight(origin)
    expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull()
    const read = await fetch(`${server.url}/api/health`, { headers: { Origin: origin } })
    expect(read.headers.get('access-control-allow-origin'), origin).toBeNull()
  }
})

it('answers a request without an Origin (same origin, or no browser) without CORS headers', async () => {
  const plain = await fetch(`${server.url}/api/health`)
  expect(plain.status).toBe(200)
  expect(plain.headers.get('access-control-expose-headers')).toBeNull()
  const named = await fetch(`${server.url}/api/health`, { headers: { Origin: ALLOWED } })
  expect(named.headers.get('access-control-allow-origin')).toBe(ALLOWED)
  expect((named.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain('etag')
})
