/**
 * The cached clients and contacts as live queries, and the sync state of each from the sync
 * engine's outbox view (features/sync/useEntitySync.ts).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import type { RelManager } from '../../contract/clients.ts'
import {
  CLIENT_RMS_KEY,
  clientsTable,
  contactsTable,
  type ClientRow,
  type ContactRow,
} from '../../entities/clients/clientRows.ts'
import { db } from '../../entities/db.ts'
import type { EntityOps } from '../../sync/syncState.ts'
import { useEntityStatesOf } from '../sync/index.ts'
import { readClient, readClientContacts } from './clientReads.ts'

export function useCachedClients(): ClientRow[] | undefined {
  return useLiveQuery(() => clientsTable(db).toArray(), [])
}

export function useClientsById(clients: readonly ClientRow[] | undefined) {
  return useMemo(() => new Map((clients ?? []).map((client) => [client.id, client])), [clients])
}

export function useCachedContacts(): ContactRow[] | undefined {
  return useLiveQuery(() => contactsTable(db).toArray(), [])
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

/** The signed-in user's unsettled ops on companies and contacts, by entity key (row and form marks). */
export function useEntityStates(): ReadonlyMap<string, EntityOps> {
  return useEntityStatesOf('clients', 'contacts')
}
