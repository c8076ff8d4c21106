/// <reference lib="webworker" />
/**
 * The outbox drain of the service worker's Background Sync: the signed-in user's ops replayed
 * through SYNC's background entry point (only when no tab holds the outbox lock). A tab that is
 * closing may still hold the lock for a moment, so a taken lock is tried again a few times. Ops
 * left waiting (no network) make the event fail, so the browser fires it again later.
 *
 * Requests go through the app's API client, as the tab's do, so an expired token is renewed and
 * the request sent again inside the transport. Without the Cookie Store API renewed tokens could
 * not reach the page (whose next refresh would reuse the rotated token): the worker's client then
 * does not renew, and an expired token pauses this drain, leaving the ops for the page.
 */
import { createApiClient } from '../src/api/client.ts'
import { API_BASE, APP_CREDENTIALS, REQUEST_TIMEOUT_MS } from '../src/api/config.ts'
import { CrmDb } from '../src/entities/db.ts'
import { loadEntityOpTypes } from '../src/entities/opTypes.ts'
import { SESSION_KEY } from '../src/store/sessionRow.ts'
import { apiClientTransport } from '../src/sync/apiClientTransport.ts'
import { drainInBackground } from '../src/sync/backgroundDrain.ts'
import { loadOpTypesWith } from '../src/sync/opRegistry.ts'
import { userOps } from '../src/sync/syncDb.ts'
import { browserLocks } from '../src/sync/leader.ts'
import { canRenewTokens, workerTokenStore } from './workerSession.ts'

/** Waits before each try while a tab holds the outbox lock. */
const LOCK_RETRY_DELAYS_MS = [0, 2_000, 5_000, 10_000]
/** The page's token refresh lock: one renewal at a time across tabs and the worker. */
const TOKEN_REFRESH_LOCK = 'crm-token-refresh'

// The drain waits for the op types when it has ops to send.
loadOpTypesWith(loadEntityOpTypes)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class OpsLeftError extends Error {
  constructor(count: number) {
    super(`${count} ops still wait to be sent`)
    this.name = 'OpsLeftError'
  }
}

export async function drainOutboxInWorker(database?: CrmDb): Promise<void> {
  const db = database ?? new CrmDb()
  try {
    await drainAsSignedInUser(db)
  } finally {
    if (!database) db.close()
  }
}

async function drainAsSignedInUser(database: CrmDb): Promise<void> {
  const session = await database.session.get(SESSION_KEY)
  if (!session) return
  const userId = session.profile.id
  const client = createApiClient({
    baseURL: API_BASE,
    appCredentials: APP_CREDENTIALS,
    timeoutMs: REQUEST_TIMEOUT_MS,
    tokens: workerTokenStore(database),
    renewTokens: canRenewTokens(),
    exclusive: (refresh) =>
      navigator.locks
        ? navigator.locks.request(TOKEN_REFRESH_LOCK, refresh).then(() => undefined)
        : refresh(),
  })
  const options = {
    db: database,
    transport: apiClientTransport(client),
    userId,
    locks: browserLocks(),
  }
  for (const delay of LOCK_RETRY_DELAYS_MS) {
    await pause(delay)
    const result = await drainInBackground(options)
    if (result === null) continue
    if (result.paused) return
    const left = (await userOps(database, userId)).filter((op) => op.status === 'pending')
    if (left.length > 0) throw new OpsLeftError(left.length)
    return
  }
  // A tab kept the lock all along: it drains the outbox itself.
}
