import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { changePassword, endServerSession, login } from '../../../src/api/auth.ts'
import {
  basicAuthorization,
  createApiClient,
  type ApiClient,
  type SessionTokens,
  type TokenStore,
} from '../../../src/api/client.ts'
import { ApiError } from '../../../src/api/errors.ts'
import { getMasterData } from '../../../src/api/master.ts'
import { ACCOUNT_DEACTIVATED, type LoginResponse } from '../../../src/contract/auth.ts'
import {
  AUTHORIZED_OWNERS_ONLY,
  ERROR_CONNECTION,
  ERROR_INPUT,
  HOLD_UP,
  OPPS,
} from '../../../src/domain/messages.ts'
import { startFakeProvider, type FakeProvider, type SeenRequest } from './fakeProvider.ts'

const APP = { clientId: 'crm-web', secret: 'crm-web-secret' }
const EXPIRED = { status: 401 } as const

const loginAnswer = (access: string, refresh: string): LoginResponse => ({
  accessToken: { token: access },
  refreshToken: refresh,
  id: 3,
  email: 'rm@crm.test',
  userName: 'Rina RM',
  tribeId: 1,
  segmentId: 2,
  branchId: 3,
  roleId: 5,
  profilePic: null,
})

function memoryTokens(initial: SessionTokens | null): TokenStore & { value: SessionTokens | null } {
  return {
    value: initial,
    read() {
      return this.value
    },
    save(tokens) {
      this.value = tokens
    },
    clear() {
      this.value = null
    },
  }
}

let provider: FakeProvider
let tokens: ReturnType<typeof memoryTokens>
let onSessionEnded: ReturnType<typeof vi.fn<() => void>>
let onAccountDeactivated: ReturnType<typeof vi.fn<() => void>>
let client: ApiClient

beforeAll(async () => {
  provider = await startFakeProvider()
})
afterAll(() => provider.close())
beforeEach(() => {
  provider.seen.length = 0
  tokens = memoryTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' })
  onSessionEnded = vi.fn<() => void>()
  onAccountDeactivated = vi.fn<() => void>()
  client = createApiClient({
    baseURL: provider.url,
    appCredentials: APP,
    tokens,
    onSessionEnded,
    onAccountDeactivated,
    timeoutMs: 2_000,
  })
})

const isRefresh = (request: SeenRequest) => request.path === '/api/auth/refreshtoken'
const bearerOf = (request: SeenRequest) => request.authorization?.replace('Bearer ', '')
const masterCalls = () => provider.seen.filter((request) => request.path === '/api/pipeline/master')

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

describe('credentials', () => {
  it('sends the bearer token on calls and the application credentials on login', async () => {
    provider.answer((request) =>
      request.path === '/api/auth/login'
        ? { status: 200, body: loginAnswer('a', 'r') }
        : { status: 200, body: { tribes: [] } },
    )
    await getMasterData(client)
    const answer = await login(client, {
      userName: 'rm@crm.test',
      password: 'demo1234',
      os: 'Linux',
      deviceID: 'device',
      sourceID: 'web',
      versionCode: '1',
      versionName: '0.1.0',
    })
    expect(answer.accessToken.token).toBe('a')
    const [master, signIn] = provider.seen
    expect(master!.authorization).toBe('Bearer old-access')
    expect(signIn!.authorization).toBe(
      `Basic ${Buffer.from('crm-web:crm-web-secret').toString('base64')}`,
    )
    expect(signIn!.authorization).toBe(basicAuthorization(APP))
    expect(signIn!.body).toMatchObject({ userName: 'rm@crm.test', password: 'demo1234' })
  })
})

