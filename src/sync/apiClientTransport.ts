/**
 * The app's transport (the tab's and the service worker's): the API client's request core (bearer
 * token, timeout, and the one refresh of an expired token: sent again after a shared refresh) with
 * the answer handed back as status and body instead of an ApiError. A session the client could not
 * renew is SessionEndedError (the engine pauses and the person signs in again); no answer, or no
 * answer to the refresh, is NetworkError (retried with backoff).
 */
import type { ApiClient } from '../api/client.ts'
import { isApiError } from '../api/errors.ts'
import { NetworkError, SessionEndedError, type Transport } from './transport.ts'

export function apiClientTransport(client: ApiClient): Transport {
  return {
    async send(request) {
      try {
        const answer = await client.requestRaw<unknown>(request.path, {
          method: request.method,
          body: request.body,
          headers: request.headers,
        })
        const etag = answer.headers.get('ETag')
        return { status: answer.status, body: answer.body ?? null, ...(etag ? { etag } : {}) }
      } catch (error) {
        if (!isApiError(error)) throw error
        if (error.kind === 'sessionEnded')
          throw new SessionEndedError(error.message, { cause: error })
        if (error.status === 0) throw new NetworkError(error.message, { cause: error })
        return { status: error.status, body: error.body ?? null }
      }
    },
  }
}
