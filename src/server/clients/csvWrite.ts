import type { CsvRowError } from '../../contract/uploads.ts'
import type { Db } from '../db/db.ts'
import type { CsvClient, NamedId } from './csvImport.ts'

/** The industries and segments a CSV names by name. */
export async function readCsvLookups(
  db: Db,
): Promise<{ industries: NamedId[]; segments: NamedId[] }> {
  const industries = await db.query<NamedId>('SELECT id, name FROM industries')
  const segments = await db.query<NamedId>('SELECT id, name FROM segments')
  return { industries, segments }
}

/** Rows naming a company that is already a client (same text, any case). */
export async function existingCompanies(
  db: Db,
  clients: readonly CsvClient[],
): Promise<CsvRowError[]> {
  const found = await db.query<{ key: string }>(
    'SELECT DISTINCT lower(company) AS key FROM clients WHERE lower(company) = ANY($1::text[])',
    [clients.map((client) => client.company.toLowerCase())],
  )
  const taken = new Set(found.map((row) => row.key))
  return clients
    .filter((client) => taken.has(client.company.toLowerCase()))
    .map((client) => ({
      row: client.row,
      field: 'company',
      description: `company "${client.company}" is already a client`,
    }))
}

/** Writes the clients and their contacts in bulk; answers how many of each were added. */
export async function writeCsvClients(
  tx: Db,
  clients: readonly CsvClient[],
  userId: number,
): Promise<{ clients: number; contacts: number }> {
  const column = <K extends keyof CsvClient>(key: K) => clients.map((client) => client[key])
  const inserted = await tx.query<{ id: number; ord: number }>(
    `WITH rows AS (
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[],
                            $7::text[], $8::text[], $9::text[], $10::text[]) WITH ORDINALITY
         AS r(company, industry_id, segment_id, phone, fax, address1, address2, address3, website,
              remarks, ord)
     ), added AS (
       INSERT INTO clients (company, industry_id, segment_id, phone, fax, address1, address2,
                            address3, website, remarks, created_by)
       SELECT company, industry_id, nullif(segment_id, 0), phone, fax, address1, address2,
              address3, website, remarks, $11
         FROM rows ORDER BY ord
       RETURNING id, company
     )
     SELECT added.id, rows.ord::int AS ord FROM added JOIN rows ON rows.company = added.company`,
    [
      column('company'),
      column('industryId'),
      column('segmentId'),
      column('phone'),
      column('fax'),
      column('address1'),
      column('address2'),
      column('address3'),
      column('website'),
      column('remarks'),
      userId,
    ],
  )
  const idOf = new Map(inserted.map((row) => [row.ord, row.id]))
  const contacts = clients.flatMap((client, index) =>
    client.contacts.map((contact) => ({ clientId: idOf.get(index + 1)!, ...contact })),
  )
  if (contacts.length > 0) {
    const field = <K extends keyof (typeof contacts)[number]>(key: K) =>
      contacts.map((contact) => contact[key])
    await tx.query(
      `INSERT INTO contacts (client_id, valid, salutation, name, email, phone, department, position)
       SELECT * FROM unnest($1::int[], $2::boolean[], $3::text[], $4::text[], $5::text[],
                            $6::text[], $7::text[], $8::text[])`,
      [
        field('clientId'),
        field('valid'),
        field('salutation'),
        field('name'),
        field('email'),
        field('phone'),
        field('department'),
        field('position'),
      ],
    )
  }
  return { clients: inserted.length, contacts: contacts.length }
}
