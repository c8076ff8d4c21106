/** The session's copy in IndexedDB: the service worker reads the tokens here (it has no cookies). */
import type { Profile } from '../contract/auth.ts'

export const SESSION_KEY = 'current'

export interface SessionRow {
  key: typeof SESSION_KEY
  accessToken: string
  refreshToken: string
  profile: Profile
  savedAt: number
}
