import { describe, expect, it } from 'vitest'
import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type SessionTokens,
} from '../../../src/api/client.ts'
import { apiErrorFromResponse, networkError, sessionEndedError } from '../../../src/api/errors.ts'
import { apiClientTransport } from '../../../src/sync/apiClientTransport.ts'
import { NetworkError, SessionEndedError } from '../../../src/sync/transport.ts'

function clientAnswering(outcome: () => Promise<unknown>, seen: RequestOptions[] = []): ApiClient {
  return {
    request: () => Promise.reject(new Error('not used')),
    async requestRaw<T>(_path: string, options?: RequestOptions) {
      seen.push(options ?? {})
      return { status: 200, headers: new Headers(), body: (await outcome()) as T }
    },
    refreshSession: () => outcome().then(() => undefined),
    close: () => undefined,
  }
}

describe('the API client as the engine transport', () => {
  it('passes method, body and replay headers, and answers status and body', async () => {
    const seen: RequestOptions[] = []
    const transport = apiClientTransport(clientAnswering(async () => ({ id: 5 }), seen))
    const answer = await transport.send({
      method: 'POST',
      path: '/pipeline/status',
      body: { status: 'x' },
      headers: { 'Idempotency-Key': 'k' },
    })
    expect(answer).toEqual({ status: 200, body: { id: 5 } })
    expect(seen).toEqual([
      { method: 'POST', body: { status: 'x' }, headers: { 'Idempotency-Key': 'k' } },
    ])
  })

  it('hands refusals back as answers, with their body', async () => {
    const state = { dealId: 7, version: 9 }
    const transport = apiClientTransport(
      clientAnswering(() => Promise.reject(apiErrorFromResponse(412, state))),
    )
    expect(await transport.send({ method: 'GET', path: '/x' })).toEqual({
      status: 412,
      body: state,
    })
    const failing = apiClientTransport(
      clientAnswering(() => Promise.reject(apiErrorFromResponse(503, undefined))),
    )
    expect(await failing.send({ method: 'GET', path: '/x' })).toEqual({ status: 503, body: null })
  })

  it('throws NetworkError without an answer and SessionEndedError when the session ended', async () => {
    const offline = apiClientTransport(
      clientAnswering(() => Promise.reject(networkError(new TypeError('fetch failed')))),
    )
    await expect(offline.send({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(NetworkError)
    const ended = apiClientTransport(clientAnswering(() => Promise.reject(sessionEndedError(401))))
    await expect(ended.send({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(
      SessionEndedError,
    )
  })
})

/** The real API client over a scripted fetch: what reaches the server, and what it answers. */
function clientOver(
  answer: (call: { path: string; authorization: string | null }) => Response | Promise<Response>,
  options: Partial<ApiClientOptions> = {},
) {
  const calls: { path: string; authorization: string | null; idempotencyKey: string | null }[] = []
  const tokens = {
    value: { accessToken: 'old-access', refreshToken: 'old-refresh' } as SessionTokens | null,
    read() {
      return this.value
    },
    save(next: SessionTokens) {
      this.value = next
    },
    clear() {
      this.value = null
    },
  }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    const call = {
      path: new URL(String(input)).pathname,
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
    }
    calls.push(call)
    return answer(call)
  }
  const client = createApiClient({
    baseURL: 'http://provider.test/api',
    appCredentials: { clientId: 'crm-web', secret: 'crm-web-secret' },
    tokens,
    fetch,
    ...options,
  })
  return { transport: apiClientTransport(client), calls, tokens }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const expiredToken = () => new Response(null, { status: 401 })
const renewed = () =>
  json(200, {
    accessToken: { token: 'new-access' },
    refreshToken: 'new-refresh',
    id: 3,
    email: 'rm@crm.test',
    userName: 'Rina RM',
    tribeId: 1,
    segmentId: 2,
    branchId: 3,
    roleId: 5,
    profilePic: null,
  })
const isRefresh = (call: { path: string }) => call.path === '/api/auth/refreshtoken'
const move = {
  method: 'GET',
  path: '/pipeline/drop/7/3/2',
  headers: { 'Idempotency-Key': 'op-1', 'If-Match': '"4"' },
} as const

describe('the one token refresh: inside the transport', () => {
  it('renews an expired token and sends the op again with the same Idempotency-Key', async () => {
    const { transport, calls, tokens } = clientOver((call) => {
      if (isRefresh(call)) return renewed()
      return call.authorization === 'Bearer new-access' ? json(200, { version: 5 }) : expiredToken()
    })
    expect(await transport.send(move)).toEqual({ status: 200, body: { version: 5 } })
    expect(calls.map((call) => [call.path, call.authorization?.split(' ')[0]])).toEqual([
      ['/api/pipeline/drop/7/3/2', 'Bearer'],
      ['/api/auth/refreshtoken', 'Basic'],
      ['/api/pipeline/drop/7/3/2', 'Bearer'],
    ])
    expect(calls.filter((call) => !isRefresh(call)).map((call) => call.idempotencyKey)).toEqual([
      'op-1',
      'op-1',
    ])
    expect(tokens.value).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' })
  })

  it('a refused refresh ends the session: SessionEndedError, so the engine pauses for a new sign-in', async () => {
    const { transport, calls, tokens } = clientOver((call) =>
      isRefresh(call) ? json(401, [{ description: 'Session ended' }]) : expiredToken(),
    )
    await expect(transport.send(move)).rejects.toBeInstanceOf(SessionEndedError)
    expect(calls.filter(isRefresh)).toHaveLength(1)
    expect(tokens.value).toBeNull()
  })

  it('renewed tokens still refused: SessionEndedError, without a second refresh', async () => {
    const { transport, calls } = clientOver((call) =>
      isRefresh(call) ? renewed() : expiredToken(),
    )
    await expect(transport.send(move)).rejects.toBeInstanceOf(SessionEndedError)
    expect(calls.filter(isRefresh)).toHaveLength(1)
    expect(calls).toHaveLength(3)
  })

  it('no answer to the refresh keeps the session: NetworkError, retried later', async () => {
    const { transport, tokens } = clientOver((call) => {
      if (isRefresh(call)) throw new TypeError('fetch failed')
      return expiredToken()
    })
    await expect(transport.send(move)).rejects.toBeInstanceOf(NetworkError)
    expect(tokens.value).not.toBeNull()
  })

  it('a client that may not renew (the worker without the Cookie Store API) ends the session without a refresh', async () => {
    const { transport, calls } = clientOver(
      (call) => (isRefresh(call) ? renewed() : expiredToken()),
      { renewTokens: false },
    )
    await expect(transport.send(move)).rejects.toBeInstanceOf(SessionEndedError)
    expect(calls.filter(isRefresh)).toHaveLength(0)
  })
})
