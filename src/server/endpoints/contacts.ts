import { IF_MATCH_HEADER } from '../../contract/common.ts'
import {
  CONTACT_ROUTES,
  type Contact,
  type ContactList,
  type ContactListRow,
  type DeleteContactResponse,
} from '../../contract/contacts.ts'
import { monthStartDate } from '../deals/cards.ts'
import type { Db } from '../db/db.ts'
import type { Api } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { notFound } from '../http/errors.ts'
import { containsPattern, pageOffset } from '../http/search.ts'
import { clientForWrite, CONTACT_COLUMNS } from './clients.ts'

async function contactById(db: Db, contactId: number): Promise<Contact | undefined> {
  const [contact] = await db.query<Contact>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts ct WHERE ct.id = $1`,
    [contactId],
  )
  return contact
}

/** Rows of the contact list (each with its client's company) of the contacts ct matching `where`. */
export const contactListRowsSql = (where: string): string =>
  `SELECT ${CONTACT_COLUMNS}, c.company FROM contacts ct JOIN clients c ON c.id = ct.client_id
    WHERE ${where}`

/** The contact list, and saving or deleting one contact of a client. */
export function registerContactRoutes(api: Api): void {
  api.serve(CONTACT_ROUTES.list, async (call) => {
    const q = call.input.params
    const where = `($1::date IS NULL OR ct.created_at >= $1::date) AND ($2::date IS NULL OR ct.created_at < $2::date)
      AND ($3::int = 0 OR c.industry_id = $3) AND ($4::text = '' OR ct.name ILIKE $5)`
    const params = [
      monthStartDate(q.period),
      monthStartDate(q.period, 1),
      q.industry,
      q.search,
      containsPattern(q.search),
    ]
    const [total] = await call.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM contacts ct JOIN clients c ON c.id = ct.client_id WHERE ${where}`,
      params,
    )
    const contacts = await call.db.query<ContactListRow>(
      `${contactListRowsSql(where)} ORDER BY ct.name, ct.id LIMIT $6 OFFSET $7`,
      [...params, q.perPage, pageOffset(q.page, q.perPage)],
    )
    const answer: ContactList = {
      contacts,
      info: { page: q.page, perPage: q.perPage, total: total?.total ?? 0 },
    }
    return { body: answer }
  })

  api.serve(CONTACT_ROUTES.save, async (call) => {
    const { contactId, clientId } = call.input.params
    const input = call.input.body
    await clientForWrite(call, clientId, { ownersOnly: false, ifMatch: false })
    const values = [
      input.valid,
      input.salutation,
      input.name,
      input.email,
      input.phone,
      input.department,
      input.position,
    ]
    if (contactId === 0) {
      const [row] = await call.db.query<{ id: number }>(
        `INSERT INTO contacts (client_id, valid, salutation, name, email, phone, department, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [clientId, ...values],
      )
      return { body: await contactById(call.db, row!.id) }
    }
    const [current] = await call.db.query<{ version: number }>(
      'SELECT version FROM contacts WHERE id = $1 AND client_id = $2 FOR UPDATE',
      [contactId, clientId],
    )
    if (!current) throw notFound('Contact')
    await checkIfMatch(call.header(IF_MATCH_HEADER), current.version, () =>
      contactById(call.db, contactId),
    )
    await call.db.query(
      `UPDATE contacts SET valid = $2, salutation = $3, name = $4, email = $5, phone = $6,
              department = $7, position = $8, updated_at = now(), version = version + 1
        WHERE id = $1`,
      [contactId, ...values],
    )
    return { body: await contactById(call.db, contactId) }
  })

  api.serve(CONTACT_ROUTES.remove, async (call) => {
    const { clientId, contactId } = call.input.params
    await clientForWrite(call, clientId, { ownersOnly: true, ifMatch: false })
    const [current] = await call.db.query<{ version: number }>(
      'SELECT version FROM contacts WHERE id = $1 AND client_id = $2 FOR UPDATE',
      [contactId, clientId],
    )
    if (!current) throw notFound('Contact')
    await checkIfMatch(call.header(IF_MATCH_HEADER), current.version, () =>
      contactById(call.db, contactId),
    )
    await call.db.query('DELETE FROM contacts WHERE id = $1', [contactId])
    const answer: DeleteContactResponse = { clientId, contactId }
    return { body: answer }
  })
}
