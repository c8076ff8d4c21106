/**
 * The app's one sync engine: the app's database, the API client's transport (which renews an
 * expired token itself) and the signed-in user (kept current by startAppSync). Screens reach the
 * outbox through it.
 */
import { db } from '../../entities/db.ts'
import { browserSession } from '../../entities/session/browserSession.ts'
import { apiClientTransport } from '../../sync/apiClientTransport.ts'
import { createSyncEngine } from '../../sync/engine.ts'
import { apiClient } from '../apiClient.ts'

/**
 * A change goes out once the person pauses this long, or this long after the first one waiting:
 * its answer's write and re-draw then never land in the frame of the next drop or keystroke.
 */
const SEND_WHEN_QUIET = { afterMs: 300, atMostMs: 5_000 }

export const syncEngine = createSyncEngine({
  db,
  transport: apiClientTransport(apiClient),
  userId: browserSession.current()?.profile.id ?? null,
  sendWhenQuiet: SEND_WHEN_QUIET,
})

// A drain that failed is tried again later; its cause must not vanish.
syncEngine.onEvent((event) => {
  if (event.type === 'error') console.error('Sync engine:', event.error)
})
