/**
 * The typed search params of /clients: `client` opens that company's form read only (the global
 * search's Enter on a client or a contact), then leaves the address, so the same company opens
 * again from a later search. A temp id (negative) names a company added on this device.
 */

export interface ClientsSearch {
  client?: number
}

/** Unknown or malformed params are dropped (the lists show). */
export function validateClientsSearch(search: Record<string, unknown>): ClientsSearch {
  const client = typeof search.client === 'string' ? Number(search.client) : search.client
  return typeof client === 'number' && Number.isSafeInteger(client) && client !== 0
    ? { client }
    : {}
}
