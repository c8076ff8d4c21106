import { describe, expect, it } from 'vitest'
import type { ApiClient, RequestOptions } from '../../../src/api/client.ts'
import { apiErrorFromResponse, networkError, sessionEndedError } from '../../../src/api/errors.ts'
import { apiClientRefresh, apiClientTransport } from '../../../src/sync/apiClientTransport.ts'
import { NetworkError, SessionEndedError } from '../../../src/sync/transport.ts'

function clientAnswering(outcome: () => Promise<unknown>, seen: RequestOptions[] = []): ApiClient {
  return {
    request: () => Promise.reject(new Error('not used')),
    async requestRaw<T>(_path: string, options?: RequestOptions) {
      seen.push(options ?? {})
      return { status: 200, headers: new Headers(), body: (await outcome()) as T }
    },
    refreshSession: () => outcome().then(() => undefined),
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

  it('renews the session through the client, telling a lost answer from an ended session', async () => {
    await expect(apiClientRefresh(clientAnswering(async () => null))()).resolves.toBeUndefined()
    await expect(
      apiClientRefresh(clientAnswering(() => Promise.reject(networkError(null))))(),
    ).rejects.toBeInstanceOf(NetworkError)
    await expect(
      apiClientRefresh(clientAnswering(() => Promise.reject(apiErrorFromResponse(502, null))))(),
    ).rejects.toBeInstanceOf(NetworkError)
    await expect(
      apiClientRefresh(clientAnswering(() => Promise.reject(sessionEndedError(401))))(),
    ).rejects.toBeInstanceOf(SessionEndedError)
  })
})
