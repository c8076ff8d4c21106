/** The contacts this device holds for one client company. */
import type { ContactRow } from '../clients/clientRows.ts'
import type { CrmDb } from '../db.ts'

/** In the order the table keeps them (by contact id). */
export function readClientContacts(database: CrmDb, clientId: number): Promise<ContactRow[]> {
  return database.contacts.where('clientId').equals(clientId).toArray()
}

/** By name, as pickers list them. */
export function readClientContactsByName(database: CrmDb, clientId: number): Promise<ContactRow[]> {
  return database.contacts.where('clientId').equals(clientId).sortBy('name')
}
