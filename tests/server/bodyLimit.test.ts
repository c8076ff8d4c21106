/** Every route refuses a body over its limit with 413 [{description}]; file routes take more. */
import { request } from 'node:http'
import { expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '../../src/server/http/bodyLimit.ts'
import { APP_BASIC, EMAILS, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile({ seed: { deals: 5 } })
const oversized = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes) })

/**
 * A POST on its own connection. The server answers 413 before the body is sent whole and then
 * closes the connection; fetch reports that as a failure, a browser (and this) reads the answer.
 */
function post(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sending = request(url, { method: 'POST', headers, agent: false }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    sending.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    sending.end(body)
  })
}

it('answers 413 for a body over 1 MB on login, a write and any other route, without reading it', async () => {
  const s = server()
  const token = await s.login(EMAILS.admin)
  const body = oversized(JSON_BODY_LIMIT + 1)
  const started = performance.now()
  for (const [method, path, auth] of [
    ['POST', '/auth/login', APP_BASIC],
    ['POST', '/pipeline/status', `Bearer ${token}`],
    ['POST', '/pipeline/master', `Bearer ${token}`],
  ] as const) {
    const answer = await post(
      `${s.url}/api${path}`,
      { Authorization: auth, 'Content-Type': 'application/json' },
      body,
    )
    expect(answer.status, `${method} ${path}`).toBe(413)
    expect(JSON.parse(answer.text)).toEqual([{ description: expect.stringMatching(/too large/) }])
  }
  expect(performance.now() - started).toBeLessThan(5_000)
})

it('counts a streamed body without Content-Length too', async () => {
  const s = server()
  const chunk = new TextEncoder().encode('x'.repeat(256 * 1024))
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= 8) controller.close()
      else controller.enqueue(chunk)
    },
  })
  const answer = await fetch(`${s.url}/api/auth/login`, {
    method: 'POST',
    headers: { Authorization: APP_BASIC, 'Content-Type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  expect(answer.status).toBe(413)
  // The unread rest of the body leaves the connection unusable: a client must not reuse it (the
  // next test's request would be cut off on it).
  expect(answer.headers.get('connection')).toBe('close')
})

it('takes a body over 1 MB on a route that carries a file', async () => {
  const s = server()
  const admin = await s.as(EMAILS.admin)
  const [deal] = await s.db.query<{ id: number }>(
    `SELECT id FROM deals WHERE state = 'open' AND stage > 1 ORDER BY id LIMIT 1`,
  )
  const answer = await admin.post('/pipeline/proposal', {
    id: 0,
    userId: USER_IDS.admin,
    dealId: deal!.id,
    sentById: USER_IDS.admin,
    typeId: 1,
    sentDate: '2025-05-06',
    contactIds: [],
    filename: 'Large.pdf',
    fileBase64: Buffer.alloc(2 * 1024 * 1024, 1).toString('base64'),
    proposalValue: 1,
    invoices: [{ id: 0, invoiceDate: '2025-07-01', invoiceAmount: 1, remarks: '' }],
  })
  expect(answer.status).not.toBe(413)
  expect(answer.status).toBeLessThan(500)
})
