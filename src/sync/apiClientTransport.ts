/**
 * The app's transport: the API client's request core (bearer token, shared refresh of an expired
 * token, timeout) with the answer handed back as status and body instead of an ApiError.
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
        return { status: answer.status, body: answer.body ?? null }
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

/**
 * The engine's `refresh` on the API client: renews the tokens (shared with the client's own
 * renewals); a session that cannot be renewed is SessionEndedError, no answer is NetworkError.
 */
export function apiClientRefresh(client: ApiClient): () => Promise<void> {
  return async () => {
    try {
      await client.refreshSession()
    } catch (error) {
      if (isApiError(error) && error.kind === 'network') {
        throw new NetworkError(error.message, { cause: error })
      }
      throw new SessionEndedError(error instanceof Error ? error.message : String(error), {
        cause: error,
      })
    }
  }
}
