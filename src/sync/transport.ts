/**
 * The engine's only way to the server: `send` answers the status and parsed body of any HTTP
 * answer (errors included) and throws NetworkError when no answer arrived (offline, timeout,
 * connection reset). An expired token is the transport's to renew (the app's API client refreshes
 * and sends again, src/api/client.ts): it throws SessionEndedError when the session cannot be
 * renewed, and the engine pauses until the same user signs in again. Tests inject faults here;
 * the app and the service worker plug in the API client (apiClientTransport.ts).
 */

export type SyncMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface SyncRequest {
  method: SyncMethod
  /** Under the API base, e.g. '/pipeline/drop/7/3/2'. */
  path: string
  body?: unknown
  headers?: Record<string, string>
}

export interface SyncResponse {
  status: number
  /** Parsed JSON; null for an empty body. */
  body: unknown
  /** The answer's ETag header, when it had one. */
  etag?: string
}

export interface Transport {
  send(request: SyncRequest): Promise<SyncResponse>
}

/** No answer: the request may or may not have reached the server. */
export class NetworkError extends Error {
  constructor(message = 'No answer from the server', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'NetworkError'
  }
}

/** The session could not be renewed: the person has to sign in again. */
export class SessionEndedError extends Error {
  constructor(message = 'Sign in again', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SessionEndedError'
  }
}

export const isEmptyBody = (body: unknown): boolean =>
  body === null || body === undefined || (typeof body === 'string' && body.trim() === '')

/**
 * 401 with an empty body means "token expired" (api-notes); with a body it is a refusal. One that
 * reaches the engine is a token the transport could not renew.
 */
export const isExpiredToken = (response: SyncResponse): boolean =>
  response.status === 401 && isEmptyBody(response.body)
