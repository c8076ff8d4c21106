/**
 * The cached clients and contacts as live queries, and the sync state of each from the sync
 * engine's outbox view (features/sync/useEntitySync.ts).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import type { RelManager } from '../../contract/clients.ts'
import type { ClientRow, ContactRow } from '../../entities/clients/clientRows.ts'
import {
  readAllClients,
  readAllContacts,
  readClientRms,
} from '../../entities/clients/clientListReads.ts'
import { db } from '../../entities/db.ts'
import type { EntityOps } from '../../sync/syncState.ts'
import { useEntityStatesOf } from '../sync/index.ts'
import { readClient, readClientContacts } from '../../entities/clients/clientFormReads.ts'

const NO_RMS: RelManager[] = []

export function useCachedClients(): ClientRow[] | undefined {
  return useLiveQuery(() => readAllClients(db), [])
}

export function useClientsById(clients: readonly ClientRow[] | undefined) {
  return useMemo(() => new Map((clients ?? []).map((client) => [client.id, client])), [clients])
}

export function useCachedContacts(): ContactRow[] | undefined {
  return useLiveQuery(() => readAllContacts(db), [])
}

export function useClientContacts(clientId: number | null): ContactRow[] | undefined {
  return useLiveQuery(() => readClientContacts(db, clientId), [clientId])
}

export function useClient(clientId: number | null): ClientRow | null | undefined {
  return useLiveQuery(() => readClient(db, clientId), [clientId])
}

/** The relationship managers a client may be given (from the last client list answer). */
export function useClientRms(): RelManager[] {
  return useLiveQuery(() => readClientRms(db), []) ?? NO_RMS
}

/** The signed-in user's unsettled ops on companies and contacts, by entity key (row and form marks). */
export function useEntityStates(): ReadonlyMap<string, EntityOps> {
  return useEntityStatesOf('clients', 'contacts')
}
