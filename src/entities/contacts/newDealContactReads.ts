/**
 * The contact choice of Add deal: the chosen company's contacts, and the chosen contact under the id
 * it is held by now (a contact added there offline is chosen under its server id once it synced).
 */
import type { ContactRow } from '../clients/clientRows.ts'
import { readClientContacts } from '../clients/clientFormReads.ts'
import type { CrmDb } from '../db.ts'
import { currentIdOf } from '../rowIds.ts'

export interface NewDealContactChoice {
  /** By name; none while no company is chosen (id 0). */
  contacts: ContactRow[]
  /** The contact id asked about (0 for none), and the id it is held under now. */
  contactId: number
  chosenId: number
}

export async function readNewDealContactChoice(
  db: CrmDb,
  clientId: number,
  contactId: number,
): Promise<NewDealContactChoice> {
  const contacts = await readClientContacts(db, clientId)
  return { contacts, contactId, chosenId: await currentIdOf(db, 'contacts', contactId) }
}
