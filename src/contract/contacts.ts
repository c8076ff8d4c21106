/** Client contacts (core-spec "Contact editor", "Contact client list"). */

import {
  array,
  boolean,
  fail,
  integer,
  object,
  optional,
  text,
  type Infer,
  type Validator,
} from './validate.ts'
import { id, idOrZero, page, perPage, search, yyyymm } from './fields.ts'
import { route } from './route.ts'
import {
  answerId,
  answerObject,
  answerText,
  answerVersion,
  pageInfoAnswer,
  unchecked,
} from './answer.ts'

export const SALUTATIONS = ['-', 'Mr.', 'Ms.', 'Mrs.', 'Dr.'] as const
export type Salutation = (typeof SALUTATIONS)[number]

export const CONTACTS_PER_PAGE = 5

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

/** The editable fields of a contact (valid, salutation, name, phone and department required). */
export const contactInput = object({
  valid: optional(boolean(), true),
  salutation,
  name: text({ min: 1, max: 200 }),
  email: optionalEmail,
  phone: text({ min: 1, max: 40 }),
  department: text({ min: 1, max: 200 }),
  position: optional(text({ max: 200 }), ''),
})
export type ContactInput = Infer<typeof contactInput>

export const contactListParams = object({
  /** YYYYMM: contacts added in that month; 0 for all. */
  period: yyyymm({ allowZero: true }),
  industry: idOrZero(),
  page: page(),
  perPage: perPage(),
  search: search(),
})
export type ContactListQuery = Infer<typeof contactListParams>

export const contactExportParams = object({
  /** YYYYMM: contacts added in that month; 0 for all. */
  period: yyyymm({ allowZero: true }),
  industry: idOrZero(),
  search: search(),
})
export type ContactExportQuery = Infer<typeof contactExportParams>

export const contactSaveParams = object({ contactId: idOrZero(), clientId: id(), userId: id() })
export const contactDeleteParams = object({ clientId: id(), contactId: id(), userId: id() })

/**
 * The contact calls (core-spec section 7), in the order a server registers them: the exports
 * first.
 */
/** What the PWA reads of a contact it keeps. */
const contactShape = {
  id: answerId(),
  clientId: integer(),
  valid: boolean(),
  salutation: unchecked<string>(),
  name: answerText(),
  email: unchecked<string>(),
  phone: unchecked<string>(),
  department: unchecked<string>(),
  position: unchecked<string>(),
  version: answerVersion(),
}
const contactAnswer = answerObject(contactShape)
export type Contact = Infer<typeof contactAnswer>
export const contactsAnswer = array(contactAnswer)

/** A row of the Contact client list: the contact with its company. */
export const contactListRowShape = { ...contactShape, company: answerText() }
const contactListRowAnswer = answerObject(contactListRowShape)
export type ContactListRow = Infer<typeof contactListRowAnswer>

const contactListAnswer = answerObject({
  contacts: array(contactListRowAnswer),
  info: pageInfoAnswer,
})
export type ContactList = Infer<typeof contactListAnswer>

export const CONTACT_ROUTES = {
  /** The export without a search segment: every contact of the period and industry, as with '*'. */
  exportJsonNoSearch: route<ContactExport, Omit<ContactExportQuery, 'search'>>({
    method: 'GET',
    pattern: '/clients/contact/exportjson/:period/:industry',
    params: object({ period: yyyymm({ allowZero: true }), industry: idOrZero() }),
  }),
  /** { items } of every contact matching the filter (not paged), for the spreadsheet. */
  exportJson: route<ContactExport, ContactExportQuery>({
    method: 'GET',
    pattern: '/clients/contact/exportjson/:period/:industry/:search',
    params: contactExportParams,
  }),
  /** The export in the list's paged form: its page and perPage are ignored (not checked either). */
  exportJsonPaged: route<ContactExport, ContactExportQuery & { page: string; perPage: string }>({
    method: 'GET',
    pattern: '/clients/contact/exportjson/:period/:industry/:page/:perPage/:search',
    params: object({
      period: yyyymm({ allowZero: true }),
      industry: idOrZero(),
      page: text(),
      perPage: text(),
      search: search(),
    }),
  }),
  /** { contacts, info }; search matches the contact's name. */
  list: route({
    method: 'GET',
    pattern: '/clients/contact/:period/:industry/:page/:perPage/:search',
    params: contactListParams,
    answer: contactListAnswer,
  }),
  /** Edits a contact; contactId 0 adds one to the client. Answers the contact. */
  save: route<Contact, Infer<typeof contactSaveParams>, ContactInput>({
    method: 'PUT',
    pattern: '/clients/contact/:contactId/:clientId/:userId',
    params: contactSaveParams,
    body: contactInput,
  }),
  /** Answers { clientId, contactId }. */
  remove: route<DeleteContactResponse, Infer<typeof contactDeleteParams>>({
    method: 'DELETE',
    pattern: '/clients/contact/:clientId/:contactId/:userId',
    params: contactDeleteParams,
  }),
}
