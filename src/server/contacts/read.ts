import type {
  Contact,
  ContactList,
  ContactListQuery,
  ContactListRow,
} from '../../contract/contacts.ts'
import { monthStartDate } from '../deals/cards.ts'
import type { Db } from '../db/db.ts'
import { containsPattern, pageOffset } from '../http/search.ts'

const CONTACT_COLUMNS = `ct.id, ct.client_id AS "clientId", ct.valid, ct.salutation, ct.name,
  ct.email, ct.phone, ct.department, ct.position, ct.version`

/** The contact (a save's answer, the body of a 412); undefined when it does not exist. */
export async function readContact(db: Db, contactId: number): Promise<Contact | undefined> {
  const [contact] = await db.query<Contact>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts ct WHERE ct.id = $1`,
    [contactId],
  )
  return contact
}

/** The client's contacts, by name. */
export function readClientContacts(db: Db, clientId: number): Promise<Contact[]> {
  return db.query<Contact>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts ct WHERE ct.client_id = $1 ORDER BY ct.name, ct.id`,
    [clientId],
  )
}

/** Rows of the contact list (each with its client's company) of the contacts ct matching `where`. */
export const contactListRowsSql = (where: string): string =>
  `SELECT ${CONTACT_COLUMNS}, c.company FROM contacts ct JOIN clients c ON c.id = ct.client_id
    WHERE ${where}`

/** A page of the contact list: by the month added, the client's industry and a name search. */
export async function readContactList(db: Db, q: ContactListQuery): Promise<ContactList> {
  const where = `($1::date IS NULL OR ct.created_at >= $1::date) AND ($2::date IS NULL OR ct.created_at < $2::date)
    AND ($3::int = 0 OR c.industry_id = $3) AND ($4::text = '' OR ct.name ILIKE $5)`
  const params = [
    monthStartDate(q.period),
    monthStartDate(q.period, 1),
    q.industry,
    q.search,
    containsPattern(q.search),
  ]
  const [total] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM contacts ct JOIN clients c ON c.id = ct.client_id WHERE ${where}`,
    params,
  )
  const contacts = await db.query<ContactListRow>(
    `${contactListRowsSql(where)} ORDER BY ct.name, ct.id LIMIT $6 OFFSET $7`,
    [...params, q.perPage, pageOffset(q.page, q.perPage)],
  )
  return { contacts, info: { page: q.page, perPage: q.perPage, total: total?.total ?? 0 } }
}
