/**
 * The company and its contacts as the client screens read them (inside live queries), also on a
 * temp id whose create has synced since.
 */
import { contactsTable, clientsTable, type ClientRow, type ContactRow } from './clientRows.ts'
import type { CrmDb } from '../db.ts'
import { currentIdOf } from '../rowIds.ts'

/**
 * A screen may still hold a company's temp id after its create synced (the company and its
 * contacts are then kept under the server's id): the reads below follow the remapping in the same
 * query, so the company never looks gone in between (online, 'See detail client' opens on the id
 * the save answered, which the sync may have replaced already).
 */
export async function readClientContacts(
  database: CrmDb,
  clientId: number | null,
): Promise<ContactRow[]> {
  if (clientId === null) return []
  const id = await currentIdOf(database, 'clients', clientId)
  return contactsTable(database).where('clientId').equals(id).sortBy('name')
}

/** The company (null when this device does not hold it), also on a temp id that was replaced. */
export async function readClient(
  database: CrmDb,
  clientId: number | null,
): Promise<ClientRow | null> {
  if (clientId === null) return null
  return (
    (await clientsTable(database).get(await currentIdOf(database, 'clients', clientId))) ?? null
  )
}