describe('refresh on 401 with an empty body', () => {
  it('refreshes once, stores the new tokens and retries the request', async () => {
    provider.answer((request) => {
      if (isRefresh(request)) return { status: 200, body: loginAnswer('new-access', 'new-refresh') }
      return bearerOf(request) === 'new-access' ? { status: 200, body: { tribes: [] } } : EXPIRED
    })
    await expect(getMasterData(client)).resolves.toEqual({ tribes: [] })
    const refresh = provider.seen.find(isRefresh)!
    expect(refresh.authorization).toBe(basicAuthorization(APP))
    expect(refresh.body).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' })
    expect(tokens.value).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' })
    expect(masterCalls().map(bearerOf)).toEqual(['old-access', 'new-access'])
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('shares one refresh between concurrent requests', async () => {
    let releaseRefresh!: () => void
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve))
    provider.answer((request) => {
      if (isRefresh(request)) {
        return { status: 200, body: loginAnswer('new-access', 'new-refresh'), after: refreshHeld }
      }
      return bearerOf(request) === 'new-access' ? { status: 200, body: { ok: true } } : EXPIRED
    })
    const calls = Promise.all([1, 2, 3, 4].map(() => getMasterData(client)))
    await vi.waitFor(() => expect(provider.seen.filter(isRefresh)).toHaveLength(1))
    releaseRefresh()
    await expect(calls).resolves.toHaveLength(4)
    expect(provider.seen.filter(isRefresh)).toHaveLength(1)
    expect(masterCalls().filter((request) => bearerOf(request) === 'new-access')).toHaveLength(4)
  })

  it('does not refresh again for a request whose 401 arrives after another refresh finished', async () => {
    let markSaved!: () => void
    const saved = new Promise<void>((resolve) => (markSaved = resolve))
    const save = tokens.save.bind(tokens)
    tokens.save = (next, answer) => {
      save(next, answer)
      markSaved()
    }
    let refreshes = 0
    provider.answer((request) => {
      if (isRefresh(request)) {
        refreshes += 1
        return { status: 200, body: loginAnswer(`access-${refreshes}`, `refresh-${refreshes}`) }
      }
      if (bearerOf(request) === 'access-1') return { status: 200, body: {} }
      return request.path === '/api/slow' ? { ...EXPIRED, after: saved } : EXPIRED
    })
    await Promise.all([client.request('/slow'), getMasterData(client)])
    expect(refreshes).toBe(1)
    expect(provider.seen.filter((request) => request.path === '/api/slow').map(bearerOf)).toEqual([
      'old-access',
      'access-1',
    ])
  })

  it('skips the refresh when another tab renewed the tokens while this one waited for the lock', async () => {
    const exclusive = vi.fn(async (refresh: () => Promise<void>) => {
      tokens.value = { accessToken: 'tab-access', refreshToken: 'tab-refresh' }
      return refresh()
    })
    const shared = createApiClient({
      baseURL: provider.url,
      appCredentials: APP,
      tokens,
      exclusive,
    })
    provider.answer((request) =>
      bearerOf(request) === 'tab-access' ? { status: 200, body: { ok: true } } : EXPIRED,
    )
    await expect(getMasterData(shared)).resolves.toEqual({ ok: true })
    expect(exclusive).toHaveBeenCalledTimes(1)
    expect(provider.seen.filter(isRefresh)).toHaveLength(0)
    expect(masterCalls().map(bearerOf)).toEqual(['old-access', 'tab-access'])
  })

  it('clears the session and reports it when the refresh is refused', async () => {
    provider.answer((request) =>
      isRefresh(request)
        ? { status: 401, body: [{ description: 'Refresh token revoked' }] }
        : EXPIRED,
    )
    const error = await caught(getMasterData(client))
    expect(error.kind).toBe('sessionEnded')
    expect(tokens.value).toBeNull()
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
    expect(masterCalls()).toHaveLength(1)
  })

  it('keeps the session when the refresh cannot reach the server', async () => {
    provider.answer((request) => (isRefresh(request) ? { status: 503 } : EXPIRED))
    const error = await caught(getMasterData(client))
    expect(error.kind).toBe('network')
    expect(tokens.value).not.toBeNull()
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('reports a deactivated account and keeps the tokens for the handover', async () => {
    provider.answer(() => ({ status: 401, body: [{ description: ACCOUNT_DEACTIVATED }] }))
    const error = await caught(getMasterData(client))
    expect(error.kind).toBe('sessionEnded')
    expect(onAccountDeactivated).toHaveBeenCalledTimes(1)
    expect(onSessionEnded).not.toHaveBeenCalled()
    expect(tokens.value).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' })
    expect(provider.seen.filter(isRefresh)).toHaveLength(0)
  })

  it('reports a deactivated account when the refresh says so', async () => {
    provider.answer((request) =>
      isRefresh(request) ? { status: 401, body: [{ description: ACCOUNT_DEACTIVATED }] } : EXPIRED,
    )
    const error = await caught(getMasterData(client))
    expect(error.kind).toBe('sessionEnded')
    expect(onAccountDeactivated).toHaveBeenCalledTimes(1)
    expect(tokens.value).not.toBeNull()
  })

  it('ends the session without a refresh call when there are no tokens', async () => {
    tokens.value = null
    provider.answer(() => EXPIRED)
    const error = await caught(getMasterData(client))
    expect(error.kind).toBe('sessionEnded')
    expect(provider.seen.filter(isRefresh)).toHaveLength(0)
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
  })
})

describe('a closed client (a sign-out under way)', () => {
  it('refuses later calls at once, without a request, a refresh or the tokens cleared', async () => {
    provider.answer(() => ({ status: 200, body: { tribes: [] } }))
    client.close()
    const error = await caught(getMasterData(client))
    expect(error.kind).toBe('sessionEnded')
    await expect(client.refreshSession()).rejects.toMatchObject({ kind: 'sessionEnded' })
    expect(provider.seen).toHaveLength(0)
    expect(tokens.value).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' })
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('does not renew the session for a call made before, whose token expired', async () => {
    let answerMaster!: () => void
    const masterAsked = new Promise<void>((resolve) => (answerMaster = resolve))
    provider.answer(async (request) => {
      if (isRefresh(request)) return { status: 200, body: loginAnswer('new-access', 'new-refresh') }
      await masterAsked
      return EXPIRED
    })
    const call = caught(getMasterData(client))
    await vi.waitFor(() => expect(masterCalls()).toHaveLength(1))
    client.close()
    answerMaster()
    expect((await call).kind).toBe('sessionEnded')
    expect(provider.seen.filter(isRefresh)).toHaveLength(0)
    expect(tokens.value).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' })
  })

  it('still makes the sign-out, renewing an expired token for it', async () => {
    provider.answer((request) => {
      if (isRefresh(request)) return { status: 200, body: loginAnswer('new-access', 'new-refresh') }
      return bearerOf(request) === 'new-access' ? { status: 200, body: {} } : EXPIRED
    })
    client.close()
    await endServerSession(client, { everywhere: false })
    const signOuts = provider.seen.filter((request) => request.path === '/api/auth/signout')
    expect(signOuts.map(bearerOf)).toEqual(['old-access', 'new-access'])
  })
})

describe('the error catalogue', () => {
  it('401 with a body is a refusal carrying its descriptions, without a refresh', async () => {
    provider.answer(() => ({
      status: 401,
      body: [{ description: 'Email or password is incorrect' }],
    }))
    const error = await caught(
      login(client, {
        userName: 'rm@crm.test',
        password: 'wrong',
        os: '',
        deviceID: '',
        sourceID: '',
        versionCode: '',
        versionName: '',
      }),
    )
    expect(error).toMatchObject({ kind: 'refused', status: 401 })
    expect(error.descriptions).toEqual(['Email or password is incorrect'])
    expect(error.message).toBe('Email or password is incorrect')
    expect(provider.seen.filter(isRefresh)).toHaveLength(0)
    expect(tokens.value).not.toBeNull()
  })

  it.each([
    {
      status: 400,
      body: [{ description: 'name is required' }],
      kind: 'input',
      title: OPPS,
      message: ERROR_INPUT,
    },
    {
      status: 403,
      body: [{ description: AUTHORIZED_OWNERS_ONLY }],
      kind: 'forbidden',
      title: HOLD_UP,
      message: AUTHORIZED_OWNERS_ONLY,
    },
    {
      status: 403,
      body: [{ description: 'Admins only' }],
      kind: 'forbidden',
      title: OPPS,
      message: 'Admins only',
    },
    {
      status: 404,
      body: [{ description: 'Deal not found' }],
      kind: 'other',
      title: OPPS,
      message: ERROR_CONNECTION,
    },
    {
      status: 409,
      body: [{ description: 'Idempotency key reused' }],
      kind: 'conflict',
      title: OPPS,
      message: 'Idempotency key reused',
    },
    { status: 500, body: undefined, kind: 'network', title: OPPS, message: ERROR_CONNECTION },
    { status: 502, body: 'Bad gateway', kind: 'network', title: OPPS, message: ERROR_CONNECTION },
  ])('$status maps to $kind', async ({ status, body, kind, title, message }) => {
    provider.answer(() => ({ status, body }))
    const error = await caught(getMasterData(client))
    expect(error).toMatchObject({ kind, status, title, message })
    expect(error.body).toEqual(body)
  })

  it('412 is a conflict carrying the server state for the sync engine', async () => {
    const current = { dealId: 5, stage: 3, version: 7 }
    provider.answer(() => ({ status: 412, body: current }))
    const error = await caught(
      client.request('/pipeline/drop/5/1/2', {
        headers: { 'If-Match': '6', 'Idempotency-Key': 'op-1' },
      }),
    )
    expect(error).toMatchObject({ kind: 'conflict', status: 412, body: current })
    expect(provider.seen[0]!.headers['if-match']).toBe('6')
    expect(provider.seen[0]!.headers['idempotency-key']).toBe('op-1')
  })

  it('no answer at all is a network error with status 0', async () => {
    const offline = createApiClient({
      baseURL: 'http://127.0.0.1:9/api',
      appCredentials: APP,
      tokens,
    })
    const error = await caught(getMasterData(offline))
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      title: OPPS,
      message: ERROR_CONNECTION,
    })
  })

  it('a timeout is a network error', async () => {
    provider.answer(() => ({
      status: 200,
      body: {},
      after: new Promise((r) => setTimeout(r, 500)),
    }))
    const error = await caught(client.request('/pipeline/master', { timeoutMs: 50 }))
    expect(error).toMatchObject({ kind: 'network', status: 0 })
  })
})

/** A fetch answering 200 with a JSON body sent in `parts`, `gapMs` apart; `stall`: never ends. */
function trickling(parts: string[], gapMs: number, stall = false): typeof globalThis.fetch {
  return () => {
    const encoder = new TextEncoder()
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent > 0) await new Promise((resolve) => setTimeout(resolve, gapMs))
        if (sent < parts.length) controller.enqueue(encoder.encode(parts[sent++]))
        else if (!stall) controller.close()
        else await new Promise(() => undefined)
      },
    })
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    )
  }
}

