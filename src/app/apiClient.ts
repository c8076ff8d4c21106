/** The page's API client: tokens from the session cookies, renewed tokens written back to them. */
import { createApiClient, type ApiClient } from '../api/client.ts'
import { API_BASE, APP_CREDENTIALS, REQUEST_TIMEOUT_MS } from '../api/config.ts'
import { browserSession } from '../entities/session/browserSession.ts'

let accountDeactivated: (() => void) | null = null

/**
 * Who acts when the server says the account was deactivated; the app registers it at start (it
 * needs the sync engine, which itself sends through this client).
 */
export function whenAccountDeactivated(listener: () => void): void {
  accountDeactivated = listener
}

export const apiClient: ApiClient = createApiClient({
  baseURL: API_BASE,
  appCredentials: APP_CREDENTIALS,
  timeoutMs: REQUEST_TIMEOUT_MS,
  // One tab renews the tokens at a time; the others then find the new tokens in the cookies.
  exclusive: (refresh) =>
    'locks' in navigator
      ? navigator.locks.request('crm-token-refresh', refresh).then(() => undefined)
      : refresh(),
  onAccountDeactivated: () => accountDeactivated?.(),
  tokens: {
    read: () => browserSession.current(),
    save: (tokens) => browserSession.saveTokens(tokens),
    // Clearing the session re-renders the guarded layout, which sends the user to /.
    clear: () => browserSession.clear(),
  },
})
