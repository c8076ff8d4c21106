/**
 * What the client screens write: each save is the local change plus its op (src/sync/commands.ts),
 * so it shows at once and reaches the server when it can. A new company's contacts are queued
 * after the company with its temp id: the engine sends them once the company has its server id.
 */
import { db } from '../../entities/db.ts'
import type { ClientFields } from '../../entities/clients/clientOps.ts'
import { enqueue, inOneTransaction } from '../../sync/commands.ts'
import type { ContactFields } from '../../entities/contacts/contactOps.ts'

const queued = <T>(result: T): T => {
  return result
}

/** Adds a company with its contacts; answers the company's (temporary) id. */
export async function addClient(
  fields: ClientFields,
  contacts: readonly ContactFields[],
  userId: number,
): Promise<number> {
  const clientId = await inOneTransaction(db, async () => {
    const created = await enqueue(db, 'client.create', fields, userId)
    for (const contact of contacts) {
      await enqueue(db, 'contact.create', { ...contact, clientId: created.entity.id }, userId)
    }
    return created.entity.id
  })
  return queued(clientId)
}

export async function updateClient(
  clientId: number,
  fields: ClientFields,
  userId: number,
): Promise<void> {
  await enqueue(db, 'client.update', { ...fields, clientId }, userId)
  queued(null)
}

export async function deleteClient(
  clientId: number,
  company: string,
  userId: number,
): Promise<void> {
  await enqueue(db, 'client.delete', { clientId, company }, userId)
  queued(null)
}

/** Adds contacts to a company (also one created offline): the Add Contact dialog's save. */
export async function addContacts(
  clientId: number,
  contacts: readonly ContactFields[],
  userId: number,
): Promise<number[]> {
  const ids = await inOneTransaction(db, async () => {
    const created: number[] = []
    for (const contact of contacts) {
      created.push(
        (await enqueue(db, 'contact.create', { ...contact, clientId }, userId)).entity.id,
      )
    }
    return created
  })
  return queued(ids)
}

export async function updateContact(
  contactId: number,
  clientId: number,
  contact: ContactFields,
  userId: number,
): Promise<void> {
  await enqueue(db, 'contact.update', { ...contact, contactId, clientId }, userId)
  queued(null)
}

export async function deleteContact(
  contactId: number,
  clientId: number,
  userId: number,
): Promise<void> {
  await enqueue(db, 'contact.delete', { contactId, clientId }, userId)
  queued(null)
}
