import type { ClientSaveRequest } from '../../contract/clients.ts'
import type { Db } from '../db/db.ts'
import { badRequest } from '../http/errors.ts'
import { insertContact, updateClientContact } from '../contacts/store.ts'

const clientValues = (input: ClientSaveRequest) => [
  input.company,
  input.industryId,
  input.segmentId || null,
  input.address1,
  input.address2,
  input.address3,
  input.phone,
  input.fax,
  input.website,
  input.remarks,
]

/** The client's company and version, its row locked; undefined when it does not exist. */
export async function lockClient(
  tx: Db,
  clientId: number,
): Promise<{ company: string; version: number } | undefined> {
  const [row] = await tx.query<{ company: string; version: number }>(
    'SELECT company, version FROM clients WHERE id = $1 FOR UPDATE',
    [clientId],
  )
  return row
}

/** Adds the client (its RMs and contacts are saveClientParts'); answers its id and version. */
export async function insertClient(
  tx: Db,
  input: ClientSaveRequest,
  createdBy: number,
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO clients (company, industry_id, segment_id, address1, address2, address3, phone,
                          fax, website, remarks, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, version`,
    [...clientValues(input), createdBy],
  )
  return row!
}

/** Rewrites the client's fields and bumps its version; answers the new version. */
export async function updateClient(
  tx: Db,
  clientId: number,
  input: ClientSaveRequest,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE clients SET company = $2, industry_id = $3, segment_id = $4, address1 = $5,
            address2 = $6, address3 = $7, phone = $8, fax = $9, website = $10, remarks = $11,
            updated_at = now(), version = version + 1
      WHERE id = $1 RETURNING version`,
    [clientId, ...clientValues(input)],
  )
  return row!.version
}

/**
 * Makes the sent relationship managers the client's, updates the sent contacts with an id (400
 * when one is another client's) and adds those without one.
 */
export async function saveClientParts(
  tx: Db,
  clientId: number,
  input: ClientSaveRequest,
): Promise<void> {
  await tx.query('DELETE FROM client_rms WHERE client_id = $1', [clientId])
  await tx.query(
    'INSERT INTO client_rms (client_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [clientId, [...new Set(input.relManagerIds)]],
  )
  for (const contact of input.contacts) {
    if (contact.id > 0) {
      if (!(await updateClientContact(tx, clientId, contact)))
        throw badRequest(`Contact ${contact.id} does not belong to client ${clientId}`)
    } else {
      await insertContact(tx, clientId, contact)
    }
  }
}

/** How many deals, invoices and visits name the client. */
export async function countClientUsage(
  db: Db,
  clientId: number,
): Promise<{ deals: number; invoices: number; visits: number } | undefined> {
  const [usage] = await db.query<{ deals: number; invoices: number; visits: number }>(
    `SELECT (SELECT count(*) FROM deals WHERE client_id = $1)::int AS deals,
            (SELECT count(*) FROM invoices WHERE client_id = $1)::int AS invoices,
            (SELECT count(*) FROM visits WHERE client_id = $1)::int AS visits`,
    [clientId],
  )
  return usage
}

/** Deletes the client (its contacts go with it). */
export async function deleteClient(tx: Db, clientId: number): Promise<void> {
  await tx.query('DELETE FROM clients WHERE id = $1', [clientId])
}
