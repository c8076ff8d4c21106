import type { ContactInput } from '../../contract/contacts.ts'
import type { Db } from '../db/db.ts'

const contactValues = (contact: ContactInput) => [
  contact.valid,
  contact.salutation,
  contact.name,
  contact.email,
  contact.phone,
  contact.department,
  contact.position,
]

/** Adds a contact to the client; answers its id. */
export async function insertContact(
  tx: Db,
  clientId: number,
  contact: ContactInput,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO contacts (client_id, valid, salutation, name, email, phone, department, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [clientId, ...contactValues(contact)],
  )
  return row!.id
}

/** The version of the client's contact, its row locked; undefined when it has no such contact. */
export async function lockContact(
  tx: Db,
  contactId: number,
  clientId: number,
): Promise<{ version: number } | undefined> {
  const [current] = await tx.query<{ version: number }>(
    'SELECT version FROM contacts WHERE id = $1 AND client_id = $2 FOR UPDATE',
    [contactId, clientId],
  )
  return current
}

/** Rewrites the contact's fields and bumps its version. */
export async function updateContact(
  tx: Db,
  contactId: number,
  contact: ContactInput,
): Promise<void> {
  await tx.query(
    `UPDATE contacts SET valid = $2, salutation = $3, name = $4, email = $5, phone = $6,
            department = $7, position = $8, updated_at = now(), version = version + 1
      WHERE id = $1`,
    [contactId, ...contactValues(contact)],
  )
}

/** As updateContact, when the contact is the client's; answers whether it was. */
export async function updateClientContact(
  tx: Db,
  clientId: number,
  contact: ContactInput & { id: number },
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE contacts SET valid = $3, salutation = $4, name = $5, email = $6, phone = $7,
            department = $8, position = $9, updated_at = now(), version = version + 1
      WHERE id = $1 AND client_id = $2 RETURNING id`,
    [contact.id, clientId, ...contactValues(contact)],
  )
  return updated.length > 0
}

export async function deleteContact(tx: Db, contactId: number): Promise<void> {
  await tx.query('DELETE FROM contacts WHERE id = $1', [contactId])
}
