import { useSyncExternalStore } from 'react'
import { browserSession } from './browserSession.ts'
import type { Session } from '../../store/session.ts'

/** The signed-in session (null when signed out); re-renders when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(browserSession.subscribe, browserSession.current)
}
