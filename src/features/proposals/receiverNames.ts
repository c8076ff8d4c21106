/**
 * The Proposal card's Receiver client: the contacts' names, from the contacts this device holds
 * (a contact created offline is found under its server id once replaced) or, failing that, the
 * names the deal's detail gives its contacts (as the Proposal dialog offers them).
 */
import type { IdText } from '../../contract/common.ts'
import type { CrmDb } from '../../entities/db.ts'
import { resolveTempId } from '../../sync/tempIds.ts'

/** Each receiver's name from the local contacts table, by the id the proposal names it with. */
export async function readReceiverNames(
  database: CrmDb,
  contactIds: readonly number[],
): Promise<Map<number, string>> {
  const resolved = await Promise.all(
    contactIds.map((id) => resolveTempId(database, 'contacts', id)),
  )
  const rows = await database.contacts.bulkGet(resolved)
  const names = new Map<number, string>()
  contactIds.forEach((id, index) => {
    const name = rows[index]?.name.trim()
    if (name) names.set(id, name)
  })
  return names
}

/**
 * The receivers in words: 'Budi Santoso, Sari Dewi'; contacts known by neither source are
 * counted ('Budi Santoso and 1 contact not on this device'); '-' for none.
 */
export function receiverNamesText(
  contactIds: readonly number[],
  held: ReadonlyMap<number, string>,
  known: readonly IdText[],
): string {
  const fromDeal = new Map(
    known.filter((contact) => contact.text.trim() !== '').map((c) => [c.id, c.text.trim()]),
  )
  const names: string[] = []
  let missing = 0
  for (const id of contactIds) {
    const name = held.get(id) ?? fromDeal.get(id)
    if (name === undefined) missing++
    else names.push(name)
  }
  if (missing === 0) return names.length > 0 ? names.join(', ') : '-'
  const notHeld = `${missing} ${missing === 1 ? 'contact' : 'contacts'} not on this device`
  return names.length > 0 ? `${names.join(', ')} and ${notHeld}` : notHeld
}
