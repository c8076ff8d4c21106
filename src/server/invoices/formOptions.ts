import type { ClientDealsAndContacts } from '../../contract/invoiceForms.ts'
import type { Db } from '../db/db.ts'

/** The client's Won deals and its contacts, by name; undefined when the client does not exist. */
export async function readClientDealsAndContacts(
  db: Db,
  clientId: number,
): Promise<ClientDealsAndContacts | undefined> {
  const [client] = await db.query('SELECT id FROM clients WHERE id = $1', [clientId])
  if (!client) return undefined
  return {
    deals: await db.query(
      `SELECT id, name AS text FROM deals WHERE client_id = $1 AND state = 'won' ORDER BY name, id`,
      [clientId],
    ),
    contacts: await db.query(
      'SELECT id, name AS text FROM contacts WHERE client_id = $1 ORDER BY name, id',
      [clientId],
    ),
  }
}
