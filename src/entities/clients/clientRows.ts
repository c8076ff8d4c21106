/**
 * Client companies and their contacts as IndexedDB keeps them (core-spec "Client screens"): the
 * rows of the client list (each client with its relationship managers) and of the contact list.
 * Both tables are written by pulls and by the sync engine's client and contact ops; screens read
 * them through live queries. The list's industries come from master data (`industries`), the
 * relationship managers a client may be given are kept in `meta` (CLIENT_RMS_KEY).
 */
import type { Dexie, Table } from 'dexie'
import type { Client, RelManager } from '../../contract/clients.ts'
import type { Contact } from '../../contract/contacts.ts'

/** company: the list sorts by it; industryId: the filter. */
export const CLIENTS_STORES = {
  clients: '&id, company, industryId',
  contacts: '&id, clientId, name',
} as const

export interface ClientRow extends Client {
  relManagers: RelManager[]
}

/** A contact; the contact list's pull also gives its company's name. */
export interface ContactRow extends Contact {
  company?: string
}

/** The relationship managers the client list answered (the RM filter and the Select RM modal). */
export const CLIENT_RMS_KEY = 'clients:relManagers'

/** The tables by name, so that any database with CLIENTS_STORES (the app's, a test's) serves. */
export const clientsTable = (database: Dexie): Table<ClientRow, number> =>
  database.table<ClientRow, number>('clients')

export const contactsTable = (database: Dexie): Table<ContactRow, number> =>
  database.table<ContactRow, number>('contacts')
