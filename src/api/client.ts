/**
 * The request core every call goes through: bearer or basic credentials, the refresh of an
 * expired token (a 401 with an empty body) shared by all concurrent requests, and the error
 * catalogue. The sync engine reuses `requestRaw` with its own headers (Idempotency-Key, If-Match)
 * and reads `status`, `headers` and `body` of answers and of `ApiError`s; this refresh is the
 * only one (the engine has none of its own), in the tab and in the service worker's drain alike.
 */
import { ofetch } from 'ofetch'
import {
  ACCOUNT_DEACTIVATED,
  AUTH_ROUTES,
  type RefreshRequest,
  type RefreshResponse,
} from '../contract/auth.ts'
import { pathOf } from '../contract/route.ts'
import type { AppCredentials } from './config.ts'
import {
  ApiError,
  apiErrorFromResponse,
  descriptionsOf,
  isApiError,
  networkError,
  sessionEndedError,
} from './errors.ts'
import { REQUEST_TIMEOUT_MS } from './timeouts.ts'
import { readBodyText } from './readBody.ts'

export interface SessionTokens {
  accessToken: string
  refreshToken: string
}

/** Where the client reads and keeps the tokens (cookies in the page, IndexedDB in the worker). */
export interface TokenStore {
  read(): SessionTokens | null | Promise<SessionTokens | null>
  save(tokens: SessionTokens, answer: RefreshResponse): void | Promise<void>
  clear(): void | Promise<void>
}

export interface ApiClientOptions {
  baseURL: string
  appCredentials: AppCredentials
  tokens: TokenStore
  /** Called after a failed refresh cleared the session (the page sends the user to /). */
  onSessionEnded?: () => void
  /**
   * Called when the server says the user's account was deactivated (a 401 whose description is
   * ACCOUNT_DEACTIVATED), before the call rejects as `sessionEnded`. The tokens are left in place:
   * the device still needs them to hand its unsent changes over.
   */
  onAccountDeactivated?: () => void
  /**
   * Runs a refresh exclusively across tabs (e.g. with Web Locks). Refresh tokens rotate, so two
   * tabs refreshing with the same one would look like a reuse to the server.
   */
  exclusive?: (refresh: () => Promise<void>) => Promise<void>
  /**
   * False: an expired token ends the request as a session this client cannot renew
   * (`sessionEnded`), without a refresh call. The service worker without the Cookie Store API,
   * whose renewed tokens could not reach the page. Default true.
   */
  renewTokens?: boolean
  timeoutMs?: number
  /** The HTTP layer beneath the client (default: the global fetch); tests inject faults here. */
  fetch?: typeof globalThis.fetch
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** bearer: the session's access token; basic: the application credentials (login, refresh). */
export type AuthMode = 'bearer' | 'basic' | 'none'

export interface RequestOptions {
  method?: HttpMethod
  body?: unknown
  headers?: Record<string, string>
  auth?: AuthMode
  timeoutMs?: number
  signal?: AbortSignal
  /** The call a closing client still makes, renewing the session if it must (the sign-out). */
  closing?: boolean
}

export interface ApiResponse<T> {
  status: number
  headers: Headers
  body: T
}

export interface ApiClient {
  /** Resolves with the parsed body of a 2xx answer; rejects with an `ApiError`. */
  request<T>(path: string, options?: RequestOptions): Promise<T>
  /** Like `request`, with the status and headers of the answer. */
  requestRaw<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>
  /** Renews the tokens; concurrent callers share one refresh call. */
  refreshSession(): Promise<void>
  /**
   * A sign-out is under way: calls made from now on (but the `closing` one) and renewals fail at
   * once as `sessionEnded`, the tokens left alone, so nothing runs into the ended session, renews
   * it or clears the cookies before the data is gone. Calls already made go on.
   */
  close(): void
}

/** An answer with its body read as text. */
interface RawResponse {
  status: number
  headers: Headers
  text: string
}

const isEmpty = (text: string | undefined): boolean => text === undefined || text.trim() === ''

function parseBody(text: string | undefined): unknown {
  if (isEmpty(text)) return undefined
  try {
    return JSON.parse(text!)
  } catch {
    return text
  }
}

const isExpiredToken = (response: RawResponse): boolean =>
  response.status === 401 && isEmpty(response.text)

const isAccountDeactivated = (status: number, body: unknown): boolean =>
  status === 401 && descriptionsOf(body).includes(ACCOUNT_DEACTIVATED)

export function basicAuthorization({ clientId, secret }: AppCredentials): string {
  const bytes = new TextEncoder().encode(`${clientId}:${secret}`)
  return `Basic ${btoa(String.fromCharCode(...bytes))}`
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens } = options
  const fetcher = ofetch.create(
    {
      baseURL: options.baseURL,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'stream',
    },
    options.fetch ? { fetch: options.fetch } : {},
  )
  let refreshing: Promise<void> | null = null
  let closed = false

