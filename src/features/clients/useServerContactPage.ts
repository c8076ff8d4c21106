/**
 * The contact list's page as the server answers it, where the device keeps only some contacts
 * (with the change feed): asked online for each query, and again when the device's own contacts
 * for the query change (one added, deleted or synced here). Null where every contact is kept.
 */
import { everyContactKept } from '../../entities/contacts/companyContacts.ts'
import {
  contactPageKey,
  contactPagePull,
  readContactPage,
  type ContactPage,
  type ContactPageQuery,
} from '../../entities/contacts/contactPages.ts'
import { db } from '../../entities/db.ts'
import { useLiveQuery } from '../../store/liveQuery.ts'
import type { Page } from './clientListModel.ts'
import { usePullWhileAsked } from './usePullWhileAsked.ts'

export interface ServerContactPage {
  /** undefined while unknown. */
  everyKept: boolean | undefined
  /** The server's page as last answered on this device; null when never (or every contact is kept). */
  page: ContactPage | null
  /** Online, the page was never answered and its first asking is under way. */
  asking: boolean
}

const signatureOf = (local: Page<{ id: number; version: number }>): string =>
  `${local.total}:${local.rows.map((row) => `${row.id}.${row.version}`).join(',')}`

export function useServerContactPage(
  query: ContactPageQuery,
  local: Page<{ id: number; version: number }>,
  online: boolean,
): ServerContactPage {
  const everyKept = useLiveQuery(() => everyContactKept(db), [])
  const key = contactPageKey(query)
  const page = useLiveQuery(
    async () => (everyKept === false ? readContactPage(db, query) : null),
    [everyKept, key],
  )
  // Asked again when the device's contacts for the query change (one added, deleted, synced).
  const answered = usePullWhileAsked(
    everyKept === false && online,
    key,
    () => contactPagePull(query),
    signatureOf(local),
  )
  return {
    everyKept,
    page: page ?? null,
    asking: everyKept === false && online && !page && answered !== key,
  }
}
