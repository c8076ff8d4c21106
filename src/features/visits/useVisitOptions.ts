/**
 * The visit dialog's choices, live from IndexedDB: the chosen client's contacts (with any the
 * caller knows of, e.g. the deal's members), the tribes and the people (RMs and consultants are
 * both users: the master data's RMs).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import type { IdText } from '../../contract/common.ts'
import { readClientContacts } from '../../entities/contacts/clientContactReads.ts'
import { db } from '../../entities/db.ts'
import { useMasterList, useMasterRms } from '../../entities/master/useMasterData.ts'

export interface VisitOptions {
  contacts: IdText[]
  tribes: IdText[]
  people: IdText[]
}

const byText = (a: IdText, b: IdText) => a.text.localeCompare(b.text) || a.id - b.id

export function useVisitOptions(
  clientId: number | null,
  knownContacts: readonly IdText[] = [],
): VisitOptions {
  const stored = useLiveQuery(
    async () => (clientId === null ? [] : readClientContacts(db, clientId)),
    [clientId],
  )
  const tribes = useMasterList('tribes') ?? []
  const rms = useMasterRms() ?? []
  const contacts = new Map<number, IdText>()
  for (const known of knownContacts) contacts.set(known.id, known)
  for (const contact of stored ?? [])
    contacts.set(contact.id, { id: contact.id, text: contact.name })
  return {
    contacts: [...contacts.values()].sort(byText),
    tribes,
    people: rms.map((rm) => ({ id: rm.userId, text: rm.name })),
  }
}
