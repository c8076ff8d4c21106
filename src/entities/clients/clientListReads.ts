/**
 * What the client lists read whole: every company and every contact this device holds, and the
 * relationship managers a company may be given (from the last client list answer).
 */
import type { RelManager } from '../../contract/clients.ts'
import type { CrmDb } from '../db.ts'
import { readMeta } from '../../store/meta.ts'
import {
  CLIENT_RMS_KEY,
  clientsTable,
  contactsTable,
  type ClientRow,
  type ContactRow,
} from './clientRows.ts'

export const readAllClients = (database: CrmDb): Promise<ClientRow[]> =>
  clientsTable(database).toArray()

export const readAllContacts = (database: CrmDb): Promise<ContactRow[]> =>
  contactsTable(database).toArray()

/** None until a client list was answered on this device (or when its answer held none). */
export async function readClientRms(database: CrmDb): Promise<RelManager[]> {
  const value = await readMeta<unknown>(database, CLIENT_RMS_KEY)
  return Array.isArray(value) ? (value as RelManager[]) : []
}
