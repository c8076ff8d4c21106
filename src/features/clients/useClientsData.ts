/** The cached clients and contacts, and the sync state of each, as live queries. */
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { RelManager } from '../../contract/clients.ts'
import {
  CLIENT_RMS_KEY,
  clientsTable,
  contactsTable,
  type ClientRow,
  type ContactRow,
} from '../../store/clients.ts'
import { db, type CrmDb } from '../../store/db.ts'
import { useSession } from '../../store/useSession.ts'
import { loadEntityStates, type EntityOps } from '../../sync/syncState.ts'
import { resolveTempId } from '../../sync/tempIds.ts'

const NO_STATES: ReadonlyMap<string, EntityOps> = new Map()

export function useCachedClients(): ClientRow[] | undefined {
  return useLiveQuery(() => clientsTable(db).toArray(), [])
}

export function useClientsById(clients: readonly ClientRow[] | undefined) {
  return useMemo(() => new Map((clients ?? []).map((client) => [client.id, client])), [clients])
}

export function useCachedContacts(): ContactRow[] | undefined {
  return useLiveQuery(() => contactsTable(db).toArray(), [])
}

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
  const id = await resolveTempId(database, 'clients', clientId)
  return contactsTable(database).where('clientId').equals(id).sortBy('name')
}

/** The company (null when this device does not hold it), also on a temp id that was replaced. */
export async function readClient(
  database: CrmDb,
  clientId: number | null,
): Promise<ClientRow | null> {
  if (clientId === null) return null
  return (
    (await clientsTable(database).get(await resolveTempId(database, 'clients', clientId))) ?? null
  )
}

export function useClientContacts(clientId: number | null): ContactRow[] | undefined {
  return useLiveQuery(() => readClientContacts(db, clientId), [clientId])
}

export function useClient(clientId: number | null): ClientRow | null | undefined {
  return useLiveQuery(() => readClient(db, clientId), [clientId])
}

/** The relationship managers a client may be given (from the last client list answer). */
export function useClientRms(): RelManager[] {
  const value = useLiveQuery(() => db.meta.get(CLIENT_RMS_KEY), [])?.value
  return Array.isArray(value) ? (value as RelManager[]) : []
}

/** The signed-in user's unsettled ops by entity (marks on rows and on the form). */
export function useEntityStates(): ReadonlyMap<string, EntityOps> {
  const userId = useSession()?.profile.id ?? null
  return (
    useLiveQuery(
      () => (userId === null ? Promise.resolve(NO_STATES) : loadEntityStates(db, userId)),
      [userId],
    ) ?? NO_STATES
  )
}
