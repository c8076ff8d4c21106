/** Client contacts (core-spec "Contact editor", "Contact client list"). */

import type { PageInfo, Versioned } from './common.ts'
import { boolean, fail, object, optional, text, type Validator } from './validate.ts'
import { id, idOrZero, page, perPage, search, yyyymm } from './fields.ts'

export const SALUTATIONS = ['-', 'Mr.', 'Ms.', 'Mrs.', 'Dr.'] as const
export type Salutation = (typeof SALUTATIONS)[number]

export interface ContactListQuery {
  /** YYYYMM: contacts added in that month; 0 for all. */
  period: number
  industry: number
  page: number
  perPage: number
  search: string
}

export const CONTACTS_PER_PAGE = 5

export const CONTACT_PATHS = {
  /** GET: { contacts, info }; search matches the contact's name. */
  list: (q: ContactListQuery) =>
    `/clients/contact/${q.period}/${q.industry}/${q.page}/${q.perPage}/${encodeURIComponent(q.search.trim() || '*')}`,
  /** PUT: edits a contact; contactId 0 adds one to the client. Answers the contact. */
  save: (contactId: number, clientId: number, userId: number) =>
    `/clients/contact/${contactId}/${clientId}/${userId}`,
  /** DELETE: answers { clientId, contactId }. */
  remove: (clientId: number, contactId: number, userId: number) =>
    `/clients/contact/${clientId}/${contactId}/${userId}`,
  /**
   * GET: { items } of every contact matching the filter (not paged), for the spreadsheet. The
   * server also takes the list's form /{YYYYMM}/{industry}/{page}/{perPage}/{search} and ignores
   * its page and perPage there, and /{YYYYMM}/{industry} without a search (as with '*').
   */
  exportJson: (q: ContactExportQuery) =>
    `/clients/contact/exportjson/${q.period}/${q.industry}/${encodeURIComponent(q.search.trim() || '*')}`,
} as const

export interface Contact extends Versioned {
  id: number
  clientId: number
  valid: boolean
  salutation: string
  name: string
  email: string
  phone: string
  department: string
  position: string
}

/** A row of the Contact client list: the contact with its company. */
export interface ContactListRow extends Contact {
  company: string
}

export interface ContactList {
  contacts: ContactListRow[]
  info: PageInfo
}

/** The editable fields of a contact (valid, salutation, name, phone and department required). */
export interface ContactInput {
  valid: boolean
  salutation: string
  name: string
  email: string
  phone: string
  department: string
  position: string
}

export type ContactExportQuery = Pick<ContactListQuery, 'period' | 'industry' | 'search'>

/**
 * A row of the contact export (core-spec "Contact export columns"): the contact with its
 * company's columns. info is the salutation ('' for '-'), executive the contact's name, title
 * its position, hp/hP1/hP2 its phones, email1..email4 its emails; phone, fax, addresses,
 * website, industry and remarks are the company's.
 */
export interface ContactExportRow {
  info: string
  company: string
  executive: string
  title: string
  department: string
  address1: string
  address2: string
  address3: string
  hp: string
  hP1: string
  hP2: string
  phone: string
  fax: string
  email1: string
  email2: string
  email3: string
  email4: string
  website: string
  industry: string
  remarks: string
}

export interface ContactExport {
  items: ContactExportRow[]
}

/** The most rows one export answers. */
export const CONTACT_EXPORT_MAX_ROWS = 50_000

export interface DeleteContactResponse {
  clientId: number
  contactId: number
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const salutation: Validator<string> = (input, field) => {
  if (input === undefined || input === null || input === '') return { ok: true, value: '-' }
  return typeof input === 'string' && (SALUTATIONS as readonly string[]).includes(input.trim())
    ? { ok: true, value: input.trim() }
    : fail(field, `${field} must be one of ${SALUTATIONS.join(', ')}`)
}

const optionalEmail: Validator<string> = (input, field) => {
  if (input === undefined || input === null) return { ok: true, value: '' }
  const result = text({ max: 320 })(input, field)
  if (!result.ok || result.value === '' || EMAIL.test(result.value)) return result
  return fail(field, `${field} must be an email address`)
}

export const contactInput: Validator<ContactInput> = object({
  valid: optional(boolean(), true),
  salutation,
  name: text({ min: 1, max: 200 }),
  email: optionalEmail,
  phone: text({ min: 1, max: 40 }),
  department: text({ min: 1, max: 200 }),
  position: optional(text({ max: 200 }), ''),
})

export const contactListParams: Validator<ContactListQuery> = object({
  period: yyyymm({ allowZero: true }),
  industry: idOrZero(),
  page: page(),
  perPage: perPage(),
  search: search(),
})

export const contactExportParams: Validator<ContactExportQuery> = object({
  period: yyyymm({ allowZero: true }),
  industry: idOrZero(),
  search: search(),
})

export const contactSaveParams = object({ contactId: idOrZero(), clientId: id(), userId: id() })
export const contactDeleteParams = object({ clientId: id(), contactId: id(), userId: id() })
