import { documentCookieJar } from './cookies.ts'
import { db } from './db.ts'
import { createSessionStore } from './session.ts'

/** The page's session: document cookies plus the IndexedDB copy in the app's database. */
export const browserSession = createSessionStore(db, documentCookieJar)
