/** The company picker's search: the clients on this device whose company name holds the words. */
import type { CrmDb } from '../db.ts'
import type { ClientRow } from './clientRows.ts'

/**
 * The first `max` clients whose company name contains `wanted` (already lower case and trimmed);
 * none for an empty search.
 */
export async function readClientsMatchingCompany(
  database: CrmDb,
  wanted: string,
  max: number,
): Promise<ClientRow[]> {
  if (wanted === '') return []
  return (await database.clients.toArray())
    .filter((client) => client.company.toLowerCase().includes(wanted))
    .slice(0, max)
}
