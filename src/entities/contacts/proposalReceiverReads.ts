/**
 * The names of a proposal's receivers from the contacts this device holds, by the ids the proposal
 * names them with (a contact created offline is found under its server id once replaced).
 */
import type { CrmDb } from '../db.ts'
import { currentIdsOf } from '../rowIds.ts'

/** Each receiver's name from the local contacts table, by the id the proposal names it with. */
export async function readReceiverNames(
  database: CrmDb,
  contactIds: readonly number[],
): Promise<Map<number, string>> {
  const resolved = await currentIdsOf(database, 'contacts', contactIds)
  const rows = await database.contacts.bulkGet(resolved)
  const names = new Map<number, string>()
  contactIds.forEach((id, index) => {
    const name = rows[index]?.name.trim()
    if (name) names.set(id, name)
  })
  return names
}