describe('a body that stops coming', () => {
  const clientWith = (fetch: typeof globalThis.fetch) =>
    createApiClient({ baseURL: 'http://crm.test/api', appCredentials: APP, tokens, fetch })

  it('is given up after the timeout without a byte: a network error', async () => {
    const stalled = clientWith(trickling(['{"tribes":', '[1,'], 5, true))
    const error = await caught(stalled.request('/pipeline/master', { timeoutMs: 50 }))
    expect(error).toMatchObject({ kind: 'network', status: 0, message: ERROR_CONNECTION })
  })

  it('is read whole when its parts keep coming, however long it takes in all', async () => {
    const parts = ['{"tribes":', '[1,', '2,', '3]', '}']
    const slow = clientWith(trickling(parts, 30))
    const started = performance.now()
    expect(await slow.request('/pipeline/master', { timeoutMs: 50 })).toEqual({ tribes: [1, 2, 3] })
    expect(performance.now() - started).toBeGreaterThan(50)
  })
})

describe('answers', () => {
  it('gives status, headers and body to raw callers', async () => {
    provider.answer(() => ({ status: 200, body: { code: 'ok', description: 'Change password' } }))
    const answer = await changePassword(client, { oldPassword: 'a', newPassword: 'b' })
    expect(answer).toEqual({ code: 'ok', description: 'Change password' })
    expect(provider.seen[0]).toMatchObject({ method: 'PUT', path: '/api/Profile/changepassword' })
    const raw = await client.requestRaw<{ code: string }>('/pipeline/x', {
      method: 'POST',
      body: {},
    })
    expect(raw.status).toBe(200)
    expect(raw.headers.get('content-type')).toContain('application/json')
    expect(raw.body.code).toBe('ok')
  })

  it('an empty 204 answer resolves with undefined', async () => {
    provider.answer(() => ({ status: 204 }))
    await expect(
      client.request('/pipeline/client/4', { method: 'PUT', body: {} }),
    ).resolves.toBeUndefined()
  })
})
