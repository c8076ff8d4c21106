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
import { db } from '../../store/db.ts'
import { useSession } from '../../store/useSession.ts'
import { loadEntityStates, type EntityOps } from '../../sync/syncState.ts'

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

export function useClientContacts(clientId: number | null): ContactRow[] | undefined {
  return useLiveQuery(
    async (): Promise<ContactRow[]> =>
      clientId === null ? [] : contactsTable(db).where('clientId').equals(clientId).sortBy('name'),
    [clientId],
  )
}

export function useClient(clientId: number | null): ClientRow | null | undefined {
  return useLiveQuery(
    async () => (clientId === null ? null : ((await clientsTable(db).get(clientId)) ?? null)),
    [clientId],
  )
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