  async function send(
    path: string,
    request: RequestOptions,
    accessToken: string | undefined,
  ): Promise<RawResponse> {
    const auth = request.auth ?? 'bearer'
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
    if (auth === 'basic') headers.Authorization = basicAuthorization(options.appCredentials)
    if (auth === 'bearer' && accessToken) headers.Authorization = `Bearer ${accessToken}`
    const timeout = request.timeoutMs ?? options.timeoutMs
    try {
      const response = await fetcher.raw<ReadableStream<Uint8Array> | undefined>(path, {
        method: request.method ?? 'GET',
        body: request.body as BodyInit | Record<string, unknown> | undefined,
        headers,
        timeout,
        signal: request.signal,
      })
      const text = await readBodyText(response._data, timeout ?? REQUEST_TIMEOUT_MS)
      return { status: response.status, headers: response.headers, text }
    } catch (cause) {
      throw networkError(cause)
    }
  }

  async function endSession(status: number, body?: unknown): Promise<never> {
    await tokens.clear()
    options.onSessionEnded?.()
    throw sessionEndedError(status, body)
  }

  function accountDeactivated(body: unknown): never {
    options.onAccountDeactivated?.()
    throw sessionEndedError(401, body)
  }

  /** Renews the tokens, unless they changed since `usedToken` was sent (another tab renewed them). */
  async function refreshNow(usedToken: string | undefined): Promise<void> {
    const current = await tokens.read()
    if (!current) return endSession(401)
    if (usedToken !== undefined && current.accessToken !== usedToken) return
    const body: RefreshRequest = {
      accessToken: current.accessToken,
      refreshToken: current.refreshToken,
    }
    // A network failure keeps the session: the user may simply be offline.
    const response = await send(
      pathOf(AUTH_ROUTES.refresh, {}),
      { method: AUTH_ROUTES.refresh.method, body, auth: 'basic' },
      '',
    )
    const answer = parseBody(response.text)
    if (response.status < 200 || response.status >= 300) {
      if (response.status >= 500) throw apiErrorFromResponse(response.status, answer)
      if (isAccountDeactivated(response.status, answer)) accountDeactivated(answer)
      return endSession(response.status, answer)
    }
    const renewed = answer as RefreshResponse
    await tokens.save(
      { accessToken: renewed.accessToken.token, refreshToken: renewed.refreshToken },
      renewed,
    )
  }

  function sharedRefresh(usedToken: string | undefined): Promise<void> {
    const exclusive = options.exclusive ?? ((refresh) => refresh())
    refreshing ??= exclusive(() => refreshNow(usedToken)).finally(() => {
      refreshing = null
    })
    return refreshing
  }

  /** Renews the tokens unless another request already did since `usedToken` was sent. */
  async function refreshAfterExpiry(usedToken: string | undefined): Promise<void> {
    if (refreshing) return refreshing
    const current = await tokens.read()
    if (current && current.accessToken !== usedToken) return
    return sharedRefresh(usedToken)
  }

  async function requestRaw<T>(
    path: string,
    request: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const refused = () => closed && !request.closing
    if (refused()) throw sessionEndedError(401)
    const bearer = (request.auth ?? 'bearer') === 'bearer'
    const usedToken = bearer ? (await tokens.read())?.accessToken : undefined
    let response = await send(path, request, usedToken)
    if (bearer && isExpiredToken(response)) {
      if (refused()) throw sessionEndedError(401)
      if (options.renewTokens === false) await endSession(401)
      await refreshAfterExpiry(usedToken)
      response = await send(path, request, (await tokens.read())?.accessToken)
      if (isExpiredToken(response)) await endSession(401)
    }
    const body = parseBody(response.text)
    if (bearer && isAccountDeactivated(response.status, body)) accountDeactivated(body)
    if (response.status < 200 || response.status >= 300) {
      throw apiErrorFromResponse(response.status, body)
    }
    return { status: response.status, headers: response.headers, body: body as T }
  }

  return {
    requestRaw,
    async request<T>(path: string, request?: RequestOptions): Promise<T> {
      return (await requestRaw<T>(path, request)).body
    },
    refreshSession: () =>
      closed ? Promise.reject(sessionEndedError(401)) : sharedRefresh(undefined),
    close: () => {
      closed = true
    },
  }
}

export { ApiError, isApiError }
