/**
 * The companies whose every contact the briefcase keeps (with the change feed): the clients of its
 * kept deal details. The feed's contacts section adds a page's detail companies as it writes
 * their contacts; the pruning sets it from the kept details themselves.
 */
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import type { CrmDb } from '../db.ts'

const KEPT_CLIENTS_KEY = 'contacts:keptClients'

/** null before the first walk that said (a device filled when every contact was kept). */
export async function readKeptContactClients(db: CrmDb): Promise<number[] | null> {
  const value = (await db.meta.get(KEPT_CLIENTS_KEY))?.value
  return Array.isArray(value) ? (value as number[]) : null
}

export const writeKeptContactClients = (db: CrmDb, clientIds: Iterable<number>) =>
  db.meta.put({ key: KEPT_CLIENTS_KEY, value: [...new Set(clientIds)] })

export async function addKeptContactClients(db: CrmDb, clientIds: readonly number[]) {
  if (clientIds.length === 0) return
  const held = (await readKeptContactClients(db)) ?? []
  if (clientIds.every((id) => held.includes(id))) return
  await writeKeptContactClients(db, [...held, ...clientIds])
}

/** The clients of the kept deal details, from their cards. */
export async function clientsOfKeptDetails(db: CrmDb): Promise<Set<number>> {
  const detailIds = (await db.syncLists.get(BRIEFCASE_LISTS.dealDetails))?.ids ?? []
  const cards = await db.deals.bulkGet(detailIds)
  return new Set(cards.flatMap((card) => (card ? [card.clientId] : [])))
}
