/**
 * The app's one sync engine: the app's database, the API client's transport and token refresh,
 * and the signed-in user (kept current by startAppSync). Screens reach the outbox through it.
 */
import { db } from '../../store/db.ts'
import { browserSession } from '../../store/browserSession.ts'
import { apiClientRefresh, apiClientTransport } from '../../sync/apiClientTransport.ts'
import { createSyncEngine } from '../../sync/engine.ts'
import { apiClient } from '../session/apiClient.ts'

export const syncEngine = createSyncEngine({
  db,
  transport: apiClientTransport(apiClient),
  refresh: apiClientRefresh(apiClient),
  userId: browserSession.current()?.profile.id ?? null,
})

// A drain that failed is tried again later; its cause must not vanish.
syncEngine.onEvent((event) => {
  if (event.type === 'error') console.error('Sync engine:', event.error)
})
