import { boundedLiveQuery } from '../../store/liveQuery.ts'
import { documentCookieJar } from '../../store/cookies.ts'
import { db } from '../db.ts'
import { withProfileOverlay } from '../profile/profileRows.ts'
import { createSessionStore } from '../../store/session.ts'

/**
 * The page's session: document cookies plus the IndexedDB copy in the app's database, its profile
 * shown with the user's profile row on top (a name or photo changed on the Profile screen).
 */
export const browserSession = withProfileOverlay(
  createSessionStore(db, documentCookieJar),
  db,
  boundedLiveQuery,
)
