/**
 * Lets go of the contacts of companies whose deals the device no longer keeps in full. With the
 * change feed a device keeps the contacts of the clients of its kept deal details: they come with
 * a detail, but nothing says when a detail left (it aged, or a changed contact of another company
 * arrived). Contacts with unsent ops, and those another list holds (a company opened online), stay.
 * Without the feed the briefcase keeps every contact, and nothing goes here.
 */
import { heldIds, listTables, mergeIntoList } from '../../sync/listStore.ts'
import { readBriefcaseState } from '../../sync/briefcase.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import type { CrmDb } from '../db.ts'
import { clientsOfKeptDetails, writeKeptContactClients } from './keptContactClients.ts'

const CONTACTS = { key: BRIEFCASE_LISTS.contacts, table: 'contacts' } as const

/** How many contacts left the briefcase's list. */
export async function pruneContacts(db: CrmDb): Promise<number> {
  if ((await readBriefcaseState(db))?.mode !== 'feed') return 0
  const kept = await clientsOfKeptDetails(db)
  await writeKeptContactClients(db, kept)
  const listed = new Set((await db.syncLists.get(CONTACTS.key))?.ids ?? [])
  const others = await db.contacts
    .where('clientId')
    .noneOf([...kept])
    .primaryKeys()
  const leaving = others.filter((id) => listed.has(id))
  if (leaving.length === 0) return 0
  return db.transaction('rw', listTables(db, 'contacts'), async () => {
    const held = await heldIds(db, 'contacts', 0)
    await mergeIntoList(db, CONTACTS, [], leaving, held)
    return leaving.filter((id) => !held.has(id)).length
  })
}
