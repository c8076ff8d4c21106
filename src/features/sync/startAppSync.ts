/**
 * Runs the sync engine for the life of the page: started once on app start; follows the session
 * (sign-in sets the user; a session that ends without a sign-out leaves the ops for that user's
 * next sign-in; renewed tokens resume a paused outbox); asks for Background Sync only when no tab of this page will send: when
 * the page is hidden or closing with ops waiting (an open leader tab sends them itself).
 * The engine itself drains on the `online` event and elects one leader tab (Web Locks).
 */
import { browserSession } from '../../entities/session/browserSession.ts'
import type { Session } from '../../store/session.ts'
import { prepareBackgroundSync, requestBackgroundSync } from './backgroundSync.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'

let started = false

const userOf = (session: Session | null): number | null => session?.profile.id ?? null

export function startAppSync(): void {
  if (started) return
  started = true
  syncEngine.start()
  void prepareBackgroundSync()

  let last = browserSession.current()
  browserSession.subscribe(() => {
    const next = browserSession.current()
    if (userOf(next) !== userOf(last)) syncEngine.setUser(userOf(next))
    else if (next && last && next.accessToken !== last.accessToken) syncEngine.sessionRenewed()
    last = next
  })

  const handOff = () => {
    if (document.visibilityState === 'hidden' && syncEngine.getStatus().pending > 0) {
      requestBackgroundSync()
    }
  }
  document.addEventListener('visibilitychange', handOff)
  window.addEventListener('pagehide', () => {
    if (syncEngine.getStatus().pending > 0) requestBackgroundSync()
  })
}
