/**
 * Sign-out takes the user's data off the device: the server ends the sign-in (every sign-in with
 * `everywhere`), the sync engine stops, the cookies go and the whole database is deleted; then the
 * page starts afresh on the sign-in page, so nothing of the user is left in memory either.
 */
import { endServerSession } from '../api/auth.ts'
import { browserSession } from '../entities/session/browserSession.ts'
import { wipeDevice } from '../entities/session/wipeDevice.ts'
import { apiClient } from './apiClient.ts'
import { syncEngine } from './sync/syncEngine.ts'

/** A sign-out does not wait long for the server: offline, the device's copy is what matters. */
const SERVER_SIGN_OUT_TIMEOUT_MS = 4000

export interface SignOutOptions {
  /** End every sign-in of the user; refused (thrown) when the server cannot be reached. */
  everywhere?: boolean
}

export async function signOut({ everywhere = false }: SignOutOptions = {}): Promise<void> {
  if (everywhere) {
    // Nothing is deleted unless the server ended them all.
    await endServerSession(apiClient, { everywhere }, SERVER_SIGN_OUT_TIMEOUT_MS)
    return wipeThisDevice()
  }
  // No other call starts or renews the session from here; the server's sign-out runs while the
  // data goes. Offline, the refresh token simply expires on the server.
  apiClient.close()
  const ended = endServerSession(apiClient, { everywhere }, SERVER_SIGN_OUT_TIMEOUT_MS)
  await wipeThisDevice(ended.catch(() => undefined))
}

/**
 * Stops syncing, deletes the data, forgets the session and reloads on the sign-in page. The data
 * goes before the cookies: their going sends the page to the sign-in form at once, where nobody
 * should type while the deletion still runs. `serverDone`: the server's sign-out, which carries
 * the session's tokens, so the cookies wait for it too.
 */
export async function wipeThisDevice(serverDone?: Promise<void>): Promise<void> {
  apiClient.close()
  await syncEngine.stop({ abandon: true })
  await wipeDevice()
  await serverDone
  await browserSession.clear()
  window.location.replace('/')
}
