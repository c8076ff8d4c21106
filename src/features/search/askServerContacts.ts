/**
 * The global search, online, where the device keeps only some contacts (with the change feed):
 * the server's contacts whose name holds what was typed are brought to the device (a contact
 * list page of its own, kept a week), where the search index takes them in and the open search
 * answers again. Asked once the typing pauses; offline, the search stays the device's.
 */
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { everyContactKept } from '../../entities/contacts/companyContacts.ts'
import { contactPagePull } from '../../entities/contacts/contactPages.ts'
import { db } from '../../entities/db.ts'

/** How long the typing pauses before the server is asked. */
export const ASK_AFTER_MS = 300
/** The most contacts one asking brings. */
export const CONTACTS_ASKED = 20
const SHORTEST_QUERY = 2

let timer: ReturnType<typeof setTimeout> | undefined

export function askServerContacts(query: string): void {
  clearTimeout(timer)
  const search = query.trim()
  if (search.length < SHORTEST_QUERY || !navigator.onLine) return
  timer = setTimeout(() => {
    void (async () => {
      if (await everyContactKept(db)) return
      await syncEngine.pull(
        contactPagePull({ period: 0, industry: 0, search, page: 1, perPage: CONTACTS_ASKED }),
      )
    })().catch(() => undefined)
  }, ASK_AFTER_MS)
}
