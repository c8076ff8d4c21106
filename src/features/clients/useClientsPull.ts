/**
 * Keeps the client cache filled while a client screen is open: every client and contact on entry
 * and on the `online` event.
 */
import { usePull, type PullState } from '../sync/usePull.ts'
import { pullAllClients, pullAllContacts } from './clientPulls.ts'

async function pullClientsAndContacts(): Promise<void> {
  await pullAllClients()
  await pullAllContacts()
}

export function useClientsPull(): PullState {
  return usePull('clients', pullClientsAndContacts)
}
