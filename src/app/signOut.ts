import { browserSession } from '../entities/session/browserSession.ts'

/** Log out: clears the cookies and the session copy; the master data cache stays. */
export function signOut(): Promise<void> {
  return browserSession.clear()
}
